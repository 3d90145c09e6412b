// The Add to toolkit control for core's AddToToolkit slot, loaded only when a card first shows it.
import { lazy } from 'react';

export const AddToToolkitControl = lazy(() => import('./add-to-toolkit/add-to-toolkit'));

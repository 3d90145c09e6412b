// The "Add to toolkit" control as a slot (like SaveControl, decision 0005): the assistant's cards render
// <AddToToolkit/>, the toolkits feature supplies the control, and the shell connects the two.
import { createContext, useContext, type ComponentType } from 'react';

export interface AddToToolkitProps {
  resourceId: string;
  /** For the accessible name and toasts, e.g. "Anki". */
  title: string;
}

export const AddToToolkitContext = createContext<ComponentType<AddToToolkitProps> | null>(null);

/** Renders the registered control, or nothing before one is registered. */
export function AddToToolkit(props: AddToToolkitProps) {
  const Control = useContext(AddToToolkitContext);
  return Control ? <Control {...props} /> : null;
}

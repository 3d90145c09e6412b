// The admin area's panels from each feature (see core/ui/admin-panels); /admin draws them in `order`.
import { bulletinAdminPanels } from '@quadkit/bulletin/ui';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';

export const adminPanels: readonly AdminPanel[] = [...bulletinAdminPanels];

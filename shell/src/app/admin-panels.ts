// The admin area's panels from each feature (see core/ui/admin-panels); /admin draws them in `order`.
import { browseAdminPanels } from '@quadkit/browse/panels';
import { bulletinAdminPanels } from '@quadkit/bulletin/panels';
import type { AdminPanel } from '@quadkit/core/ui/admin-panels';
import { submissionsAdminPanels } from '@quadkit/submissions/panels';

export const adminPanels: readonly AdminPanel[] = [
  ...bulletinAdminPanels,
  ...submissionsAdminPanels,
  ...browseAdminPanels,
];

// The dashboard's Spanish tables by bundle id, for the shell to register for Spanish readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import accountMenu from '../account/account-menu.messages.es';
import panels from '../account-safety-panels.messages.es';
import accountSafety from '../account-safety/account-safety.messages.es';
import dangerZone from '../components/danger-zone.messages.es';
import profileForm from '../components/profile-form.messages.es';
import onboarding from '../onboarding/onboarding.messages.es';
import labels from '../profile-labels.messages.es';
import screen from '../screens/dashboard.messages.es';

export default {
  'dashboard.account-menu': accountMenu,
  'dashboard.account-safety': accountSafety,
  'dashboard.danger-zone': dangerZone,
  'dashboard.labels': labels,
  'dashboard.onboarding': onboarding,
  'dashboard.panels': panels,
  'dashboard.profile-form': profileForm,
  'dashboard.screen': screen,
} satisfies LocaleTables;

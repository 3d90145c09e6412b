// The dashboard's Chinese tables by bundle id, for the shell to register for Chinese readers.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import accountMenu from '../account/account-menu.messages.zh';
import panels from '../account-safety-panels.messages.zh';
import accountSafety from '../account-safety/account-safety.messages.zh';
import dangerZone from '../components/danger-zone.messages.zh';
import profileForm from '../components/profile-form.messages.zh';
import onboarding from '../onboarding/onboarding.messages.zh';
import labels from '../profile-labels.messages.zh';
import screen from '../screens/dashboard.messages.zh';

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

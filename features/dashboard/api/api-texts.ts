import type { ApiTexts } from '@quadkit/core/server/i18n/api-texts';
import { profileErrorMessages } from './profile-errors.messages';
import es from './profile-errors.messages.es';
import zh from './profile-errors.messages.zh';

export const dashboardApiTexts: readonly ApiTexts[] = [{ bundle: profileErrorMessages, es, zh }];

// Every table of texts the worker writes, registered once per isolate (the UI's tables arrive with the edge
// renderer, which API requests never load), and the lookup that finds a sent English text among them.
import { assistantApiTexts } from '@quadkit/assistant/api';
import { browseApiTexts } from '@quadkit/browse/api';
import { bulletinApiTexts } from '@quadkit/bulletin/api';
import { dashboardApiTexts } from '@quadkit/dashboard/api';
import { coreApiTexts, taxonomyApiTables } from '@quadkit/core/server/i18n/api-texts';
import { knownTexts } from '@quadkit/core/shared/i18n/known-text';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { submissionsApiTexts } from '@quadkit/submissions/api';
import { toolkitsApiTexts } from '@quadkit/toolkits/api';
import { authMessages } from '../auth/auth.messages';
import authEs from '../auth/auth.messages.es';
import authZh from '../auth/auth.messages.zh';
import { deviceMessages } from '../auth/device-name.messages';
import deviceEs from '../auth/device-name.messages.es';
import deviceZh from '../auth/device-name.messages.zh';
import { noticeMessages } from '../auth/sign-up-notice.messages';
import noticeEs from '../auth/sign-up-notice.messages.es';
import noticeZh from '../auth/sign-up-notice.messages.zh';

const ALL = [
  ...coreApiTexts,
  ...browseApiTexts,
  ...bulletinApiTexts,
  ...toolkitsApiTexts,
  ...submissionsApiTexts,
  ...dashboardApiTexts,
  ...assistantApiTexts,
  { bundle: authMessages, es: authEs, zh: authZh },
  { bundle: noticeMessages, es: noticeEs, zh: noticeZh },
  { bundle: deviceMessages, es: deviceEs, zh: deviceZh },
];

registerTranslations('es', taxonomyApiTables.es);
registerTranslations('zh', taxonomyApiTables.zh);
for (const { bundle, es, zh } of ALL) {
  registerTranslations('es', { [bundle.id]: es });
  registerTranslations('zh', { [bundle.id]: zh });
}

/** `apiText(text, locale)`: a text the worker wrote in English, in `locale` when one of the tables knows it. */
export const apiText = knownTexts(ALL.map(({ bundle }) => bundle));

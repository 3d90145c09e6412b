// Registers the reader's language before the page hydrates; English needs nothing (its texts sit beside the
// code), and the pseudo-locales are made from English.
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { registerPseudoText, registerTranslations } from '@quadkit/core/shared/i18n/translate';

export async function loadTranslations(locale: Locale): Promise<void> {
  if (locale === 'es') registerTranslations('es', (await import('./es')).default);
  else if (locale === 'zh') registerTranslations('zh', (await import('./zh')).default);
  else if (locale === 'en-XA') registerPseudoText(await import('@quadkit/core/shared/i18n/pseudo'));
}

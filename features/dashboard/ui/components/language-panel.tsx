// The dashboard's language setting: the same switcher as the header's, its choice kept on the profile (so sign-in
// on another device opens Quadkit in it). Its texts are in core, beside the switcher's.
import { useId } from 'react';
import { LanguageSwitcher } from '@quadkit/core/ui/i18n/language-switcher';
import { languageSettingsMessages } from '@quadkit/core/ui/i18n/language-settings.messages';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { saveProfile } from '../profile-api';

const saveLocale = (locale: Parameters<typeof saveProfile>[0]['locale']) => saveProfile({ locale });

export function LanguagePanel() {
  const t = useMessages(languageSettingsMessages);
  const titleId = useId();
  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {t('title')}
      </h2>
      <p className="dashboard-card__lead">{t('lead')}</p>
      <LanguageSwitcher save={saveLocale} />
    </section>
  );
}

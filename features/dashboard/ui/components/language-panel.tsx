// The dashboard's language setting: the same switcher as the header's, its choice kept on the profile (so sign-in
// on another device opens Quadkit in it). Its texts are the switcher's own table in core.
import { useId } from 'react';
import { LanguageSwitcher } from '@quadkit/core/ui/i18n/language-switcher';
import { languageMessages } from '@quadkit/core/ui/i18n/language-switcher.messages';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { saveProfile } from '../profile-api';

const saveLocale = (locale: Parameters<typeof saveProfile>[0]['locale']) => saveProfile({ locale });

export function LanguagePanel() {
  const t = useMessages(languageMessages);
  const titleId = useId();
  return (
    <section className="card dashboard-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {t('label')}
      </h2>
      <p className="dashboard-card__lead">{t('settingsLead')}</p>
      <LanguageSwitcher save={saveLocale} />
    </section>
  );
}

// The language switcher (the site header's, and the dashboard's settings): a native select, which keyboards,
// screen readers and phones all handle; each language named in itself in its list. A choice is remembered in the cookie (and
// on a signed-in student's profile through `save`), then the same page opens under the new language's prefix: a
// full load, since the router's basename and the registered texts belong to the page.
import { useLocation } from 'react-router';
import { localizedPath } from '../../shared/i18n/locale-path';
import { isPublicLocale, LANGUAGE_TAG, LOCALE_NAME, LOCALES, type PublicLocale } from '../../shared/i18n/locales';
import { languageMessages } from './language-switcher.messages';
import { useLocale } from './locale-context';
import { rememberLocale } from './remember-locale';
import { useMessages } from './use-messages';
import './language-switcher.css';

export function LanguageSwitcher({
  save,
}: {
  /** Keeps the choice on the signed-in student's profile; a failure still switches (the cookie has it). */
  save?: (locale: PublicLocale) => Promise<unknown>;
}) {
  const t = useMessages(languageMessages);
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();

  const choose = async (next: PublicLocale) => {
    rememberLocale(next);
    try {
      await save?.(next);
    } catch (error) {
      console.warn('Language not saved to the profile', error);
    }
    window.location.assign(localizedPath(next, pathname) + search + hash);
  };

  const current = isPublicLocale(locale) ? locale : 'en';
  // The closed control shows the language's short name (a phone's header has no room for 'Español'); the real
  // select lies over it, transparent, so taps, keys and screen readers all work the native control.
  return (
    <span className="language-switcher">
      <span className="input input--chevron language-switcher__shown" aria-hidden="true">
        {current === 'zh' ? '中文' : current.toUpperCase()}
      </span>
      <select
        aria-label={t('label')}
        className="language-switcher__select"
        value={current}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isPublicLocale(next) && next !== locale) void choose(next);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LANGUAGE_TAG[option]}>
            {LOCALE_NAME[option]}
          </option>
        ))}
      </select>
    </span>
  );
}

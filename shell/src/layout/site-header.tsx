// Sticky top bar: brand link home, then search, the language, dark-mode switch and the user menu.
import { useAtomValue } from 'jotai';
import { Link, useNavigation } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { layoutMessages } from './messages';
import { LanguageSwitcher } from '@quadkit/core/ui/i18n/language-switcher';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { saveLocalePreference } from '@quadkit/dashboard/ui';
import { SearchButton } from './search-button';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import './site-header.css';

export function SiteHeader() {
  // A lazy route chunk can take a moment on slow networks; the bar shows something is happening.
  const busy = useNavigation().state !== 'idle';
  const t = useMessages(layoutMessages);
  // A signed-in student's choice is kept on their profile too, so it follows them to another device.
  const signedIn = useAtomValue(sessionUserAtom) !== null;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <img src="/images/brand/logo.svg" alt="" width="32" height="32" className="site-header__logo" />
          <span>Quadkit</span>
        </Link>
        <div className="site-header__actions">
          <SearchButton />
          <LanguageSwitcher save={signedIn ? saveLocalePreference : undefined} />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
      {busy ? <div className="site-header__progress" role="progressbar" aria-label={t('loadingPage')} /> : null}
    </header>
  );
}

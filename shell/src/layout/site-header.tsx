// Sticky top bar: brand link home, then search, dark-mode switch and the user menu.
import { Link, useNavigation } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { layoutMessages } from './messages';
import { SearchButton } from './search-button';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import './site-header.css';

export function SiteHeader() {
  // A lazy route chunk can take a moment on slow networks; the bar shows something is happening.
  const busy = useNavigation().state !== 'idle';
  const t = useMessages(layoutMessages);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand">
          <img src="/images/brand/logo.svg" alt="" width="32" height="32" className="site-header__logo" />
          <span>Quadkit</span>
        </Link>
        <div className="site-header__actions">
          <SearchButton />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
      {busy ? <div className="site-header__progress" role="progressbar" aria-label={t('loadingPage')} /> : null}
    </header>
  );
}

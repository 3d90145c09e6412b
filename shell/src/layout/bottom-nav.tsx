// Phone-only bottom navigation (hidden from 768px up by CSS): Home, Browse, Saved and Account.
import { useAtomValue } from 'jotai';
import type { ComponentType, SVGProps } from 'react';
import { Link, NavLink } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { signedInAtom } from '@quadkit/core/ui/session-atoms';
import { BookmarkIcon, CompassIcon, HomeIcon, UserIcon } from './icons';
import { layoutMessages } from './messages';
import './bottom-nav.css';

interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Exact match only, so Home is not marked current on every page. */
  end?: boolean;
  /** Never marked as the current page (used when it shares a target with another tab). */
  plain?: boolean;
}

export function BottomNav() {
  const signedIn = useAtomValue(signedInAtom);
  const t = useMessages(layoutMessages);
  const items: NavItem[] = [
    { label: t('home'), to: '/', Icon: HomeIcon, end: true },
    { label: t('browse'), to: '/browse', Icon: CompassIcon },
    { label: t('saved'), to: '/saved', Icon: BookmarkIcon },
    // docs/product.md#every-page: Account leads to the dashboard when signed in, otherwise to Saved (which prompts to sign in).
    { label: t('account'), to: signedIn ? '/dashboard' : '/saved', Icon: UserIcon, plain: !signedIn },
  ];

  return (
    <nav className="bottom-nav" aria-label={t('mainNav')}>
      <ul className="bottom-nav__list">
        {items.map(({ label, to, Icon, end, plain }) => (
          <li key={label}>
            {plain ? (
              // Signed out, Account and Saved share /saved; only the Saved tab should claim "current page".
              <Link to={to} className="bottom-nav__link">
                <Icon />
                <span>{label}</span>
              </Link>
            ) : (
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) => (isActive ? 'bottom-nav__link is-active' : 'bottom-nav__link')}
              >
                <Icon />
                <span>{label}</span>
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

// Page footer: social links, the donation link and the copyright line with the year computed at render.
import { ExternalLink } from '@quadkit/core/ui/external-link';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { layoutMessages } from './messages';
import { INSTAGRAM, LINKEDIN, SUPPORT_US_HREF } from './social-links';
import './site-footer.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const t = useMessages(layoutMessages);

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">Quadkit</p>
          <p className="site-footer__tagline">{t('tagline')}</p>
        </div>
        <nav aria-label={t('elsewhere')}>
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={INSTAGRAM.href}>{INSTAGRAM.label}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={LINKEDIN.href}>{LINKEDIN.label}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SUPPORT_US_HREF} className="btn btn--secondary btn--small site-footer__support">
                {t('supportUs')}
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__copyright">{t('rights', { year })}</p>
      </div>
    </footer>
  );
}

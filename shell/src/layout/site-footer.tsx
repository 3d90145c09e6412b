// Page footer: social links, the donation link and the copyright line with the year computed at render.
import { ExternalLink } from '@quadkit/core/ui/external-link';
import { INSTAGRAM, LINKEDIN, SUPPORT_US } from './social-links';
import './site-footer.css';

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">Quadkit</p>
          <p className="site-footer__tagline">Free tools, student discounts, guides and toolkits for students.</p>
        </div>
        <nav aria-label="Quadkit elsewhere">
          <ul className="site-footer__links">
            <li>
              <ExternalLink href={INSTAGRAM.href}>{INSTAGRAM.label}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={LINKEDIN.href}>{LINKEDIN.label}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SUPPORT_US.href} className="btn btn--secondary btn--small site-footer__support">
                {SUPPORT_US.label}
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="site-footer__copyright">© {year} Quadkit. All rights reserved.</p>
      </div>
    </footer>
  );
}

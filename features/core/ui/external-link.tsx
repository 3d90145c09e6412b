// Link to another site: new tab, no opener or referrer, and a hidden note so screen readers know.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useMessages } from './i18n/use-messages';
import { coreMessages } from './messages';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

export function ExternalLink({ href, children, ...rest }: ExternalLinkProps) {
  const t = useMessages(coreMessages);
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{` ${t('newTab')}`}</span>
    </a>
  );
}

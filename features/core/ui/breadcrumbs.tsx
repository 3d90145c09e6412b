// Breadcrumb trail above a detail page: links up the hierarchy, then the current page's name.
import { Link } from 'react-router';
import { useMessages } from './i18n/use-messages';
import { controlsMessages } from './controls.messages';
import './breadcrumbs.css';

interface BreadcrumbsProps {
  trail: { to: string; label: string }[];
  current: string;
}

export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const t = useMessages(controlsMessages);
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

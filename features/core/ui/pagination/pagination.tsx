// Page links under a paginated grid: Previous, the page numbers with ellipses, Next. Each is a real link, so
// pages can be bookmarked and Back returns to the previous page.
import { Link } from 'react-router';
import { useMessages } from '../i18n/use-messages';
import { controlsMessages } from '../controls.messages';
import { pageItems } from './page-numbers';
import './pagination.css';

interface PaginationProps {
  current: number;
  total: number;
  /** The URL of a page (keeps the rest of the query). */
  hrefFor: (page: number) => string;
}

export function Pagination({ current, total, hrefFor }: PaginationProps) {
  const t = useMessages(controlsMessages);
  const items = pageItems(current, total);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <ul className="pagination__list">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className="pagination__step" rel="prev" aria-label={t('previousPage')}>
              <span className="flip-rtl" aria-hidden="true">
                ←
              </span>{' '}
              <span className="pagination__word">{t('previous')}</span>
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span className="flip-rtl">←</span> <span className="pagination__word">{t('previous')}</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                className="pagination__page"
                aria-label={t('page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link to={hrefFor(current + 1)} className="pagination__step" rel="next" aria-label={t('nextPage')}>
              <span className="pagination__word">{t('next')}</span>{' '}
              <span className="flip-rtl" aria-hidden="true">
                →
              </span>
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span className="pagination__word">{t('next')}</span> <span className="flip-rtl">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

// Regional Resources panel: pick a region (docs/product.md#category-page) or one of the focus cards to narrow the list.
import { REGIONS } from '@quadkit/core/catalog/regions';
import { REGIONAL_FOCUS, type CategoryFilters } from './category-filters';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sharedMessages } from '../components/messages';
import { categoryMessages } from './messages';

interface RegionalPanelProps {
  filters: CategoryFilters;
  onChange: (patch: Partial<CategoryFilters>) => void;
}

export function RegionalPanel({ filters, onChange }: RegionalPanelProps) {
  const t = useMessages(categoryMessages);
  const shared = useMessages(sharedMessages);
  return (
    <section className="card panel" aria-labelledby="regional-panel-title">
      <h2 id="regional-panel-title" className="panel__title">
        {t('regionsTitle')}
      </h2>
      <p className="panel__lead">{t('regionsLead')}</p>
      <ul className="chip-group" aria-label={t('regions')}>
        <li>
          <button
            type="button"
            className="chip"
            aria-pressed={!filters.region}
            onClick={() => onChange({ region: '' })}
          >
            {shared('allRegions')}
          </button>
        </li>
        {REGIONS.map(({ id }) => (
          <li key={id}>
            <button
              type="button"
              className="chip"
              aria-pressed={filters.region === id}
              onClick={() => onChange({ region: filters.region === id ? '' : id })}
            >
              {shared(id)}
            </button>
          </li>
        ))}
      </ul>
      <ul className="focus-cards" aria-label={t('focus')}>
        {REGIONAL_FOCUS.map(({ id }) => (
          <li key={id}>
            <button
              type="button"
              className="focus-card"
              aria-pressed={filters.focus === id}
              aria-label={t(id)}
              aria-describedby={`focus-${id}-blurb`}
              onClick={() => onChange({ focus: filters.focus === id ? '' : id })}
            >
              <span className="focus-card__name">{t(id)}</span>
              <span id={`focus-${id}-blurb`} className="focus-card__blurb">
                {t(`${id}Blurb`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

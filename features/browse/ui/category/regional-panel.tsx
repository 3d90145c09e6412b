// Regional Resources panel: pick a region (docs/product.md#category-page) or one of the focus cards to narrow the list.
import { REGIONS } from '@quadkit/core/catalog/regions';
import { REGIONAL_FOCUS, type CategoryFilters } from './category-filters';

interface RegionalPanelProps {
  filters: CategoryFilters;
  onChange: (patch: Partial<CategoryFilters>) => void;
}

export function RegionalPanel({ filters, onChange }: RegionalPanelProps) {
  return (
    <section className="card panel" aria-labelledby="regional-panel-title">
      <h2 id="regional-panel-title" className="panel__title">
        Resources by Region
      </h2>
      <p className="panel__lead">Aid, housing and support depend on where you live and study. Choose a region.</p>
      <ul className="chip-group" aria-label="Regions">
        <li>
          <button
            type="button"
            className="chip"
            aria-pressed={!filters.region}
            onClick={() => onChange({ region: '' })}
          >
            All regions
          </button>
        </li>
        {REGIONS.map(({ id, name }) => (
          <li key={id}>
            <button
              type="button"
              className="chip"
              aria-pressed={filters.region === id}
              onClick={() => onChange({ region: filters.region === id ? '' : id })}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
      <ul className="focus-cards" aria-label="Focus">
        {REGIONAL_FOCUS.map(({ id, name, blurb }) => (
          <li key={id}>
            <button
              type="button"
              className="focus-card"
              aria-pressed={filters.focus === id}
              aria-label={name}
              aria-describedby={`focus-${id}-blurb`}
              onClick={() => onChange({ focus: filters.focus === id ? '' : id })}
            >
              <span className="focus-card__name">{name}</span>
              <span id={`focus-${id}-blurb`} className="focus-card__blurb">
                {blurb}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

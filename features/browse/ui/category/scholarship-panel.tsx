// Scholarship filter panel of Applying to Colleges: one scholarship type at a time, matched by tag.
import { SCHOLARSHIP_FILTERS } from '@quadkit/core/catalog/tags';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { categoryMessages } from './messages';

interface ScholarshipPanelProps {
  selected: string;
  onChange: (scholarship: string) => void;
}

export function ScholarshipPanel({ selected, onChange }: ScholarshipPanelProps) {
  const t = useMessages(categoryMessages);
  const taxonomy = useTaxonomyName();
  return (
    <section className="card panel" aria-labelledby="scholarship-panel-title">
      <h2 id="scholarship-panel-title" className="panel__title">
        {t('scholarshipsTitle')}
      </h2>
      <p className="panel__lead">{t('scholarshipsLead')}</p>
      <ul className="chip-group" aria-label={t('scholarshipType')}>
        {SCHOLARSHIP_FILTERS.map(({ id, name }) => (
          <li key={id}>
            <button
              type="button"
              className="chip"
              aria-pressed={selected === id}
              onClick={() => onChange(selected === id ? '' : id)}
            >
              {taxonomy('tag', name)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

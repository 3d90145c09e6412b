// Scholarship filter panel of Applying to Colleges: one scholarship type at a time, matched by tag.
import { SCHOLARSHIP_FILTERS } from '@quadkit/core/catalog/tags';

interface ScholarshipPanelProps {
  selected: string;
  onChange: (scholarship: string) => void;
}

export function ScholarshipPanel({ selected, onChange }: ScholarshipPanelProps) {
  return (
    <section className="card panel" aria-labelledby="scholarship-panel-title">
      <h2 id="scholarship-panel-title" className="panel__title">
        Find Scholarships
      </h2>
      <p className="panel__lead">Show only the scholarships of one kind. Choose it again to see everything.</p>
      <ul className="chip-group" aria-label="Scholarship type">
        {SCHOLARSHIP_FILTERS.map(({ id, name }) => (
          <li key={id}>
            <button
              type="button"
              className="chip"
              aria-pressed={selected === id}
              onClick={() => onChange(selected === id ? '' : id)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

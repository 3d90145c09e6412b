// The filter sidebar: category, tags, region and (for a signed-in viewer with a level or country) 'For me'. Always open beside the grid on wide screens; behind a
// Filters button on phones.
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { useId, useState } from 'react';
import { REGIONS } from '@quadkit/core/catalog/regions';
import { BROWSE_CATEGORIES } from './browse-categories';
import type { BrowseState } from './browse-query';
import { Field } from '@quadkit/core/ui/text-field';

interface BrowseSidebarProps {
  state: BrowseState;
  /** The tags to offer; selected tags are always offered too. */
  tagOptions: readonly string[];
  /** The viewer's profile says a study level or country, so 'For me' can mean something. */
  offerForMe: boolean;
  onChange: (patch: Partial<BrowseState>) => void;
  onClear: () => void;
}

export function BrowseSidebar({ state, tagOptions, offerForMe, onChange, onClear }: BrowseSidebarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const categoryId = useId();
  const regionId = useId();
  const forMe = offerForMe && state.forMe;
  const active = (state.category ? 1 : 0) + state.tags.length + (state.region ? 1 : 0) + (forMe ? 1 : 0);
  const tags = [...new Set([...state.tags, ...tagOptions])];

  const toggleTag = (tag: string) =>
    onChange({ tags: state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag] });

  return (
    <aside className="browse-sidebar" aria-label="Filters">
      <button
        type="button"
        className="btn btn--secondary browse-sidebar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filters{active > 0 ? ` (${active})` : ''} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} className={open ? 'card browse-sidebar__panel is-open' : 'card browse-sidebar__panel'}>
        {offerForMe ? (
          <label className="browse-sidebar__for-me">
            <input type="checkbox" checked={forMe} onChange={(event) => onChange({ forMe: event.target.checked })} />{' '}
            For me
          </label>
        ) : null}
        <Field id={categoryId} label="Category">
          <select
            id={categoryId}
            className="input"
            value={state.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {BROWSE_CATEGORIES.map(({ slug, name }) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="browse-sidebar__tags">
          <legend className="field__label">Tags</legend>
          <ChipGroup options={tags} selected={state.tags} onToggle={toggleTag} />
        </fieldset>
        <Field id={regionId} label="Region">
          <select
            id={regionId}
            className="input"
            value={state.region}
            onChange={(event) => onChange({ region: event.target.value })}
          >
            <option value="">All regions</option>
            {REGIONS.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        {active > 0 ? (
          <button type="button" className="link-btn browse-sidebar__clear" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </aside>
  );
}

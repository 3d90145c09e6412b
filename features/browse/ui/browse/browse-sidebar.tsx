// The filter sidebar: category, tags, region and (for a signed-in viewer with a level or country) 'For me'. Always open beside the grid on wide screens; behind a
// Filters button on phones.
import { ChipGroup } from '@quadkit/core/ui/chip-group';
import { useId, useState } from 'react';
import { REGIONS } from '@quadkit/core/catalog/regions';
import { BROWSE_CATEGORIES } from './browse-categories';
import type { BrowseState } from './browse-query';
import { Field } from '@quadkit/core/ui/text-field';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { sharedMessages } from '../components/messages';
import { browseMessages } from './messages';

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
  const regionName = useId();
  const t = useMessages(browseMessages);
  const shared = useMessages(sharedMessages);
  const taxonomy = useTaxonomyName();
  const forMe = offerForMe && state.forMe;
  const active = (state.category ? 1 : 0) + state.tags.length + (state.region ? 1 : 0) + (forMe ? 1 : 0);
  const tags = [...new Set([...state.tags, ...tagOptions])];

  const toggleTag = (tag: string) =>
    onChange({ tags: state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag] });

  return (
    <aside className="browse-sidebar" aria-label={t('filters')}>
      <button
        type="button"
        className="btn btn--secondary browse-sidebar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? t('filtersActive', { count: active }) : t('filters')}{' '}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} className={open ? 'card browse-sidebar__panel is-open' : 'card browse-sidebar__panel'}>
        {offerForMe ? (
          <label className="choice browse-sidebar__for-me">
            <input type="checkbox" checked={forMe} onChange={(event) => onChange({ forMe: event.target.checked })} />{' '}
            {t('forMe')}
          </label>
        ) : null}
        <Field id={categoryId} label={t('category')}>
          <select
            id={categoryId}
            className="input"
            value={state.category}
            onChange={(event) => onChange({ category: event.target.value })}
          >
            <option value="">{t('allCategories')}</option>
            {BROWSE_CATEGORIES.map(({ slug, name }) => (
              <option key={slug} value={slug}>
                {taxonomy('category', name)}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="fieldset browse-sidebar__tags">
          <legend className="field__label">{t('tags')}</legend>
          <ChipGroup
            options={tags}
            selected={state.tags}
            onToggle={toggleTag}
            labelOf={(tag) => taxonomy('tag', tag)}
          />
        </fieldset>
        {/* Radios, not a select: a region's whole name shows ('Undocumented Student Resources' is wider than the
            sidebar), and one tap chooses it. */}
        <fieldset className="fieldset browse-sidebar__choices">
          <legend className="field__label">{t('region')}</legend>
          {[{ id: '', name: shared('allRegions') }, ...REGIONS.map(({ id }) => ({ id, name: shared(id) }))].map(
            ({ id, name }) => (
              <label key={id} className="choice browse-sidebar__choice">
                <input
                  type="radio"
                  name={regionName}
                  value={id}
                  checked={state.region === id}
                  onChange={() => onChange({ region: id })}
                />{' '}
                {name}
              </label>
            ),
          )}
        </fieldset>
        {active > 0 ? (
          <button type="button" className="link-btn browse-sidebar__clear" onClick={onClear}>
            {shared('clearFilters')}
          </button>
        ) : null}
      </div>
    </aside>
  );
}

// The browse search box (filters as you type) and the sort select.
import { useId } from 'react';
import { BROWSE_SORTS, type BrowseSort } from './browse-query';

interface BrowseToolbarProps {
  text: string;
  onText: (text: string) => void;
  sort: BrowseSort;
  onSort: (sort: BrowseSort) => void;
}

export function BrowseToolbar({ text, onText, sort, onSort }: BrowseToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="browse-toolbar">
      {/* Results update as you type, so submitting only needs to keep the page from reloading. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark that is also a form, for Enter to submit */}
      <form role="search" className="browse-toolbar__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          Search resources
        </label>
        <input
          id={searchId}
          className="input browse-toolbar__input"
          type="search"
          name="q"
          placeholder="Search by name, topic or tag (e.g. free, design)"
          autoComplete="off"
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      </form>
      <div className="browse-toolbar__sort">
        <label htmlFor={sortId} className="field__label">
          Sort by
        </label>
        <select
          id={sortId}
          className="input"
          value={sort}
          onChange={(event) => onSort(event.target.value as BrowseSort)}
        >
          {BROWSE_SORTS.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

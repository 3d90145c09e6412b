// The browse search box (filters as you type) and the sort select.
import { useId } from 'react';
import { BROWSE_SORTS, type BrowseSort } from './browse-query';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { browseMessages } from './messages';

interface BrowseToolbarProps {
  text: string;
  onText: (text: string) => void;
  sort: BrowseSort;
  onSort: (sort: BrowseSort) => void;
}

export function BrowseToolbar({ text, onText, sort, onSort }: BrowseToolbarProps) {
  const searchId = useId();
  const sortId = useId();
  const t = useMessages(browseMessages);
  return (
    <div className="browse-toolbar">
      {/* Results update as you type, so submitting only needs to keep the page from reloading. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark that is also a form, for Enter to submit */}
      <form role="search" className="browse-toolbar__search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          {t('search')}
        </label>
        <input
          id={searchId}
          className="input browse-toolbar__input"
          type="search"
          name="q"
          placeholder={t('placeholder')}
          autoComplete="off"
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      </form>
      <div className="browse-toolbar__sort">
        <label htmlFor={sortId} className="field__label">
          {t('sortBy')}
        </label>
        <select
          id={sortId}
          className="input"
          value={sort}
          onChange={(event) => onSort(event.target.value as BrowseSort)}
        >
          {BROWSE_SORTS.map(({ id }) => (
            <option key={id} value={id}>
              {t(id)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

// The resources in the toolkit, in order: move each up or down, or remove it.
import { categoryTitle } from '@quadkit/core/catalog/categories';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { commonMessages } from '../components/messages';
import { editorMessages } from './messages';
import type { ChosenResource } from './toolkit-values';
import '@quadkit/core/ui/layout.css';
import '@quadkit/core/ui/primitives.css';

interface ChosenResourcesProps {
  resources: readonly ChosenResource[];
  onChange: (resources: ChosenResource[]) => void;
}

function moved(list: readonly ChosenResource[], from: number, to: number): ChosenResource[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

export function ChosenResources({ resources, onChange }: ChosenResourcesProps) {
  const t = useMessages(editorMessages);
  const common = useMessages(commonMessages);
  const name = useTaxonomyName();
  if (resources.length === 0) {
    return <p className="chosen__empty">{t('noneChosen')}</p>;
  }
  return (
    <ol className="stack-list" aria-label={t('chosen')}>
      {resources.map((resource, index) => {
        const title = resource.title || common('untitled');
        return (
          <li key={resource.id} className="chosen__item">
            <span className="round-badge chosen__position" aria-hidden="true">
              {index + 1}
            </span>
            <span className="picker__name">
              <span className="picker__title">{title}</span>
              <span className="picker__category">{name('category', categoryTitle(resource.category))}</span>
            </span>
            <span className="chosen__actions">
              <button
                type="button"
                className="icon-btn chosen__move"
                aria-label={t('moveUp', { title })}
                disabled={index === 0}
                onClick={() => onChange(moved(resources, index, index - 1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-btn chosen__move"
                aria-label={t('moveDown', { title })}
                disabled={index === resources.length - 1}
                onClick={() => onChange(moved(resources, index, index + 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={t('removeLabel', { title })}
                onClick={() => onChange(resources.filter((_, i) => i !== index))}
              >
                {t('remove')}
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

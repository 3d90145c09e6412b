// Public, unlisted or private (docs/decisions/0015), and for admins the feature checkbox.
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { TOOLKIT_VISIBILITIES, type ToolkitVisibility } from '../../shared/visibility';
import { cardMessages } from '../components/toolkit-card.messages';
import { editorMessages } from './messages';
import type { ToolkitValues } from './toolkit-values';

interface VisibilityFieldsProps {
  visibility: ToolkitVisibility;
  isFeatured: boolean;
  showFeatured: boolean;
  onChange: (changes: Partial<ToolkitValues>) => void;
}

export function VisibilityFields({ visibility, isFeatured, showFeatured, onChange }: VisibilityFieldsProps) {
  const t = useMessages(editorMessages);
  const card = useMessages(cardMessages);
  return (
    <fieldset className="fieldset editor__fieldset">
      <legend className="field__label">{t('visibility')}</legend>
      <div className="visibility">
        {TOOLKIT_VISIBILITIES.map((choice) => (
          <label key={choice} className="visibility__choice">
            <input
              type="radio"
              name="toolkit-visibility"
              value={choice}
              checked={visibility === choice}
              onChange={() => onChange({ visibility: choice })}
            />
            <span>
              <span className="visibility__title">{card(choice)}</span>
              <span className="visibility__hint">{t(`${choice}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {showFeatured ? (
        <label className="choice editor__check">
          <input
            type="checkbox"
            checked={isFeatured}
            onChange={(event) => onChange({ isFeatured: event.target.checked })}
          />
          {t('feature')}
        </label>
      ) : null}
    </fieldset>
  );
}

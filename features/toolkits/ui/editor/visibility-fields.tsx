// Public, unlisted or private (docs/decisions/0015), and for admins the feature checkbox.
import { VISIBILITY_CHOICES, type ToolkitVisibility } from '../../shared/visibility';
import type { ToolkitValues } from './toolkit-values';

interface VisibilityFieldsProps {
  visibility: ToolkitVisibility;
  isFeatured: boolean;
  showFeatured: boolean;
  onChange: (changes: Partial<ToolkitValues>) => void;
}

export function VisibilityFields({ visibility, isFeatured, showFeatured, onChange }: VisibilityFieldsProps) {
  return (
    <fieldset className="editor__fieldset">
      <legend className="field__label">Visibility</legend>
      <div className="visibility">
        {VISIBILITY_CHOICES.map((choice) => (
          <label key={choice.value} className="visibility__choice">
            <input
              type="radio"
              name="toolkit-visibility"
              value={choice.value}
              checked={visibility === choice.value}
              onChange={() => onChange({ visibility: choice.value })}
            />
            <span>
              <span className="visibility__title">{choice.title}</span>
              <span className="visibility__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {showFeatured ? (
        <label className="editor__check">
          <input
            type="checkbox"
            checked={isFeatured}
            onChange={(event) => onChange({ isFeatured: event.target.checked })}
          />
          Feature this toolkit (admin)
        </label>
      ) : null}
    </fieldset>
  );
}

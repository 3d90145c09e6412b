// Public or private (a private toolkit is seen only by its owner), and for admins the feature checkbox.
import type { ToolkitValues } from './toolkit-values';

interface VisibilityFieldsProps {
  isPublic: boolean;
  isFeatured: boolean;
  showFeatured: boolean;
  onChange: (changes: Partial<ToolkitValues>) => void;
}

export function VisibilityFields({ isPublic, isFeatured, showFeatured, onChange }: VisibilityFieldsProps) {
  return (
    <fieldset className="editor__fieldset">
      <legend className="field__label">Visibility</legend>
      <div className="visibility">
        <label className="visibility__choice">
          <input
            type="radio"
            name="toolkit-visibility"
            checked={isPublic}
            onChange={() => onChange({ isPublic: true })}
          />
          <span>
            <span className="visibility__title">Public</span>
            <span className="visibility__hint">Anyone can find it on Toolkits.</span>
          </span>
        </label>
        <label className="visibility__choice">
          <input
            type="radio"
            name="toolkit-visibility"
            checked={!isPublic}
            onChange={() => onChange({ isPublic: false })}
          />
          <span>
            <span className="visibility__title">Private</span>
            <span className="visibility__hint">Only you can see it.</span>
          </span>
        </label>
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

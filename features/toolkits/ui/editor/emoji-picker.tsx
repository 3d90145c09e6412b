// The emoji choice: the shared 20-emoji palette as a radio group (arrow keys move between them).
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { TOOLKIT_EMOJI } from '../../shared/emoji-palette';
import { editorMessages } from './messages';

interface EmojiPickerProps {
  /** The first radio's id, which the form focuses when the emoji is wrong. */
  firstId: string;
  value: string;
  onChange: (emoji: string) => void;
  error?: string | undefined;
  errorId: string;
}

export function EmojiPicker({ firstId, value, onChange, error, errorId }: EmojiPickerProps) {
  const t = useMessages(editorMessages);
  return (
    <fieldset className="fieldset editor__fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t('emoji')}</legend>
      <div className="emoji-grid">
        {TOOLKIT_EMOJI.map((emoji, index) => (
          <label key={emoji} className="emoji-choice">
            <input
              id={index === 0 ? firstId : undefined}
              type="radio"
              name="toolkit-emoji"
              value={emoji}
              checked={value === emoji}
              onChange={() => onChange(emoji)}
            />
            <span className="emoji-choice__glyph">{emoji}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

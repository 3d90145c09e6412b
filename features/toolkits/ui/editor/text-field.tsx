// A labelled text input or textarea with a character counter and its error message underneath.
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { editorMessages } from './messages';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string | undefined;
  multiline?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}

export function TextField({ id, label, value, max, error, multiline = false, placeholder, onChange }: TextFieldProps) {
  const t = useMessages(editorMessages);
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const props = {
    id,
    className: multiline ? 'input editor__textarea' : 'input',
    value,
    maxLength: max,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${errorId} ${counterId}` : counterId,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      <div className="editor__field-foot">
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <p id={counterId} className="field__hint editor__counter">
          {value.length}/{max}
          <span className="visually-hidden">{t('characters')}</span>
        </p>
      </div>
    </div>
  );
}

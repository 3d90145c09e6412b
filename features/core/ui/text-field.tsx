// Form fields in the `field` layout (fields.css; the styles are fields.css or the shell's controls.css, whichever
// the page has). Field: the label, then the control it names (an input, textarea or select, whose id is `id`) and
// whatever follows it (a hint, an error); every feature's forms use it rather than writing the markup again.
// TextField: a labelled input with an optional hint under it that describes it (the sign-in/up form, the
// password forms and the reset request).
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FieldProps {
  id: string;
  label: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, children }: FieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  /** Shown after the input and hint, inside the field (a 'Forgot password?' link). */
  after?: ReactNode;
}

export function TextField({ label, value, onValueChange, hint, after, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        className="input"
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {after}
    </Field>
  );
}

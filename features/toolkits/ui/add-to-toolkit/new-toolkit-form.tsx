// "Start a new toolkit" inside the Add to toolkit menu: title and description, checked by the API (the spec's
// messages appear beside their fields), the resource as its first item.
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../shared/toolkit-rules';
import { ruleText } from '../editor/rule-text';
import { ruleMessages } from '../../shared/rules.messages';
import { addMessages } from './messages';

interface NewToolkitFormProps {
  onCreate: (title: string, description: string) => Promise<unknown>;
  onCancel: () => void;
}

export function NewToolkitForm({ onCreate, onCancel }: NewToolkitFormProps) {
  const t = useMessages(addMessages);
  const rules = useMessages(ruleMessages);
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onCreate(title, description);
    } catch (error) {
      // The API words its checks as the editor's schema does: those read in the reader's language.
      const errors = Object.entries(fieldErrorsOf(error)).map(([field, text]) => [field, ruleText(text, rules)]);
      setErrors(Object.fromEntries(errors));
      setBusy(false);
    }
  }

  return (
    <form className="add-to-toolkit__form" onSubmit={submit} aria-label={t('start')}>
      <label className="field__label" htmlFor={`${id}-title`}>
        {t('title')}
      </label>
      <input
        id={`${id}-title`}
        className="input"
        value={title}
        maxLength={TITLE_MAX}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={errors.title ? `${id}-title-error` : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      {errors.title ? (
        <p id={`${id}-title-error`} className="field__error">
          {errors.title}
        </p>
      ) : null}
      <label className="field__label" htmlFor={`${id}-description`}>
        {t('description')}
      </label>
      <textarea
        id={`${id}-description`}
        className="input"
        rows={2}
        value={description}
        maxLength={DESCRIPTION_MAX}
        aria-invalid={errors.description ? true : undefined}
        aria-describedby={errors.description ? `${id}-description-error` : undefined}
        onChange={(event) => setDescription(event.target.value)}
      />
      {errors.description ? (
        <p id={`${id}-description-error`} className="field__error">
          {errors.description}
        </p>
      ) : null}
      <div className="add-to-toolkit__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {t(busy ? 'creating' : 'create')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

// The toolkit editor's form (create and edit): title and description with counters, emoji, resources,
// public or private, the admin-only feature checkbox, and Save, Cancel and (editing) Delete.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@quadkit/core/ui/session-atoms';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../shared/toolkit-rules';
import { ChosenResources } from './chosen-resources';
import { EmojiPicker } from './emoji-picker';
import { editorMessages } from './messages';
import { ResourcePicker } from './resource-picker';
import { TextField } from './text-field';
import { FIELD_IDS, useToolkitForm } from './use-toolkit-form';
import type { ToolkitValues } from './toolkit-values';
import { VisibilityFields } from './visibility-fields';

interface ToolkitFormProps {
  toolkitId?: string | undefined;
  initial: ToolkitValues;
  user: SessionUser;
  /** The Delete button and its confirm, when editing. */
  deleteControl?: ReactNode;
}

export function ToolkitForm({ toolkitId, initial, user, deleteControl }: ToolkitFormProps) {
  const t = useMessages(editorMessages);
  const { values, update, errors, saving, submit, creating } = useToolkitForm({ toolkitId, initial, user });
  const chosenIds = new Set(values.resources.map((resource) => resource.id));
  const resourcesErrorId = 'toolkit-resources-error';

  return (
    <form className="card editor" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <TextField
        id={FIELD_IDS.title}
        label={t('title')}
        value={values.title}
        max={TITLE_MAX}
        error={errors.title}
        placeholder={t('titleHint')}
        onChange={(title) => update({ title })}
      />
      <TextField
        id={FIELD_IDS.description}
        label={t('description')}
        multiline
        value={values.description}
        max={DESCRIPTION_MAX}
        error={errors.description}
        placeholder={t('descriptionHint')}
        onChange={(description) => update({ description })}
      />
      <EmojiPicker
        firstId={FIELD_IDS.emoji}
        value={values.emoji}
        error={errors.emoji}
        errorId="toolkit-emoji-error"
        onChange={(emoji) => update({ emoji })}
      />

      <fieldset className="fieldset editor__fieldset editor__resources">
        <legend className="field__label">{t('resources', { count: values.resources.length })}</legend>
        <ChosenResources resources={values.resources} onChange={(resources) => update({ resources })} />
        {errors.resourceIds ? (
          <p id={resourcesErrorId} className="field__error" role="alert">
            {errors.resourceIds}
          </p>
        ) : null}
        <ResourcePicker
          searchId={FIELD_IDS.resourceIds}
          chosenIds={chosenIds}
          invalid={Boolean(errors.resourceIds)}
          describedBy={errors.resourceIds ? resourcesErrorId : undefined}
          onAdd={({ id, title, category }) => {
            if (!chosenIds.has(id)) update({ resources: [...values.resources, { id, title, category }] });
          }}
        />
      </fieldset>

      <VisibilityFields
        visibility={values.visibility}
        isFeatured={values.isFeatured}
        showFeatured={user.isAdmin}
        onChange={update}
      />

      {errors.form ? (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}

      <div className="editor__actions">
        {deleteControl}
        <Link to="/dashboard" className="btn btn--secondary">
          {t('cancel')}
        </Link>
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {t(saving ? 'saving' : creating ? 'createTitle' : 'save')}
        </button>
      </div>
    </form>
  );
}

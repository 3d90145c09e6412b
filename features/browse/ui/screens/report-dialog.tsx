// The 'Report a problem' dialog: a reason (broken link, wrong category, outdated, other) and an optional note of at
// most 500 characters, sent to POST /api/resource-reports. The API's field errors show beside their fields; a
// 429 or any other failure shows above the buttons. On success: a toast, and the page reloads its data (a
// broken-link report brings up the page's notice).
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useRevalidator } from 'react-router';
import { fieldErrorsOf } from '@quadkit/core/ui/api-client';
import { unwrap } from '@quadkit/core/ui/data/rpc';
import { messageOf } from '@quadkit/core/ui/data/settle';
import { useToast } from '@quadkit/core/ui/toasts';
import { REPORT_NOTE_MAX, RESOURCE_REPORT_REASONS, type ResourceReportReason } from '../../shared/report-options';
import { browseClient } from '../data/browse-client';
import { Field } from '@quadkit/core/ui/text-field';
import '@quadkit/core/ui/dialog.css';
import '@quadkit/core/ui/fields.css';
import './report-dialog.css';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { REASON_KEYS, reasonMessages } from '../components/report-reasons.messages';
import { reportDialogMessages } from './report-dialog.messages';

interface ReportDialogProps {
  resourceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export default function ReportDialog({ resourceId, open, onOpenChange, returnFocusTo }: ReportDialogProps) {
  const [reason, setReason] = useState<ResourceReportReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const t = useMessages(reportDialogMessages);
  const reasons = useMessages(reasonMessages);
  const revalidator = useRevalidator();
  const ids = { reasonError: useId(), note: useId(), noteError: useId() };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: t('chooseReason') });
      return;
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await unwrap(browseClient()['resource-reports'].$post({ json: { resourceId, reason, note } }));
      toast.success(t('thanks'));
      setReason('');
      setNote('');
      onOpenChange(false);
      revalidator.revalidate();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(messageOf(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--centered dialog--form report-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="dialog__title">{t('title')}</Dialog.Title>
          <Dialog.Description className="report-dialog__lead">{t('description')}</Dialog.Description>
          <form onSubmit={submit} noValidate>
            <fieldset
              className="fieldset"
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? ids.reasonError : undefined}
            >
              <legend className="field__label">{t('reason')}</legend>
              {RESOURCE_REPORT_REASONS.map((value) => (
                <label key={value} className="choice report-dialog__reason">
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                  />{' '}
                  {reasons(REASON_KEYS[value])}
                </label>
              ))}
              {errors.reason ? (
                <p id={ids.reasonError} className="field__error" role="alert">
                  {errors.reason}
                </p>
              ) : null}
            </fieldset>
            <Field id={ids.note} label={t('note')}>
              <textarea
                id={ids.note}
                className="input"
                rows={3}
                maxLength={REPORT_NOTE_MAX}
                value={note}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={errors.note ? ids.noteError : undefined}
                onChange={(event) => setNote(event.target.value)}
              />
              <p className="field__hint">
                {note.length}/{REPORT_NOTE_MAX}
              </p>
              {errors.note ? (
                <p id={ids.noteError} className="field__error" role="alert">
                  {errors.note}
                </p>
              ) : null}
            </Field>
            {failure ? (
              <p className="form-error" role="alert">
                {failure}
              </p>
            ) : null}
            <div className="dialog__actions">
              <Dialog.Close className="btn btn--secondary" disabled={busy}>
                {t('cancel')}
              </Dialog.Close>
              <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
                {busy ? t('sending') : t('send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

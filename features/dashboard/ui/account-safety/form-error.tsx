// The red error box of the account-safety forms: the server's message, and a weak password's reasons as a list.
import { isApiError } from '@quadkit/core/ui/api-client';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { accountSafetyMessages } from './account-safety.messages';

export function FormErrorBox({ id, error }: { id: string; error: unknown }) {
  const t = useMessages(accountSafetyMessages);
  const message = error instanceof Error && error.message ? error.message : t('error');
  const reasons = isApiError(error) ? error.reasons : [];
  return (
    <div id={id} className="form-error" role="alert">
      {reasons.length > 0 ? message.replace(reasons.join(' '), '').trim() : message}
      {reasons.length > 0 ? (
        <ul className="form-error__reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

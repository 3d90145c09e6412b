// A quiet note that the built-in list stands in for the live catalog (docs/product.md#when-something-fails), with the reason.
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sharedMessages } from './messages';
import { useLoadFailure } from './use-load-failure';
import './screen.css';

export function FallbackNotice({ error }: { error?: string | undefined }) {
  const t = useMessages(sharedMessages);
  const failure = useLoadFailure();
  return (
    <p className="fallback-notice" role="status">
      {t('fallback')}
      {error ? <span className="fallback-notice__reason"> ({failure(error)})</span> : null}
    </p>
  );
}

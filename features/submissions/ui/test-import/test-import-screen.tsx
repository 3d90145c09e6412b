// /test-import: the developer test page (docs/product.md#test-import). Three buttons call import-majors as the spec's
// page does — POST with the session, GET (invalid method), POST without authorization — and show the raw
// response: status, headers and body. Explains itself to non-admins; never indexed.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { pageTitle } from '@quadkit/core/shared/page-head';
import type { Translate } from '@quadkit/core/shared/i18n/translate';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import { testImportMessages } from './test-import.messages';
import './test-import.css';

const ENDPOINT = '/api/functions/import-majors';

type TestName = 'import' | 'invalidMethod' | 'missingAuth';

interface RawResponse {
  test: TestName;
  status: string;
  headers: string;
  body: string;
}

async function rawCall(
  test: TestName,
  init: RequestInit,
  t: Translate<typeof testImportMessages.en>,
): Promise<RawResponse> {
  try {
    const response = await fetch(ENDPOINT, init);
    const headers = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
    return { test, status: `${response.status} ${response.statusText}`, headers, body: await response.text() };
  } catch (error) {
    // docs/product.md#when-something-fails: 'Failed to import majors' or the error.
    return {
      test,
      status: t('networkError'),
      headers: '',
      body: error instanceof Error ? error.message : t('failed'),
    };
  }
}

const TESTS: { test: TestName; init: RequestInit }[] = [
  {
    test: 'import',
    init: { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  },
  { test: 'invalidMethod', init: { method: 'GET', credentials: 'same-origin' } },
  // No session cookie: the call carries no authorization at all.
  {
    test: 'missingAuth',
    init: { method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  },
];

export function TestImportScreen() {
  const user = useAtomValue(sessionUserAtom);
  const [result, setResult] = useState<RawResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useMessages(testImportMessages);

  const run = async (test: TestName, init: RequestInit) => {
    setBusy(true);
    setResult(await rawCall(test, init, t));
    setBusy(false);
  };

  return (
    <div className="container page test-import">
      <title>{pageTitle(t('title'))}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('title')}</h1>
      {user?.isAdmin ? (
        <p>{t('adminLead')}</p>
      ) : (
        <p className="test-import__note" role="note">
          {t('note')}
        </p>
      )}
      <div className="test-import__buttons">
        {TESTS.map((test) => (
          <button
            key={test.test}
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={() => void run(test.test, test.init)}
          >
            {t(test.test)}
          </button>
        ))}
      </div>
      {busy ? <p role="status">{t('calling', { endpoint: ENDPOINT })}</p> : null}
      {result ? (
        <section className="test-import__result" aria-label={t('raw')}>
          <h2>{t(result.test)}</h2>
          <pre data-testid="raw-status">{result.status}</pre>
          <pre data-testid="raw-headers">{result.headers}</pre>
          <pre data-testid="raw-body">{result.body}</pre>
        </section>
      ) : null}
    </div>
  );
}

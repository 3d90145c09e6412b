// /test-import: the developer test page (docs/product.md#test-import). Three buttons call import-majors as the spec's
// page does — POST with the session, GET (invalid method), POST without authorization — and show the raw
// response: status, headers and body. Explains itself to non-admins; never indexed.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { sessionUserAtom } from '@quadkit/core/ui/session-atoms';
import './test-import.css';

const ENDPOINT = '/api/functions/import-majors';

interface RawResponse {
  label: string;
  status: string;
  headers: string;
  body: string;
}

async function rawCall(label: string, init: RequestInit): Promise<RawResponse> {
  try {
    const response = await fetch(ENDPOINT, init);
    const headers = [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
    return { label, status: `${response.status} ${response.statusText}`, headers, body: await response.text() };
  } catch (error) {
    // docs/product.md#when-something-fails: 'Failed to import majors' or the error.
    return {
      label,
      status: 'network error',
      headers: '',
      body: error instanceof Error ? error.message : 'Failed to import majors',
    };
  }
}

const TESTS: { label: string; init: RequestInit }[] = [
  {
    label: 'Test Import',
    init: { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  },
  { label: 'Test Invalid Method', init: { method: 'GET', credentials: 'same-origin' } },
  // No session cookie: the call carries no authorization at all.
  {
    label: 'Test Missing Auth',
    init: { method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body: '{}' },
  },
];

export function TestImportScreen() {
  const user = useAtomValue(sessionUserAtom);
  const [result, setResult] = useState<RawResponse | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (label: string, init: RequestInit) => {
    setBusy(true);
    setResult(await rawCall(label, init));
    setBusy(false);
  };

  return (
    <div className="container page test-import">
      <title>Test import – Quadkit</title>
      <meta name="robots" content="noindex" />
      <h1>Test import</h1>
      {user?.isAdmin ? (
        <p>Runs the import-majors function, which refreshes the majors from the bundled catalog.</p>
      ) : (
        <p className="test-import__note" role="note">
          This page is for admins: it runs the import-majors function, which only an admin may call. Anyone else gets
          the function's refusal below.
        </p>
      )}
      <div className="test-import__buttons">
        {TESTS.map((test) => (
          <button
            key={test.label}
            type="button"
            className="btn btn--secondary"
            disabled={busy}
            onClick={() => void run(test.label, test.init)}
          >
            {test.label}
          </button>
        ))}
      </div>
      {busy ? <p role="status">Calling {ENDPOINT}…</p> : null}
      {result ? (
        <section className="test-import__result" aria-label="Raw response">
          <h2>{result.label}</h2>
          <pre data-testid="raw-status">{result.status}</pre>
          <pre data-testid="raw-headers">{result.headers}</pre>
          <pre data-testid="raw-body">{result.body}</pre>
        </section>
      ) : null}
    </div>
  );
}

// An article's body. A page the worker rendered already holds the body's HTML, drawn by the same SafeMarkdown, so
// hydrating keeps that HTML as it is instead of parsing the markdown again in the browser: micromark and
// react-markdown were a third of the article page's script time (about 95 ms of 285 ms here) and their chunk was
// fetched for nothing. A body the browser draws itself (a client-side navigation) uses SafeMarkdown, which the
// route's loader has loaded by then (safe-markdown-module.ts), or loads it here.
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@quadkit/core/ui/use-hydrated';
import { Spinner } from '@quadkit/core/ui/spinner';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { articleMessages } from './article.messages';
// Static, so a rendered page inlines it (the edge renderer inlines the route's own stylesheets, not lazy chunks').
import '../components/safe-markdown.css';
import { loadedSafeMarkdown, loadSafeMarkdown } from './safe-markdown-module';

const LazySafeMarkdown = lazy(() => loadSafeMarkdown().then((module) => ({ default: module.SafeMarkdown })));

/** Parent passes `key={article.id}`: another article is another body, drawn afresh. */
export function ArticleBody({ markdown, userContent }: { markdown: string; userContent: boolean }) {
  const hydrated = useHydrated();
  const t = useMessages(articleMessages);
  // Decided on mount: false on the worker (no document) and in a client render, true while hydrating its HTML.
  const [keepRenderedHtml] = useState(() => !hydrated && typeof document !== 'undefined');
  const SafeMarkdown = loadedSafeMarkdown()?.SafeMarkdown ?? LazySafeMarkdown;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      {keepRenderedHtml ? (
        // Same element as SafeMarkdown's root, inside the same boundary, so the tree matches the server's. React
        // neither compares nor replaces an element's inner HTML when hydrating it, and the empty string never
        // changes afterwards, so the worker's HTML stays for this article's lifetime on the page.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant empty string; nothing is injected.
        <div className="safe-markdown" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <SafeMarkdown userContent={userContent}>{markdown}</SafeMarkdown>
      )}
    </Suspense>
  );
}

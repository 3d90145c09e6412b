// Renders an article's markdown with react-markdown: raw HTML in it stays visible text (never markup), links
// and images only with http(s) or same-site addresses, and user posts' links marked as user content.
import Markdown from 'react-markdown';
import { localizedPath } from '@quadkit/core/shared/i18n/locale-path';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import './safe-markdown.css';

/** http(s), or a same-site path / anchor / query; anything else (javascript:, data:, vbscript:…) becomes ''. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^(\/(?!\/)|#|\?|\.{1,2}\/)/.test(trimmed)) return trimmed;
  // No scheme at all ("guide.html"): relative. A colon before any slash means a scheme.
  if (!/^[^/?#]*:/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  return '';
}

export function SafeMarkdown({ children, userContent = false }: { children: string; userContent?: boolean }) {
  // A same-site path written in an article ('/resource/notion') stays in the reader's language.
  const locale = useLocale();
  const inLocale = (href: string) => (/^\/(?!\/)/.test(href) ? localizedPath(locale, href) : href);
  return (
    <div className="safe-markdown">
      <Markdown
        skipHtml={false}
        urlTransform={(url) => safeUrl(url)}
        components={{
          a: ({ href, children: text }) =>
            href ? (
              <a
                href={inLocale(href)}
                {...(/^https?:/i.test(href)
                  ? { target: '_blank', rel: userContent ? 'noopener noreferrer nofollow ugc' : 'noopener noreferrer' }
                  : {})}
              >
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}

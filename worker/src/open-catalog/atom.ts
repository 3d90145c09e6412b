// An Atom 1.0 document (RFC 4287): feed id, title, updated, author, self and alternate links; each entry with
// id, title, updated, link and summary.
export interface AtomEntry {
  /** Absolute URL of the entry's page, also its id. */
  url: string;
  title: string;
  updated: Date;
  summary: string;
  category?: string;
}

export interface AtomFeed {
  title: string;
  subtitle: string;
  /** Absolute URL of the feed itself (rel="self"). */
  self: string;
  /** Absolute URL of the page the feed follows (rel="alternate"). */
  page: string;
  entries: AtomEntry[];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

export function atomXml(feed: AtomFeed): string {
  // An empty feed still needs an <updated>: the epoch says "nothing yet" without inventing a date.
  const updated = feed.entries.reduce((latest, e) => (e.updated > latest ? e.updated : latest), new Date(0));
  const entries = feed.entries.map(
    (e) => `  <entry>
    <id>${escapeXml(e.url)}</id>
    <title>${escapeXml(e.title)}</title>
    <updated>${e.updated.toISOString()}</updated>
    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>
    <summary>${escapeXml(e.summary)}</summary>${e.category ? `\n    <category term="${escapeXml(e.category)}"/>` : ''}
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(feed.self)}</id>
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <updated>${updated.toISOString()}</updated>
  <author><name>Quadkit</name></author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.page)}"/>
${entries.join('\n')}
</feed>
`;
}

// The footer's last line, which index.html carries outside the React root in English; the worker writes it in the
// page's language (worker/src/pages/locale/outside-root.ts).
import { defineMessages } from './i18n/messages';

export const openCatalogMessages = defineMessages('core.open-catalog', {
  label: 'Use the catalog',
  link: 'Use the catalog',
  after: ': a public API, Atom feeds, llms.txt and an MCP server for your app or assistant.',
});

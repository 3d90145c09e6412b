import type { Translation } from './i18n/messages';
import type { openCatalogMessages } from './open-catalog.messages';

export default {
  label: 'Usa el catálogo',
  link: 'Usa el catálogo',
  after: ': una API pública, feeds Atom, llms.txt y un servidor MCP para tu app o asistente.',
} satisfies Translation<typeof openCatalogMessages.en>;

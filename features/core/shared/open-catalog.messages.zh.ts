import type { Translation } from './i18n/messages';
import type { openCatalogMessages } from './open-catalog.messages';

export default {
  label: '使用目录',
  link: '使用目录',
  after: '：公开 API、Atom 订阅源、llms.txt 和 MCP 服务器，供你的应用或助手使用。',
} satisfies Translation<typeof openCatalogMessages.en>;

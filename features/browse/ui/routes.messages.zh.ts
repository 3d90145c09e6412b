import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { routeMessages } from './routes.messages';

export default {
  resources: '正在加载资源',
  resource: '正在加载资源',
  majors: '正在加载专业',
  major: '正在加载专业',
} satisfies Translation<typeof routeMessages.en>;

import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { toolkitsListMessages } from './toolkits-screen.messages';

export default {
  name: '工具包',
  description: '为考试、研究、演示等整理好的免费工具和资源合集。',
  heading: '全部工具包',
  headingCount: '全部工具包（{count}）',
  lead: '为考试、研究、演示等准备好的资源合集。',
  loadFailed: '无法加载工具包',
  emptyTitle: '还没有工具包',
  emptyText: '工具包是学生整理的资源合集。先从几个你喜欢的资源开始吧。',
  stats: '社区统计',
  statToolkits: '公开工具包',
  statResources: '资源总数',
  statAverage: '每个工具包的平均资源数',
} satisfies Translation<typeof toolkitsListMessages.en>;

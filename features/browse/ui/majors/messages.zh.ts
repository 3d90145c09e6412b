import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { majorsMessages } from './messages';

export default {
  title: '按专业探索',
  lead: '选择你的专业，查看该专业学生认为最有用的工具、指南和奖学金。数字表示每个专业的资源数量。',
  find: '查找专业',
  placeholder: '如：生物学、计算机科学',
  noneTitle: '未找到专业',
  noneFor: '没有与“{text}”匹配的专业。',
  count: { other: ' 个资源' },
  loadError: '专业加载失败',
  allMajors: '全部专业',
  notFound: '未找到该专业',
  notFoundMessage: '找不到这个专业。它可能已改名，或者链接有误。',
  seeAll: '查看全部专业',
  fields: '学科领域',
  majorLead: { other: '为{major}专业学生精选的 {count} 个资源，按各自最擅长的用途分组。' },
  noResources: '未找到资源',
  noResourcesMessage: '这个专业暂时还没有关联的资源。',
  majorError: '专业详情加载失败',
  academic: '学术',
  professional: '职业',
  technology: '技术',
  studentLife: '学生生活',
  presentation: '演示',
  college: '升学',
  general: '综合',
} satisfies Translation<typeof majorsMessages.en>;

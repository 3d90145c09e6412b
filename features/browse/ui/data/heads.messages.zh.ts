import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { headMessages } from './heads.messages';

export default {
  home: '首页',
  untitled: '无标题',
  browse: '浏览资源',
  browseDescription: '按类别、标签和地区，搜索、排序和筛选 Quadkit 收录的所有免费工具、学生折扣和指南。',
  browseList: '学生资源',
  noCategory: 'Quadkit 没有“{title}”类别。',
  categoryDescription: '为学生精选的“{title}”类免费工具、学生折扣和指南。',
  majors: '按专业探索',
  majorsDescription: '按学科领域分组，找到适合你专业的工具、指南和奖学金。',
  majorsList: '专业',
  majorDescription: '为{major}专业学生准备的工具、指南和奖学金。',
  majorList: '{major}专业资源',
} satisfies Translation<typeof headMessages.en>;

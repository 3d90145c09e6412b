import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { layoutMessages } from './messages';

export default {
  loadingPage: '页面加载中',
  skip: '跳到正文',
  home: '首页',
  browse: '浏览',
  saved: '已收藏',
  account: '账户',
  mainNav: '主导航',
  search: '搜索',
  searchTitle: '搜索（Ctrl+K）',
  darkMode: '深色模式',
  toLight: '切换到浅色模式',
  toDark: '切换到深色模式',
  loadingApp: 'Quadkit 加载中',
  tagline: '为学生提供免费工具、学生折扣、指南和工具包。',
  elsewhere: 'Quadkit 的其他平台',
  supportUs: '支持我们',
  rights: '© {year} Quadkit。保留所有权利。',
  siteNotice: '网站公告',
} satisfies Translation<typeof layoutMessages.en>;

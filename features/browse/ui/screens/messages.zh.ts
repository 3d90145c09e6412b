import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { resourceMessages } from './messages';

export default {
  home: '首页',
  notVerified: '尚未核实',
  broken: '有人报告此链接失效，我们正在核查。',
  report: '报告问题',
  about: '简介',
  howTo: '如何获取',
  features: '特点',
  who: '适用对象：',
  highSchool: '高中',
  undergraduate: '本科',
  graduate: '研究生',
  anywhere: '不限地区',
  except: '{places}（{countries}除外）',
  free: '免费',
  discount: '学生折扣',
  paid: '付费',
  eduEmail: '需要学校（.edu）邮箱',
  comma: '、',
  notFound: '未找到资源',
  notFoundMessage: '该资源可能已被移除，或者链接有误。',
} satisfies Translation<typeof resourceMessages.en>;

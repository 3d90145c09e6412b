import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { profileErrorMessages } from './profile-errors.messages';

export default {
  nameShort: '显示名称至少 {min} 个字符。',
  nameLong: '显示名称最多 {max} 个字符。',
  nameControl: '显示名称不能包含控制字符。',
  nameEmail: '显示名称不能包含电子邮箱（或 @）。',
  nameUrl: '显示名称不能包含网址。',
  notKnown: '“{value}”不是有效的{what}。请从以下选项中选择：{options}。',
  studyLevel: '学习阶段',
  studyGoal: '学习目标',
  interest: '兴趣',
  yearNumber: '请以数字填写毕业年份。',
  yearWhole: '请填写完整年份，例如 2029。',
  yearRange: '请选择 {from} 到 {to} 之间的年份。',
  country: '“{value}”不是国家代码。请从列表中选择国家。',
  majorLong: '专业名称最多 {max} 个字符。',
  language: '“{value}”不是 Quadkit 支持的语言。请从以下选项中选择：{options}。',
  imageLarge: '图片超过 2 MB。请选择更小的图片。',
  imageMissing: '请求中没有图片。请将图片文件作为正文发送。',
  imageType: '该文件不是支持的图片格式。请上传 PNG、JPEG、GIF 或 WebP 图片。',
} satisfies Translation<typeof profileErrorMessages.en>;

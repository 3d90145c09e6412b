import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { dashboardMessages } from './dashboard.messages';

export default {
  title: '个人中心',
  signIn: '请登录后查看你的个人资料。',
  loading: '正在加载你的个人资料',
  loadError: '无法加载你的个人资料',
  unknownError: '未知错误',
  yourProfile: '你的个人资料',
  completeProfile: '完善你的个人资料',
  finishSetup: '完成设置',
  classOf: '{year} 届',
  admin: '管理',
  shortcuts: '快捷入口',
  createToolkit: '创建工具包',
  submitArticle: '投稿文章',
  explore: '探索资源',
  activity: '你的动态',
  panelFailed: '此版块加载失败。',
  panelLoading: '正在加载{title}',
  changePhoto: '更换头像',
  uploading: '正在上传…',
  notImage: '请选择图片文件（PNG、JPEG、GIF 或 WebP）。',
  tooLarge: '图片超过 2 MB，请选择更小的图片。',
  photoUpdated: '你的头像已更新。',
  uploadFailed: '上传失败，请重试。',
} satisfies Translation<typeof dashboardMessages.en>;

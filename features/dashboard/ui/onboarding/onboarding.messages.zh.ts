import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { onboardingMessages } from './onboarding.messages';

export default {
  welcomeTitle: '欢迎加入！',
  welcomeLead: '你的账号已就绪。回答三个简单问题，Quadkit 就能推荐适合你学业的工具。',
  studiesTitle: '你的学业',
  studiesLead: '告诉我们你目前的学业阶段。',
  interestsTitle: '你的兴趣',
  interestsLead: '选择你想多看的主题，可多选。',
  goalsTitle: '你的目标',
  goalsLead: '你今年想收获什么？之后可以随时修改。',
  perkSave: '收藏资源和工具包，方便以后查看',
  perkBuild: '创建并分享你自己的工具包',
  perkRecommend: '获取适合你专业和目标的推荐',
  progress: '第 {step} 步，共 {total} 步',
  back: '上一步',
  continue: '继续',
  saving: '正在保存…',
  start: '开始使用',
  done: '设置完成！你的个人资料已保存。',
  sessionGone: '你尚未登录，因此个人资料没有保存。如果这个邮箱已有 Quadkit 账号，请查看收件箱并直接登录。',
} satisfies Translation<typeof onboardingMessages.en>;

import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { tagBlurbMessages } from './tag-blurbs.messages';

export default {
  essential: '必备之选，学生在整个学业中都离不开它。',
  popular: '被广泛使用，并受到学生推荐。',
  free: '免费使用：无需付费即可开始。',
  discount: '经过验证的学生可享受优惠价格或免费使用。',
  academic: '专为支持课业、学习和学业成功而设计。',
  ai: '借助人工智能，帮你更快、更聪明地完成工作。',
  research: '帮你查找、整理和引用研究资料。',
  writing: '从初稿到定稿，全面提升你的写作。',
  design: '轻松制作图像、版式和演示文稿。',
  extension: '作为浏览器扩展，直接在浏览器中使用。',
  video: '通过视频课程教学，你可以按自己的节奏学习。',
  courses: '系统化的在线课程，结业时通常会颁发证书。',
  stem: '专注于科学、技术、工程和数学。',
  productivity: '帮你安排时间、任务和笔记。',
  scholarship: '帮你查找并申请教育资助。',
  career: '帮你为实习、求职和职业发展做好准备。',
} satisfies Translation<typeof tagBlurbMessages.en>;

import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { guideMessages } from './category-guide.messages';

export default {
  collegesAbout: '{title} 帮你申请大学：研究学校、准备有竞争力的申请材料，并找到适合你计划的奖学金和助学金。',
  collegesAccess:
    '访问网站，免费注册账号或阅读其指南。尽早开始，记下每所学校的截止日期，并确认你是否符合申请费减免的条件。',
  certificationsAbout:
    '{title} 提供课程和证书，向雇主展示你的能力。一份受认可的证书能与学位一起，为你的简历和领英主页加分。',
  certificationsAccess:
    '访问网站并注册，最好使用学生邮箱。许多项目提供免费学习路径、学生价或经济资助，所以在支付考试费用前先找找折扣。',
  researchAbout: '{title} 支持学术研究：查找可靠来源、阅读本领域文献，并把引用整理得井井有条。',
  researchAccess:
    '访问网站即可开始搜索。尽量通过你所在大学的图书馆登录：许多院校为学生免费提供论文和数据库的全文访问。',
  aiAbout: '{title} 是我们收录的 AI 工具之一：能加快编程、写作、数据分析和日常学习的软件。',
  aiAccess:
    '访问网站并创建账号。大多数工具都有免费版，有些还为学生邮箱提供教育版。在计分作业中使用 AI 工具之前，请先查看课程的相关规定。',
  perksAbout: '{title} 是一项学生福利：在校期间可免费或以折扣价获得的软件、服务或优惠。',
  perksAccess: '访问网站并验证学生身份，通常使用大学邮箱或验证服务。福利往往需要每学年续期，记得留意到期时间。',
  genericAccess: '访问网站，了解更多并开始使用。',
} satisfies Translation<typeof guideMessages.en>;

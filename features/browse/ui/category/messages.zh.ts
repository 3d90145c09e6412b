import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { categoryMessages } from './messages';

export default {
  lead: '这里是“{title}”下的全部内容，专为学生挑选。想找别的？{link}。',
  noneTitle: '未找到“{title}”资源',
  noneFiltered: '没有符合“{filters}”的内容。试试其他筛选条件，或清除它。',
  noneYet: '这个类别暂时还没有资源。',
  count: { other: '{count} 个资源' },
  showing: '显示 {shown} 个，共 {count} 个资源（{filters}）',
  regionsTitle: '按地区查找资源',
  regionsLead: '资助、住房和支持取决于你生活和学习的地方。请选择一个地区。',
  regions: '地区',
  focus: '重点',
  housing: '住房',
  housingBlurb: '安全、负担得起的住房，以及基本生活需求方面的帮助。',
  grants: '助学金',
  grantsBlurb: '无需偿还的州级和地区助学金。',
  support: '支持',
  supportBlurb: '咨询指导、法律帮助，以及支持你的社群。',
  scholarshipsTitle: '查找奖学金',
  scholarshipsLead: '只显示某一类奖学金。再次选择即可查看全部。',
  scholarshipType: '奖学金类型',
} satisfies Translation<typeof categoryMessages.en>;

import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { reasonMessages } from './report-reasons.messages';

export default {
  brokenLink: 'Enlace roto',
  wrongCategory: 'Categoría incorrecta',
  outdated: 'Desactualizado',
  other: 'Otro',
} satisfies Translation<typeof reasonMessages.en>;

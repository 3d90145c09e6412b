import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { correctedMessages } from './corrected-query.messages';

export default {
  showing: 'Mostrando resultados para {query}',
  relaxed: 'No hay coincidencias exactas para {asked}. Mostrando resultados para {kept}',
  quoted: '«{text}»',
} satisfies Translation<typeof correctedMessages.en>;

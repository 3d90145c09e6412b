import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './resource-card.messages';

export default {
  untitled: 'Sin título',
  visit: 'Visitar el sitio web',
  verified: 'Verificado por última vez en',
  months: 'ene feb mar abr may jun jul ago sept oct nov dic',
  monthYear: '{month} {year}',
} satisfies Translation<typeof cardMessages.en>;

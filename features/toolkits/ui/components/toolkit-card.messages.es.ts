import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { cardMessages } from './toolkit-card.messages';

export default {
  resources: { one: '{count} recurso', other: '{count} recursos' },
  public: 'Público',
  unlisted: 'No listado',
  private: 'Privado',
  moreTools: { one: '+{count} herramienta más', other: '+{count} herramientas más' },
  toolsIn: 'Herramientas de {title}',
  view: 'Ver kit',
  viewLabel: 'Ver kit: {title}',
  loadFailed: 'Error al cargar los kits de herramientas',
} satisfies Translation<typeof cardMessages.en>;

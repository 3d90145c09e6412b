import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { panelMessages } from './messages';

export default {
  title: 'Asistente de estudio',
  newChat: 'Nuevo chat',
  restore: 'Restaurar el Asistente de estudio',
  minimise: 'Minimizar el Asistente de estudio',
  close: 'Cerrar el Asistente de estudio',
  empty: '¿En qué te puedo ayudar?',
  conversation: 'Conversación',
  youSaid: 'Dijiste:',
  thinking: 'El Asistente de estudio está pensando…',
  said: 'Asistente de estudio: {text}',
  recommended: { one: '{count} elemento recomendado.', other: '{count} elementos recomendados.' },
  inputLabel: 'Escríbele al Asistente de estudio',
  placeholder: 'Pregunta por herramientas, kits de herramientas o guías…',
  send: 'Enviar',
  sending: 'Enviando…',
  hint: 'Enter envía; Mayús+Enter agrega una línea nueva.',
  failure: 'Lo siento, tengo problemas para conectarme en este momento. Inténtalo de nuevo más tarde.',
  catalogLabel: 'Coincidencias del catálogo (las respuestas con IA están activas en producción)',
  resource: 'Recurso',
  toolkit: 'Kit de herramientas',
  article: 'Artículo',
} satisfies Translation<typeof panelMessages.en>;

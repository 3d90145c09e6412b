import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { answerMessages } from './answer.messages';

export default {
  catalogLabel: 'Coincidencias del catálogo (las respuestas con IA están activas en producción)',
  failure: 'Lo siento, tengo problemas para conectarme en este momento. Inténtalo de nuevo más tarde.',
  noMatch: 'Todavía nada del catálogo coincide con eso. Prueba con otras palabras o explora todos los recursos.',
  oneFits: 'Este elemento del catálogo se ajusta a tu mensaje:',
  oneFitsMajor: 'Este elemento del catálogo se ajusta a tu mensaje (estudias {major}):',
  manyFit: 'Estos {count} elementos del catálogo son los que mejor se ajustan a tu mensaje:',
  manyFitMajor: 'Estos {count} elementos del catálogo son los que mejor se ajustan a tu mensaje (estudias {major}):',
  messageBlank: 'Primero escribe un mensaje.',
  messageTooLong: 'Un mensaje tiene como máximo {max} caracteres.',
  historyTooLong: 'Solo se pueden enviar los últimos {max} mensajes de una conversación.',
  bodyTooLarge: 'La conversación es demasiado larga para enviarla (máximo {max} KB). Empieza una nueva.',
} satisfies Translation<typeof answerMessages.en>;

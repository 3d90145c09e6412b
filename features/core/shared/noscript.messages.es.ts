import type { Translation } from './i18n/messages';
import type { noscriptMessages } from './noscript.messages';

export default {
  text: 'Quadkit necesita JavaScript para mostrar sus recursos. Actívalo y vuelve a cargar la página.',
} satisfies Translation<typeof noscriptMessages.en>;

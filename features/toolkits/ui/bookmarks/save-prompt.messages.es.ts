import type { Translation } from '@quadkit/core/shared/i18n/messages';
import type { savePromptMessages } from './save-prompt.messages';

export default {
  title: 'Inicia sesión para guardar recursos',
  text: 'Crea una cuenta o inicia sesión para empezar a guardar tus recursos y kits de herramientas favoritos.',
  cancel: 'Cancelar',
  signIn: 'Iniciar sesión',
} satisfies Translation<typeof savePromptMessages.en>;

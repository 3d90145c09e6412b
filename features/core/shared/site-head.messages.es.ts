import type { Translation } from './i18n/messages';
import type { siteHeadMessages } from './site-head.messages';

export default {
  title: 'Quadkit – Herramientas gratis y descuentos para estudiantes universitarios',
  description:
    'Quadkit reúne herramientas gratis, descuentos para estudiantes, guías y kits de herramientas para estudiantes universitarios.',
  pageTitle: '{name} – Quadkit',
} satisfies Translation<typeof siteHeadMessages.en>;

// The sentence a browser without JavaScript shows, which index.html carries outside the React root in English;
// the worker writes it in the page's language (worker/src/pages/locale/outside-root.ts).
import { defineMessages } from './i18n/messages';

export const noscriptMessages = defineMessages('core.noscript', {
  text: 'Quadkit needs JavaScript to show its resources. Please enable it and reload the page.',
});

// Every Spanish table of the product by bundle id: the shell's own and each package's. One chunk, loaded only
// for Spanish readers before the page hydrates, and bundled whole into the worker.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import browse from '@quadkit/browse/translations/es';
import core from '@quadkit/core/ui/translations/es';
import notFound from '../pages/not-found-page.messages.es';

export default { ...core, ...browse, 'shell.not-found': notFound } satisfies LocaleTables;

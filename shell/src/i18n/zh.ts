// Every Chinese table of the product by bundle id: the shell's own and each package's. One chunk, loaded only
// for Chinese readers before the page hydrates, and bundled whole into the worker.
import type { LocaleTables } from '@quadkit/core/shared/i18n/messages';
import browse from '@quadkit/browse/translations/zh';
import core from '@quadkit/core/ui/translations/zh';
import notFound from '../pages/not-found-page.messages.zh';

export default { ...core, ...browse, 'shell.not-found': notFound } satisfies LocaleTables;

// The Study Assistant in Spanish and Chinese: launcher, panel, a streamed answer with its card and the fixed
// texts (the local path's label, the failure text) in the reader's language, and no English text of its tables left.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerTranslations } from '@quadkit/core/shared/i18n/translate';
import { englishLeft } from '@quadkit/core/test-utils/english-left';
import { handlers, json, resetFetchStub } from '@quadkit/core/test-utils/fetch-stub';
import { CHAT_MESSAGES } from '../shared/chat-rules';
import { launcherMessages } from '../ui/launcher/messages';
import { panelMessages } from '../ui/panel/messages';
import es from '../ui/translations/es';
import zh from '../ui/translations/zh';
import { renderLauncher, sse } from './panel-helpers';

const BUNDLES = [launcherMessages, panelMessages];

beforeAll(() => {
  registerTranslations('es', es);
  registerTranslations('zh', zh);
});

beforeEach(() => {
  resetFetchStub();
  sessionStorage.clear();
});

afterEach(cleanup);

describe('Study Assistant translated', { timeout: 20_000 }, () => {
  it('talks Spanish: launcher, panel, an answer with its card, and the failure text', async () => {
    handlers['POST /api/chat'] = () =>
      sse([
        { type: 'start', mode: 'catalog', label: CHAT_MESSAGES.catalogLabel },
        { type: 'text', text: 'These catalog items match your message best:' },
        { type: 'card', card: { id: 'anki', kind: 'resource', title: 'Anki', line: 'Flashcards.', href: '/r/anki' } },
        { type: 'done' },
      ]);
    renderLauncher('es');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el Asistente de estudio' }));
    const panel = await screen.findByRole('dialog', { name: 'Asistente de estudio' });
    within(panel).getByText('¿En qué te puedo ayudar?');
    const input = within(panel).getByLabelText('Escríbele al Asistente de estudio');
    expect(input.getAttribute('placeholder')).toBe('Pregunta por herramientas, kits de herramientas o guías…');
    within(panel).getByRole('button', { name: 'Minimizar el Asistente de estudio' });
    within(panel).getByRole('button', { name: 'Cerrar el Asistente de estudio' });
    expect(englishLeft(document.documentElement, BUNDLES, es)).toEqual([]);

    fireEvent.change(input, { target: { value: 'flashcards' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(panel).findByRole('article', { name: 'Anki' });
    within(panel).getByText('Coincidencias del catálogo (las respuestas con IA están activas en producción)');
    within(panel).getByText('Recurso');
    within(panel).getByRole('button', { name: 'Nuevo chat' });
    expect(within(panel).getByText(/^Asistente de estudio: /).textContent).toBe(
      'Asistente de estudio: These catalog items match your message best: 1 elemento recomendado.',
    );
    expect(englishLeft(document.documentElement, BUNDLES, es)).toEqual([]);

    handlers['POST /api/chat'] = () => json(500, { error: { code: 'internal_error', message: 'boom' } });
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(panel).findAllByText(
      'Lo siento, tengo problemas para conectarme en este momento. Inténtalo de nuevo más tarde.',
    );
    expect(englishLeft(document.documentElement, BUNDLES, es)).toEqual([]);
  });

  it('talks Chinese', async () => {
    renderLauncher('zh');
    fireEvent.click(screen.getByRole('button', { name: '打开学习助手' }));
    const panel = await screen.findByRole('dialog', { name: '学习助手' });
    within(panel).getByText('有什么可以帮你的？');
    within(panel).getByRole('button', { name: '发送' });
    within(panel).getByText('按 Enter 发送，按 Shift+Enter 换行。');
    expect(englishLeft(document.documentElement, BUNDLES, zh)).toEqual([]);
  });
});

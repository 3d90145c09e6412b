// Helpers for the panel's UI tests: a streamed answer as /api/chat sends it, and the launcher on a page.
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@quadkit/core/shared/i18n/locales';
import { LocaleProvider } from '@quadkit/core/ui/i18n/locale-context';
import { type ChatEvent, eventFrame } from '../shared/chat-events';
import { AssistantLauncher } from '../ui';

/** An SSE response carrying these events. */
export function sse(events: ChatEvent[]): Response {
  const body = events.map((event) => {
    const { event: name, data } = eventFrame(event);
    return `event: ${name}\ndata: ${data}\n\n`;
  });
  return new Response(body.join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export function renderLauncher(locale: Locale = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <AssistantLauncher /> }]);
  render(
    <LocaleProvider locale={locale}>
      <Provider store={createStore()}>
        <RouterProvider router={router} />
      </Provider>
    </LocaleProvider>,
  );
}

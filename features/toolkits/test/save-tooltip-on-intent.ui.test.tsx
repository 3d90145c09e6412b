// The save control's Radix tooltip is not part of a page's first load: the control renders as a plain button with
// its accessible name, fetches the tooltip on the first hover or focus, keeps keyboard focus across the swap and
// never swaps a button while it is being pressed.
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@quadkit/core/test-utils/dom-stubs';

const saveButton = () => screen.getByRole('button', { name: 'Save item' });

/** Fresh modules per test: the tooltip, once loaded, stays loaded for the module's lifetime. */
async function renderFreshControl(before?: ReactNode) {
  vi.resetModules();
  const [{ SaveButton }, loader, harness] = await Promise.all([
    import('../ui/bookmarks/save-button'),
    import('../ui/bookmarks/save-tooltip-loader'),
    import('./ui-harness'),
  ]);
  harness.resetHarness();
  harness.renderApp({
    user: null,
    children: (
      <>
        {before}
        <SaveButton itemId="notion" type="resource" title="Notion" />
      </>
    ),
  });
  return loader;
}

beforeEach(() => {
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('save control before any intent', () => {
  it('is a plain button with its accessible name and no tooltip, even after the page goes idle', async () => {
    await renderFreshControl();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // Radix marks its trigger with data-state; the plain button has none.
    expect(saveButton().getAttribute('data-state')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('save control on intent', () => {
  it('fetches the tooltip on keyboard focus, keeps the focus on the control and shows the tooltip', async () => {
    await renderFreshControl();
    act(() => saveButton().focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Save for later');
    // The swapped-in Radix trigger has the focus, under the same name.
    expect(document.activeElement).toBe(saveButton());
    expect(saveButton().getAttribute('data-state')).not.toBeNull();
  });

  it('fetches the tooltip when a pointer enters, then opens it after 700 ms', async () => {
    await renderFreshControl();
    fireEvent.pointerEnter(saveButton(), { pointerType: 'mouse' });
    await waitFor(() => expect(saveButton().getAttribute('data-state')).toBe('closed'));
    fireEvent.pointerMove(saveButton(), { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip', {}, { timeout: 1000 })).textContent).toBe('Save for later');
  });

  it('holds the swap back while the control is pressed, so the click lands on the button pressed', async () => {
    const { preloadSaveTooltip } = await renderFreshControl();
    const plain = saveButton();
    fireEvent.pointerEnter(plain, { pointerType: 'mouse' });
    fireEvent.pointerDown(plain, { pointerType: 'mouse' });
    await act(() => preloadSaveTooltip());
    expect(saveButton()).toBe(plain);
    fireEvent.pointerUp(plain, { pointerType: 'mouse' });
    fireEvent.click(plain);
    expect(plain.getAttribute('aria-label')).toBe('Remove from saved items');
    const swapped = () => screen.getByRole('button', { name: 'Remove from saved items' });
    await waitFor(() => expect(swapped().getAttribute('data-state')).not.toBeNull());
  });

  it('holds the swap back when the press takes the focus from another element', async () => {
    const { preloadSaveTooltip } = await renderFreshControl(<input aria-label="Note" />);
    act(() => screen.getByLabelText('Note').focus());
    const plain = saveButton();
    fireEvent.pointerEnter(plain, { pointerType: 'mouse' });
    fireEvent.pointerDown(plain, { pointerType: 'mouse' });
    // The mousedown moves the focus: the field's blur is not the end of the press.
    act(() => plain.focus());
    await act(() => preloadSaveTooltip());
    expect(saveButton()).toBe(plain);
    fireEvent.pointerUp(plain, { pointerType: 'mouse' });
    fireEvent.click(plain);
    expect(plain.getAttribute('aria-label')).toBe('Remove from saved items');
  });

  it('lets a press end when the window loses focus, and swaps once it has', async () => {
    const { preloadSaveTooltip } = await renderFreshControl();
    const plain = saveButton();
    fireEvent.pointerDown(plain, { pointerType: 'mouse' });
    await act(() => preloadSaveTooltip());
    expect(saveButton()).toBe(plain);
    fireEvent.blur(window);
    await waitFor(() => expect(saveButton().getAttribute('data-state')).not.toBeNull());
  });
});

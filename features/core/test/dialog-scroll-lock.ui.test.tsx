// The scroll lock an open dialog injects must be the text the CSP allows by hash (its hash in core/shared/dialog-scroll-lock.ts):
// a Radix or react-remove-scroll upgrade that changes it would bring back a console error on every dialog.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_SCROLL_LOCK_STYLE_HASH } from '../shared/dialog-scroll-lock';
import { ConfirmDialog } from '../ui/confirm-dialog';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

// jsdom has no crypto.subtle; vitest runs in Node, whose WebCrypto is here (typed by hand: UI code has no Node types).
type Digest = (algorithm: string, data: Uint8Array) => Promise<ArrayBuffer>;
async function hashOf(text: string): Promise<string> {
  const { webcrypto } = (await import(/* @vite-ignore */ 'node:crypto' as string)) as {
    webcrypto: { subtle: { digest: Digest } };
  };
  const digest = new Uint8Array(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

describe('dialog scroll lock', () => {
  it('injects exactly the style the content security policy allows, and marks the body while open', async () => {
    // The page as on a phone or macOS: the scrollbar takes no width (jsdom's layout would report all of it).
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth });
    const view = render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete toolkit"
        message="Are you sure?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={false}
        onConfirm={() => {}}
      />,
    );
    await screen.findByText('Are you sure?');
    const locks = [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('body[data-scroll-locked]'),
    );
    expect(locks).toHaveLength(1);
    expect(await hashOf(locks[0]?.textContent ?? '')).toBe(DIALOG_SCROLL_LOCK_STYLE_HASH);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    view.unmount();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });
});

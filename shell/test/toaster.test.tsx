// Toasts: at most three visible, newest last, each dismissed after 4000 ms or by its close button.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@quadkit/core/ui/toaster';
import { useToast, type ToastApi } from '@quadkit/core/ui/toasts';

let toast: ToastApi;

function Harness() {
  toast = useToast();
  return null;
}

function renderToaster() {
  render(
    <Provider store={createStore()}>
      <Harness />
      <Toaster />
    </Provider>,
  );
}

const messages = () => screen.queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces toasts politely', () => {
    renderToaster();
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
  });

  it('shows at most three toasts, newest last', () => {
    renderToaster();
    act(() => {
      toast.info('one');
      toast.success('two');
      toast.error('three');
      toast.info('four');
    });
    expect(messages()).toEqual(['Success: two', 'Error: three', 'Notice: four']);
  });

  it('dismisses each toast after 4000 ms', () => {
    renderToaster();
    act(() => toast.success('Saved'));
    act(() => vi.advanceTimersByTime(3999));
    expect(messages()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(messages()).toHaveLength(0);
  });

  it('gives every toast its own 4000 ms', () => {
    renderToaster();
    act(() => toast.info('first'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => toast.info('second'));
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual(['Notice: second']);
    act(() => vi.advanceTimersByTime(2000));
    expect(messages()).toEqual([]);
  });

  it('closes a toast from its close button', () => {
    renderToaster();
    act(() => {
      toast.info('keep');
      toast.error('close me');
    });
    const closeButtons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    fireEvent.click(closeButtons[1]!);
    expect(messages()).toEqual(['Notice: keep']);
  });
});

// Dark-mode switch: starts from the saved or system scheme, toggles the class on <html> and remembers the choice.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../src/layout/theme-toggle';

function stubSystemScheme(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const root = () => document.documentElement;
const darkSwitch = () => screen.getByRole('switch', { name: 'Dark mode' });

beforeEach(() => {
  localStorage.clear();
  root().classList.remove('dark');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ThemeToggle', () => {
  it('follows the system scheme when the visitor never chose', () => {
    stubSystemScheme(true);
    render(<ThemeToggle />);
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
    expect(root().classList.contains('dark')).toBe(true);
  });

  it('toggles the dark class on the page root and persists the choice', () => {
    stubSystemScheme(false);
    render(<ThemeToggle />);
    expect(root().classList.contains('dark')).toBe(false);

    fireEvent.click(darkSwitch());
    expect(root().classList.contains('dark')).toBe(true);
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('quadkit:theme')).toBe('dark');

    fireEvent.click(darkSwitch());
    expect(root().classList.contains('dark')).toBe(false);
    expect(localStorage.getItem('quadkit:theme')).toBe('light');
  });

  it('prefers an earlier choice over the system scheme', () => {
    stubSystemScheme(true);
    localStorage.setItem('quadkit:theme', 'light');
    render(<ThemeToggle />);
    expect(darkSwitch().getAttribute('aria-checked')).toBe('false');
    expect(root().classList.contains('dark')).toBe(false);
  });
});

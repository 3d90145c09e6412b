// Reads, applies and remembers the colour scheme. index.html runs the same rule inline before first paint.
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'quadkit:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The visitor's own earlier choice, if any; storage can throw in private modes, which counts as no choice. */
export function readStoredTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** docs/product.md#every-page: the initial value follows the system scheme unless the visitor chose before. */
export function initialTheme(): Theme {
  return readStoredTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisting is acceptable: the switch still works for this visit.
  }
}

/** Follows live system changes until the visitor picks a theme; returns an unsubscribe function. */
export function onSystemThemeChange(listener: (theme: Theme) => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const handle = (event: MediaQueryListEvent) => listener(event.matches ? 'dark' : 'light');
  query.addEventListener('change', handle);
  return () => query.removeEventListener('change', handle);
}

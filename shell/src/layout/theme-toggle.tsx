// Header dark-mode switch: starts from the saved or system scheme and toggles the `dark` class on <html>.
// On a page the worker rendered it shows light until hydrated (the worker cannot know the scheme; index.html's
// inline script has already applied it to the page), then the visitor's own.
import { useEffect, useState } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useHydrated } from '@quadkit/core/ui/use-hydrated';
import { applyTheme, initialTheme, onSystemThemeChange, readStoredTheme, storeTheme, type Theme } from '../theme/theme';
import { MoonIcon, SunIcon } from './icons';
import { layoutMessages } from './messages';

export function ThemeToggle() {
  const hydrated = useHydrated();
  const t = useMessages(layoutMessages);
  // null until the visitor or the system changes it: it starts from the saved or system scheme.
  const [chosen, setTheme] = useState<Theme | null>(null);
  const theme = chosen ?? (hydrated ? initialTheme() : 'light');

  // Not while hydrating: the page keeps the scheme index.html's inline script applied until the switch knows the
  // visitor's.
  useEffect(() => {
    if (hydrated) applyTheme(theme);
  }, [theme, hydrated]);

  // Without a saved choice the page keeps following the system, e.g. when the OS switches at sunset.
  useEffect(
    () =>
      onSystemThemeChange((next) => {
        if (readStoredTheme() === null) setTheme(next);
      }),
    [],
  );

  const dark = theme === 'dark';
  const toggle = () => {
    const next: Theme = dark ? 'light' : 'dark';
    storeTheme(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('darkMode')}
      title={dark ? t('toLight') : t('toDark')}
      className="icon-btn theme-toggle"
      onClick={toggle}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

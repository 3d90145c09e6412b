// Header dark-mode switch: starts from the saved or system scheme and toggles the `dark` class on <html>.
import { useEffect, useState } from 'react';
import { applyTheme, initialTheme, onSystemThemeChange, readStoredTheme, storeTheme, type Theme } from '../theme/theme';
import { MoonIcon, SunIcon } from './icons';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

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
      aria-label="Dark mode"
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      className="icon-btn theme-toggle"
      onClick={toggle}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

// Applies the saved or system colour scheme before first paint, so dark-mode users never see a white flash.
// A file, not an inline script, so the Content-Security-Policy can forbid inline scripts. Mirrors
// shell/src/theme/theme.ts; keep the two in step.
(() => {
  try {
    const saved = localStorage.getItem('quadkit:theme');
    const dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // Storage blocked: the page starts light and the app applies the scheme once it runs.
  }
})();

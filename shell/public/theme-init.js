// Saved or system colour scheme before first paint (why a file: index.html); keep in step with src/theme/theme.ts.
(() => {
  try {
    const saved = localStorage.getItem('quadkit:theme');
    const dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    if (dark) document.documentElement.classList.add('dark');
  } catch {}
})();

// Browser entry: global styles, hand <head> tags over to React, render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@quadkit/core/ui/styles/tokens.css';
import '@quadkit/core/ui/styles/base.css';
import '@quadkit/core/ui/styles/controls.css';
import { App } from './app/app';

// index.html (or the worker, per route) ships a <title> and description for crawlers and first paint.
// Screens render their own with React 19 hoisting, and the browser honours only the first <title>,
// so the static ones are removed before React takes over.
for (const element of document.head.querySelectorAll('title, meta[name="description"]')) element.remove();

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

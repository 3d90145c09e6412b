// The 'en-XA' pseudo-locale, in Chromium against the real worker: every public route, the signed-in ones (an
// admin's /admin and /submissions too) and the dialogs that matter (the auth modal in both modes, the search
// overlay, the Study Assistant, a confirm dialog), at phone 390x844 and desktop 1280x800. en-XA accents every
// translated text and wraps it in ⟦…⟧, so a page fails on (a) a visible text, aria-label, placeholder, title or alt
// outside catalog content (`[lang="en"]`) holding a plain ASCII word: a string that skipped the message tables;
// (b) clipped text: a box that hides its overflowing text, text running out of its box, or a ⟦ whose ⟧ is cut off;
// (c) a page that scrolls sideways. The problems are printed per route.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '@quadkit/core/catalog/articles/index';
import { RESOURCES } from '@quadkit/core/catalog/resources/index';
import { STATIC_TOOLKITS } from '@quadkit/core/catalog/toolkits';
import type { ApiSession } from './api-session';
import { addSessionCookie, launchBrowser } from './browser';
import { FULL_ACCOUNT_TEXTS, fullAccount, signedInRoutes } from './full-account';
import { PUBLIC_ROUTES, waitUntilDrawn } from './public-routes';
import { baseURL, seededState } from './seeded-worker';

const root = fileURLToPath(new URL('../..', import.meta.url));

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * English that is right on an en-XA page. Kept short on purpose: everything else must come from a message table.
 * - Catalog content is English by design; where it stands alone (a card's title, not inside a sentence) it may
 *   lack `lang="en"`: the catalog's own titles, and what this test wrote. So may what students wrote (studentWriting).
 * - Product and brand names stay as they are in every language.
 */
const PROPER_NAMES = new Set([
  'Quadkit',
  ...RESOURCES.map((resource) => resource.title),
  ...STATIC_TOOLKITS.map((toolkit) => toolkit.title),
  ...ARTICLES.flatMap((article) => [article.title, article.author.name]),
  ...Object.values(FULL_ACCOUNT_TEXTS),
  'Instagram',
  // Each language is named in itself in the language switcher.
  'English',
  // Key caps, as printed on the keys.
  'Enter',
  'Esc',
  // A device's name comes from the worker (the sign-in's user agent), shown as received. The worker translates it
  // for Spanish and Chinese (worker/src/auth/device-name.messages.ts) but writes no pseudo-locale text.
  'Unknown browser',
]);

let session: ApiSession;
let toolkitId = '';
const browser = { current: undefined as Awaited<ReturnType<typeof launchBrowser>> | undefined };

beforeAll(async () => {
  browser.current = await launchBrowser();
  ({ session, toolkitId } = await fullAccount(baseURL, seededState, 'pseudo'));
});

afterAll(async () => {
  await browser.current?.close();
});

/** What is untranslated, clipped or sideways on the page, as sentences; runs in the page. */
function pageProblems(properNames: string[]): string[] {
  const problems: string[] = [];
  // Longest first, whole words only: 'Enter' is a key cap, not the start of 'Entering'.
  const names = [...properNames]
    .sort((a, b) => b.length - a.length)
    .map((name) => new RegExp(`(?<![A-Za-z])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'));
  const nameOf = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}>`;

  /** The English words left once pseudo texts, proper names, e-mail addresses and URLs are taken out. */
  const englishIn = (text: string): string | undefined => {
    let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
    for (const name of names) rest = rest.replace(name, ' ');
    rest = rest.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').replace(/https?:\/\/\S*/g, ' ');
    return /[A-Za-z]{3,}/.test(rest) ? text.trim().replace(/\s+/g, ' ').slice(0, 60) : undefined;
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
  const catalog = (el: Element) => el.closest('[lang="en"]') !== null;

  // (a) Untranslated texts: each element's own text (its direct text nodes, joined) and its labelling attributes.
  const title = englishIn(document.title);
  if (title) problems.push(`untranslated page title "${title}"`);
  for (const el of document.body.querySelectorAll('*')) {
    // Hidden from everyone (a honeypot is aria-hidden and off screen): neither seen nor heard.
    if (el.closest('script, style, noscript, template, [aria-hidden="true"]') || !shown(el) || catalog(el)) continue;
    let own = '';
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent;
    const text = englishIn(own);
    if (text) problems.push(`untranslated text "${text}" in ${nameOf(el)}`);
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(attribute);
      const english = value ? englishIn(value) : undefined;
      if (english) problems.push(`untranslated ${attribute} "${english}" on ${nameOf(el)}`);
    }
  }

  // (b) Clipped texts. Visually hidden texts (1 px boxes) are clipped by design.
  // An axis that scrolls hides nothing for good (a row of chips scrolls sideways); one that is hidden or clipped does.
  const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
  const clipping = (style: CSSStyleDeclaration) => hides(style.overflowX) || hides(style.overflowY);
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const style = getComputedStyle(el);
    const text = (el as HTMLElement).innerText?.trim() ?? '';
    // Only interface texts may not be hidden: catalog content may be clamped on purpose.
    const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (text.includes('⟦') && (cutX || (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1))) {
      // Named by what sticks out furthest, which is usually what to fix.
      let widest: Element | undefined;
      for (const inner of el.querySelectorAll('*')) {
        const right = inner.getBoundingClientRect().right;
        if (right > box.right + 1 && (!widest || right > widest.getBoundingClientRect().right)) widest = inner;
      }
      problems.push(
        `clipped ${nameOf(el)} "${text.slice(0, 40)}": ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}` +
          (widest ? `, ${nameOf(widest)} sticks out` : ''),
      );
      continue;
    }
    if (style.display === 'inline' || style.display === 'contents' || clipping(style)) continue;
    // Text running out of its element's box (nowrap, a fixed width), or out of its parent's (a flex item squeezed
    // narrower than its text); a box that hides its overflow is the clipped check's.
    const parent = el.parentElement;
    const parentStyle = parent ? getComputedStyle(parent) : undefined;
    const outer =
      parent && parentStyle && !clipping(parentStyle) && !['inline', 'contents'].includes(parentStyle.display)
        ? parent.getBoundingClientRect()
        : box;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      const out = (edge: DOMRect) => rect.left < edge.left - 1 || rect.right > edge.right + 1;
      if (rect.width > 0 && (out(box) || (style.position === 'static' && out(outer)))) {
        problems.push(`text overflows ${nameOf(el)} "${node.textContent.trim().slice(0, 40)}"`);
        break;
      }
    }
  }
  // A ⟦ whose ⟧ (or a ⟧ whose ⟦) is outside the visible box of some clipping ancestor: cut text, as a reader sees it.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const cut = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || !/[⟦⟧]/.test(text) || !shown(parent) || cut.has(parent)) continue;
    const parentBox = parent.getBoundingClientRect();
    if (parentBox.width <= 1 || parentBox.height <= 1) continue;
    // Placed wholly off the page until focused (the skip link): hidden on purpose, not cut.
    if (parentBox.bottom + window.scrollY <= 0 || parentBox.right + window.scrollX <= 0) continue;
    for (const [index, char] of [...text].entries()) {
      if (char !== '⟦' && char !== '⟧') continue;
      const offset = [...text].slice(0, index).join('').length;
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const mark = range.getBoundingClientRect();
      let hidden = mark.width === 0 && mark.height === 0;
      // Once a box scrolls along an axis, what lies beyond it on that axis is reached by scrolling, not cut.
      let scrollsX = false;
      let scrollsY = false;
      for (let up: Element | null = parent; up && up !== document.documentElement && !hidden; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        const clip = up.getBoundingClientRect();
        if (clipping(upStyle)) {
          if (clip.width <= 1 || clip.height <= 1) break; // a visually hidden text
          hidden =
            (!scrollsX && hides(upStyle.overflowX) && (mark.right > clip.right + 1 || mark.left < clip.left - 1)) ||
            (!scrollsY && hides(upStyle.overflowY) && (mark.bottom > clip.bottom + 1 || mark.top < clip.top - 1));
        }
        scrollsX ||= ['auto', 'scroll'].includes(upStyle.overflowX);
        scrollsY ||= ['auto', 'scroll'].includes(upStyle.overflowY);
      }
      if (hidden) {
        cut.add(parent);
        problems.push(`'${char}' cut off in ${nameOf(parent)} "${text.trim().slice(0, 40)}"`);
        break;
      }
    }
  }

  // (c) Sideways scroll.
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) {
    problems.push(`scrolls sideways: ${page.scrollWidth} px wide in a ${page.clientWidth} px viewport`);
  }
  return [...new Set(problems)];
}

/**
 * What students wrote and shared (public toolkits, approved posts), as the worker has it now: shown as written, in
 * whatever language its author used. Other test files on this worker add theirs while this one runs.
 */
async function studentWriting(): Promise<string[]> {
  const texts: string[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const page = (await (await fetch(`${baseURL}/api/toolkits/public?${query}`)).json()) as {
      toolkits: { title: string; description: string; isBuiltIn: boolean }[];
      nextCursor?: string | null;
    };
    for (const toolkit of page.toolkits) if (!toolkit.isBuiltIn) texts.push(toolkit.title, toolkit.description);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  const board = (await (await fetch(`${baseURL}/api/bulletin/articles`)).json()) as {
    articles: { kind: string; title: string; snippet: string; author: { name: string } }[];
  };
  for (const post of board.articles)
    if (post.kind !== 'article') texts.push(post.title, post.snippet, post.author.name);
  return texts.filter(Boolean);
}

async function problemsOn(page: Page): Promise<string[]> {
  const problems = await page.evaluate(pageProblems, [...PROPER_NAMES]);
  // Asked only when some English is left: most pages show nothing a student wrote.
  if (!problems.some((problem) => problem.startsWith('untranslated'))) return problems;
  return page.evaluate(pageProblems, [...PROPER_NAMES, ...(await studentWriting())]);
}

async function open(page: Page, route: string) {
  await page.goto(`${baseURL}/en-xa${route}`);
  await waitUntilDrawn(page);
}

/** Waits for an open dialog to settle (its transition done, its data drawn). */
async function dialogOpen(page: Page) {
  await page.locator('[role="dialog"], [role="alertdialog"]').first().waitFor();
  await page.waitForTimeout(300);
  await waitUntilDrawn(page);
}

describe('en-XA pseudo-locale: nothing untranslated, clipped or sideways', () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: every route and dialog`, async () => {
      const context = await browser.current!.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const byRoute = new Map<string, string[]>();
      const check = async (label: string) => byRoute.set(label, await problemsOn(page));
      try {
        for (const route of PUBLIC_ROUTES) {
          await open(page, route);
          await check(route);
        }
        // Signed out on the home page: the auth modal in both modes, then the search overlay and the assistant.
        await open(page, '/');
        await page.locator('header .btn--primary').first().click();
        await dialogOpen(page);
        await check('/ (auth modal: sign in)');
        await page.locator('.auth-form__switch .link-btn').click();
        await page.waitForTimeout(200);
        await check('/ (auth modal: sign up)');
        await page.keyboard.press('Escape');
        await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
        await page.keyboard.press('Control+k');
        await dialogOpen(page);
        await check('/ (search overlay)');
        await page.keyboard.type('pres');
        await page.locator('[role="listbox"] [role="option"]').first().waitFor();
        await check('/ (search overlay with results)');
        await page.keyboard.press('Escape');
        await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
        await page.locator('.assistant-launcher').click();
        await dialogOpen(page);
        await check('/ (study assistant)');

        await addSessionCookie(context, session.cookie, baseURL);
        for (const route of signedInRoutes(toolkitId)) {
          await open(page, route);
          await check(`${route} (signed in)`);
        }
        await open(page, `/toolkit/${toolkitId}/edit`);
        await page.locator('.editor__delete').click();
        await dialogOpen(page);
        await check('/toolkit/…/edit (confirm delete)');
      } finally {
        await context.close();
      }
      const report = [...byRoute].filter(([, problems]) => problems.length > 0);
      const listFile = `${root}tests/.artifacts/pseudo-locale-${viewport.name}.txt`;
      rmSync(listFile, { force: true });
      const total = report.reduce((sum, [, problems]) => sum + problems.length, 0);
      if (report.length) {
        const list = (limit: number) =>
          report.map(([route, problems]) => `${route}\n  ${problems.slice(0, limit).join('\n  ')}`).join('\n');
        console.log(`en-XA ${viewport.name}: ${total} problems\n${list(15)}`);
        // The whole list, for whoever fixes them (not committed).
        mkdirSync(`${root}tests/.artifacts`, { recursive: true });
        writeFileSync(listFile, `${total} problems\n${list(1000)}\n`);
      }
      expect(report.map(([route, problems]) => `${route}: ${problems.join('; ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    }, 240_000);
  }

  // For a person's eye (PSEUDO_SHOTS=1; not committed): four representative pages in both pseudo-locales.
  it.runIf(process.env.PSEUDO_SHOTS === '1')(
    'screenshots into tests/.artifacts/pseudo-shots/',
    async () => {
      const folder = `${root}tests/.artifacts/pseudo-shots`;
      mkdirSync(folder, { recursive: true });
      for (const viewport of VIEWPORTS) {
        const context = await browser.current!.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        try {
          for (const prefix of ['en-xa', 'ar-xb']) {
            for (const [shot, route] of [
              ['home', '/'],
              ['browse', '/browse'],
              ['resource', '/resource/notion'],
              ['dashboard', '/dashboard'],
            ] as const) {
              if (shot === 'dashboard') {
                await addSessionCookie(context, session.cookie, baseURL);
              }
              await page.goto(`${baseURL}/${prefix}${route}`);
              await waitUntilDrawn(page);
              await page.screenshot({ path: `${folder}/${prefix}-${shot}-${viewport.name}.png`, fullPage: false });
            }
            await context.clearCookies();
          }
        } finally {
          await context.close();
        }
      }
    },
    120_000,
  );
});

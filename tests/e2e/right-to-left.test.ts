// Right to left, in Chromium against the real worker: the main public routes and a few signed-in ones in the
// 'ar-XB' pseudo-locale (/ar-xb/…: English words, the page right to left), at phone 390x844 and desktop 1280x800. A page fails when it scrolls
// sideways, when a visible element lies beyond the viewport's left or right edge (outside any scroll box of its
// own), when the header's logo is not at the inline start (the right), or when something covers a link of the
// phone's bottom navigation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, signUpSession } from './api-session';
import { addSessionCookie, launchBrowser, trackRequests, waitForQuietNetwork } from './browser';
import { PUBLIC_ROUTES, waitUntilDrawn } from './public-routes';
import { baseURL } from './seeded-worker';

const SIGNED_IN_ROUTES = ['/dashboard', '/saved', '/dashboard/create-toolkit', '/submissions'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUpSession(baseURL, 'rtl');
  // Something saved, so /saved and the dashboard draw their cards rather than their empty states.
  const saved = await session.send('POST', '/api/bookmarks', { resourceId: 'notion', type: 'resource' });
  expect(saved.status).toBeLessThan(300);
});

afterAll(async () => {
  await browser?.close();
});

/** What is wrong with the page's horizontal layout, as sentences; runs in the page. */
function horizontalProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.dir !== 'rtl') problems.push(`<html dir> is '${root.dir}', not 'rtl'`);
  const width = root.clientWidth;
  const nameOf = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
  /** The nearest ancestor that clips or scrolls sideways, if any: inside it, an element may lie beyond the viewport. */
  const clipOf = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return parent;
    }
    return null;
  };
  if (root.scrollWidth > width) {
    // Name what reaches furthest past an edge, and the nearest box that clips it, if one does: that is what to fix.
    const where = (box: DOMRect) => `x ${Math.round(box.left)}..${Math.round(box.right)}`;
    // An element that some clipping box inside the viewport holds widens nothing: leave those out.
    const outside = (box: DOMRect) => box.left < -1 || box.right > width + 1;
    const heldInside = (el: Element) => {
      for (let clip = clipOf(el); clip; clip = clipOf(clip)) if (!outside(clip.getBoundingClientRect())) return true;
      return false;
    };
    const furthest = [...document.body.querySelectorAll('*')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.width > 0 && outside(box) && !heldInside(el))
      .sort((a, b) => Math.min(a.box.left, width - a.box.right) - Math.min(b.box.left, width - b.box.right))
      .slice(0, 3)
      .map(({ el, box }) => {
        const clip = clipOf(el);
        return `${nameOf(el)} at ${where(box)}${clip ? ` in ${nameOf(clip)} at ${where(clip.getBoundingClientRect())}` : ''}`;
      });
    problems.push(
      `scrolls sideways: ${root.scrollWidth} px wide in a ${width} px viewport` +
        (furthest.length ? ` (furthest out: ${furthest.join('; ')})` : ''),
    );
  }
  for (const el of document.body.querySelectorAll('*')) {
    const rect = el.getBoundingClientRect();
    // Visually hidden texts and honeypots are 1 px by design; empty and undrawn elements have no box.
    if (rect.width <= 1 || rect.height <= 1) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    if (rect.left < -1 || rect.right > width + 1) {
      if (clipOf(el)) continue;
      problems.push(`${nameOf(el)} lies at x ${Math.round(rect.left)}..${Math.round(rect.right)} of 0..${width}`);
    }
  }
  const logo = document.querySelector('.site-header__brand');
  const header = document.querySelector('.site-header__inner');
  if (!logo || !header) {
    problems.push('no header logo');
  } else {
    const logoBox = logo.getBoundingClientRect();
    const others = [...header.children].filter((child) => child !== logo && child.getBoundingClientRect().width > 0);
    const further = others.filter((other) => other.getBoundingClientRect().right > logoBox.right + 1);
    if (logoBox.left < width / 2 || further.length > 0) {
      problems.push(
        `header logo at x ${Math.round(logoBox.left)}..${Math.round(logoBox.right)}, not at the inline start (right)` +
          (further.length ? `; right of it: ${further.map(nameOf).join(', ')}` : ''),
      );
    }
  }
  // The bottom navigation keeps room at its inline end for the docked Study Assistant button: both must follow the
  // direction, or the button covers a link.
  for (const link of document.querySelectorAll('.bottom-nav__link')) {
    const box = link.getBoundingClientRect();
    if (box.width === 0) continue; // no bottom navigation on a desktop
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && !link.contains(hit)) problems.push(`${nameOf(link)} '${link.textContent}' is covered by ${nameOf(hit)}`);
  }
  return problems.slice(0, 12);
}

async function open(page: Page, route: string, inFlight: () => string[]) {
  await page.goto(`${baseURL}/ar-xb${route}`);
  await waitUntilDrawn(page);
  // The layout at rest: after the session check's follow-up requests, no loading bar mid-slide.
  await waitForQuietNetwork(page, inFlight);
}

describe('right to left', () => {
  for (const viewport of VIEWPORTS) {
    it(`${viewport.name}: no sideways scroll, nothing off screen, logo at the start, bottom nav uncovered`, async () => {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const problems: string[] = [];
      try {
        const check = async (route: string) => {
          await open(page, route, inFlight);
          // Measured twice a moment apart: only what persists is the page's layout (a loading state may pass by).
          let found = await page.evaluate(horizontalProblems);
          if (found.length > 0) {
            await page.waitForTimeout(1_000);
            found = await page.evaluate(horizontalProblems);
          }
          problems.push(...found.map((problem) => `${route}: ${problem}`));
        };
        for (const route of PUBLIC_ROUTES) await check(route);
        await addSessionCookie(context, session.cookie, baseURL);
        for (const route of SIGNED_IN_ROUTES) await check(route);
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    }, 180_000);
  }
});

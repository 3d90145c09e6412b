// The bulletin board end to end in Chromium against the real worker: a signed-out visitor presses 'Submit an
// Article', signs in through the dialog and lands on the form; a spammy body is refused; three posts go in
// (one carrying script and raw HTML); they show pending on /submissions and the dashboard; an admin (made with
// `make-admin`) approves two and rejects one from /admin; the approved post is on the board, searchable and
// readable with its progress bar and related links; the rejected one is never listed; and the hostile post
// stays inert on the board, its article page and the queue (no dialog opens, no script runs).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiStatus, newPage, useBrowser } from './browser';
import { baseURL, seededState } from './seeded-worker';

const statePath = seededState;
const root = fileURLToPath(new URL('../..', import.meta.url));
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const password = 'correct-horse-42';
const authorEmail = `e2e-post-${unique}@example.edu`;
const adminEmail = `e2e-admin-${unique}@example.edu`;

const word = `quokka${unique}`;
const goodTitle = `Weekly planning that works ${word}`;
const paragraph =
  'Plan the week on Sunday evening: list every deadline, block study time for each course, and keep one evening free. ' +
  'On Friday, look back at what you finished and move what is left to next week without guilt.';
const goodBody = Array.from({ length: 36 }, (_, i) => `${i + 1}. ${paragraph}`).join('\n\n');
const spammyBody = `${paragraph} Sooooooooooooo good, you will love it!`;
const rejectedWord = `wombat${unique}`;
const rejectedTitle = `Buy my notes ${rejectedWord}`;
const rejectedBody = `${paragraph} Send me a message and I will sell you my notes for the whole term.`;

const hostileTitle = `<img src=x onerror=alert(1)><script>window.__pwned=1</script> ${unique}`;
const hostileBody = [
  `Hostile post ${unique}. <img src=x onerror="alert(1)"> and <script>window.__pwned = 1; alert(2)</script>`,
  '[click me](javascript:alert(3)) and [also me](JaVaScRiPt:window.__pwned=1)',
  '<a href="javascript:alert(4)">raw link</a> <iframe src="javascript:alert(5)"></iframe>',
  '<b onmouseover="alert(6)">bold raw html</b> <svg onload="alert(7)"></svg>',
].join('\n\n');

const browser = useBrowser();
let author: Page;
let authorErrors: string[];
let closeAuthor: () => Promise<void>;
let admin: Page;
let adminErrors: string[];
let closeAdmin: () => Promise<void>;
const dialogs: string[] = [];
const ids: Record<'good' | 'rejected' | 'hostile', string> = { good: '', rejected: '', hostile: '' };

/** Records every alert/confirm/prompt (and dismisses it) and any script that sets window.__pwned. */
async function watchForScripts(page: Page) {
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __pwned?: number }).__pwned = undefined;
  });
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);

async function expectInert(page: Page) {
  expect(dialogs).toEqual([]);
  expect(await pwned(page)).toBeUndefined();
  // Raw HTML became text: no element the hostile post asked for exists anywhere on the page.
  expect(await page.locator('img[src="x"], iframe, svg[onload], b[onmouseover]').count()).toBe(0);
  expect(await page.locator('script', { hasText: '__pwned' }).count()).toBe(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*javascript:/i.test(href))).toEqual([]);
}

async function fillPost(title: string, body: string, tags = '') {
  await author.getByLabel('Title').fill(title);
  await author.getByLabel('Content').fill(body);
  await author.getByLabel('Tags').fill(tags);
}

beforeAll(async () => {
  // The admin: an admin_users row for the e-mail, the way an operator makes one (npm run make-admin).
  execFileSync('tsx', ['worker/scripts/make-admin.ts', adminEmail, '--persist-to', statePath], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, CI: 'true' },
  });
  ({ page: author, errors: authorErrors, close: closeAuthor } = await newPage(browser()));
  ({ page: admin, errors: adminErrors, close: closeAdmin } = await newPage(browser()));
  await watchForScripts(author);
  await watchForScripts(admin);
  // The author's account exists but they start signed out.
  await author.goto(baseURL);
  expect(await apiStatus(author, '/api/auth/sign-up', { email: authorEmail, password })).toBe(201);
  expect(await apiStatus(author, '/api/auth/sign-out', {})).toBe(200);
  await admin.goto(baseURL);
  expect(await apiStatus(admin, '/api/auth/sign-up', { email: adminEmail, password })).toBe(201);
}, 300_000);

afterAll(async () => {
  await closeAuthor?.();
  await closeAdmin?.();
});

describe('the bulletin board story', () => {
  it('asks a signed-out visitor to sign in, then opens the submit form', async () => {
    await author.goto(`${baseURL}/bulletin-board`);
    await author.getByRole('heading', { level: 1, name: 'Bulletin Board' }).waitFor();
    await author.getByRole('button', { name: 'Submit an Article' }).click();
    const dialog = author.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(authorEmail);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await author.waitForURL(`${baseURL}/bulletin-board/submit`);
    await author.getByRole('heading', { level: 1, name: 'Submit an Article' }).waitFor();
    expect(await author.getByRole('button', { name: 'Submit Article' }).isDisabled()).toBe(true);
  });

  it('refuses a spammy body with the spec text and keeps the form', async () => {
    await fillPost(goodTitle, spammyBody, 'Study Tips');
    await author.getByText(`${goodTitle.length}/100`).waitFor();
    await author.getByRole('button', { name: 'Submit Article' }).click();
    await author.getByText('Your submission contains content that may be spam. Please review and try again.').waitFor();
    const mine = await author.evaluate(async () => (await (await fetch('/api/bulletin/posts/mine')).json()).total);
    expect(mine).toBe(0);
  });

  it('suggests tags and submits three posts, each answered by the success banner', async () => {
    await fillPost(goodTitle, goodBody, 'Career');
    await author.getByRole('button', { name: 'Auto-suggest tags' }).click();
    // 'study' and 'course' in the text: the keyword map's Study Tips and Academic join the typed tag.
    expect(await author.getByLabel('Tags').inputValue()).toBe('Career, Study Tips, Academic');
    const success = 'Thanks for your submission! It will be reviewed shortly and published if approved.';
    for (const [title, body] of [
      [goodTitle, goodBody],
      [rejectedTitle, rejectedBody],
      [hostileTitle, hostileBody],
    ] as const) {
      if (title !== goodTitle) {
        await author.getByRole('button', { name: 'Submit another' }).click();
        await fillPost(title, body, 'Study Tips');
      }
      await author.getByRole('button', { name: 'Submit Article' }).click();
      await author.getByText(success).waitFor();
    }
    const { posts } = await author.evaluate(async () => (await fetch('/api/bulletin/posts/mine')).json());
    const byTitle = (title: string) => (posts as { id: string; title: string }[]).find((p) => p.title === title)!.id;
    ids.good = byTitle(goodTitle);
    ids.rejected = byTitle(rejectedTitle);
    ids.hostile = byTitle(hostileTitle);
  });

  it('shows the posts pending on /submissions and on the dashboard', async () => {
    await author.goto(`${baseURL}/submissions`);
    const list = author.getByRole('list', { name: 'My bulletin board posts' });
    await list.waitFor();
    for (const title of [goodTitle, rejectedTitle]) {
      const row = list.getByRole('listitem').filter({ hasText: title });
      await row.getByText('Pending', { exact: true }).waitFor();
    }
    await author.goto(`${baseURL}/dashboard`);
    const panel = author.getByRole('region', { name: 'My Bulletin Board Posts' });
    await panel.getByText(goodTitle).waitFor();
    await panel.getByRole('listitem').filter({ hasText: goodTitle }).getByText('Pending', { exact: true }).waitFor();
    const counter = author.locator('.dashboard-counter').filter({ hasText: 'Submissions' });
    await counter.getByText('3', { exact: true }).waitFor();
    await expectInert(author);
  });

  it('keeps the queue from everyone but admins', async () => {
    expect(await apiStatus(author, '/api/bulletin/queue')).toBe(404);
    await author.goto(`${baseURL}/admin`);
    await author.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('lets the admin approve two posts and reject one with a reason, the hostile one shown inert', async () => {
    await admin.goto(`${baseURL}/admin`);
    const queue = admin.getByRole('list', { name: 'Posts awaiting review' });
    await queue.waitFor();
    const item = (title: string) => queue.getByRole('listitem', { name: title });
    await item(hostileTitle).getByText('bold raw html', { exact: false }).waitFor();
    await item(hostileTitle).getByRole('heading', { name: hostileTitle }).waitFor();
    await expectInert(admin);
    // Oldest first.
    const titles = await queue.locator('h3').allTextContents();
    expect(titles.indexOf(goodTitle)).toBeLessThan(titles.indexOf(rejectedTitle));
    expect(titles.indexOf(rejectedTitle)).toBeLessThan(titles.indexOf(hostileTitle));

    await item(goodTitle).getByRole('button', { name: 'Approve' }).click();
    await item(goodTitle).waitFor({ state: 'detached' });
    await item(rejectedTitle).getByLabel('Reason (optional)').fill('Selling notes is not allowed');
    await item(rejectedTitle).getByRole('button', { name: 'Reject' }).click();
    await item(rejectedTitle).waitFor({ state: 'detached' });
    await item(hostileTitle).getByRole('button', { name: 'Approve' }).click();
    await item(hostileTitle).waitFor({ state: 'detached' });
    await expectInert(admin);
  });

  it('shows the author approved and rejected badges, with the reason', async () => {
    await author.goto(`${baseURL}/submissions`);
    const list = author.getByRole('list', { name: 'My bulletin board posts' });
    await list.getByRole('listitem').filter({ hasText: goodTitle }).getByText('Approved', { exact: true }).waitFor();
    const rejected = list.getByRole('listitem').filter({ hasText: rejectedTitle });
    await rejected.getByText('Rejected', { exact: true }).waitFor();
    await rejected.getByText('Reason: Selling notes is not allowed').waitFor();
  });

  it('shows the 6 latest on the home page, the newest approved post first', async () => {
    await author.goto(baseURL);
    const latest = author.getByRole('list', { name: 'Latest articles' });
    await latest.getByRole('heading', { name: hostileTitle }).waitFor();
    expect(await latest.locator(':scope > li').count()).toBe(6);
    expect(await latest.getByRole('link').first().getAttribute('href')).toBe(`/bulletin/${ids.hostile}`);
    await expectInert(author);
  });

  it('puts the approved post on the board, newest first, and finds it by search', async () => {
    await author.goto(`${baseURL}/bulletin-board`);
    const grid = author.getByRole('list', { name: 'Articles' });
    await grid.waitFor();
    const headings = await grid.getByRole('heading').allTextContents();
    expect(headings.slice(0, 2)).toEqual([hostileTitle, goodTitle]);
    await expectInert(author);

    await author.getByRole('searchbox', { name: 'Search articles' }).fill(word.toUpperCase());
    await author.waitForURL(/q=QUOKKA/);
    await grid.getByRole('heading').first().waitFor();
    expect(await grid.getByRole('heading').allTextContents()).toEqual([goodTitle]);
  });

  it('goes Back from a search to the board as it was, the search box emptied', async () => {
    await author.goto(`${baseURL}/bulletin-board`);
    const chips = author.getByRole('navigation', { name: 'Filter by tag' });
    await chips.getByRole('link').nth(1).click();
    await author.waitForURL(/\?tag=/);
    const box = author.getByRole('searchbox', { name: 'Search articles' });
    await box.fill(word);
    await author.waitForURL(/q=/);
    await author.goBack();
    await author.waitForURL(`${baseURL}/bulletin-board`);
    await expect.poll(() => box.inputValue()).toBe('');
    // The search typed before must not come back once the typing pause (250 ms) has passed.
    await author.waitForTimeout(600);
    expect(author.url()).toBe(`${baseURL}/bulletin-board`);
  });

  it('never lists the rejected post', async () => {
    await author.goto(`${baseURL}/bulletin-board?q=${rejectedWord}`);
    await author.getByText('No articles found matching your criteria.').waitFor();
    await author.goto(`${baseURL}/bulletin/${ids.rejected}`);
    await author.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
    expect(await author.getByRole('link', { name: 'Back to Bulletin Board' }).last().getAttribute('href')).toBe(
      '/bulletin-board',
    );
  });

  it('reads the approved post with its progress bar, neighbours and related links', async () => {
    await author.goto(`${baseURL}/bulletin-board?q=${word}`);
    await author.getByRole('link', { name: goodTitle }).click();
    await author.waitForURL(`${baseURL}/bulletin/${ids.good}`);
    await author.getByRole('heading', { level: 1, name: goodTitle }).waitFor();
    const progress = author.getByRole('progressbar', { name: 'Reading progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await author.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    expect(await author.locator('a[rel="prev"]').getAttribute('href')).toBe(`/bulletin/${ids.hostile}`);
    expect(await author.locator('a[rel="next"]').getAttribute('href')).toMatch(/^\/bulletin\/[a-z-]+$/);
    const related = author.getByRole('region', { name: 'Related Articles' });
    expect(await related.getByRole('link').count()).toBe(3);
    // The poster, who set no display name, as 'A Quadkit student' beside the date: never a part of the e-mail.
    await author.locator('.article__meta').getByText('A Quadkit student', { exact: true }).waitFor();
    expect(await author.locator('main').getByText(authorEmail.split('@')[0]!, { exact: false }).count()).toBe(0);
  });

  it('renders the hostile post inert on its article page, even when its links are clicked', async () => {
    await author.goto(`${baseURL}/bulletin/${ids.hostile}`);
    await author.getByRole('heading', { level: 1, name: hostileTitle }).waitFor();
    await author.getByText('bold raw html', { exact: false }).waitFor();
    await author.getByText('click me').click();
    await author.getByText('also me').click();
    await expectInert(author);
    expect(author.url()).toBe(`${baseURL}/bulletin/${ids.hostile}`);
  });

  it('raised no page errors', () => {
    expect(authorErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});

// The language at the edge (docs/decisions/0027-locale-urls.md): the URL's prefix decides; an unprefixed page URL
// follows the saved choice (cookie; a student's profile through sign-in), else Accept-Language with its q-values,
// else English, by a 302 that no cache keeps; API routes are untouched. Pages are drawn in their language (lang,
// dir, head texts), kept per language, name their URLs in every language (hreflang) and so does the sitemap. The
// pseudo-locales exist only where PSEUDO_LOCALES is "1".
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callWorker, ORIGIN } from '../../tests/workers/call-worker';
import { send, sendJson, signUp } from '../../tests/workers/session';
import worker from '../src/index';
import { acceptedLocale } from '../src/pages/locale/choose-locale';

const get = (path: string, headers: Record<string, string> = {}) =>
  callWorker(path, { headers: { Accept: 'text/html', ...headers }, redirect: 'manual' });

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
  );

describe('Accept-Language', () => {
  it('takes the most wanted of our languages, honouring q-values and refusals', () => {
    expect(acceptedLocale('es-MX,es;q=0.9')).toBe('es');
    expect(acceptedLocale('zh-CN')).toBe('zh');
    expect(acceptedLocale('zh-Hans-CN;q=0.5, fr, es;q=0.8')).toBe('es');
    expect(acceptedLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(acceptedLocale('es;q=0, zh;q=0.1')).toBe('zh');
    expect(acceptedLocale('fr-FR, de')).toBeNull();
    expect(acceptedLocale('')).toBeNull();
  });
});

describe('choosing the language of an unprefixed page', () => {
  it('sends a Spanish browser to /es/ with a 302 no cache keeps and that varies on the language headers', async () => {
    const response = await get('/', { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/es/');
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('keeps the path and query under the new prefix', async () => {
    const response = await get('/browse?q=notes&category=research', { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/zh/browse?q=notes&category=research');
  });

  it('follows the saved choice over the browser, and a saved English stays English', async () => {
    const chosen = await get('/trending', { Cookie: 'qk_locale=zh', 'Accept-Language': 'es' });
    expect(chosen.headers.get('Location')).toBe('/zh/trending');
    const english = await get('/trending', { Cookie: 'qk_locale=en', 'Accept-Language': 'es' });
    expect(english.status).toBe(200);
    expect(htmlTag(await english.text())).toBe('<html lang="en" dir="ltr">');
    // An unknown saved value is no choice: the browser's language decides.
    const unknown = await get('/trending', { Cookie: 'qk_locale=fr', 'Accept-Language': 'es' });
    expect(unknown.headers.get('Location')).toBe('/es/trending');
  });

  it('answers English to a crawler without language headers, varying on them', async () => {
    const response = await get('/browse');
    expect(response.status).toBe(200);
    expect(response.headers.get('Vary')).toContain('Accept-Language');
    expect(htmlTag(await response.text())).toBe('<html lang="en" dir="ltr">');
  });

  it('leaves API routes and files alone', async () => {
    const api = await get('/api/health', { 'Accept-Language': 'es', Cookie: 'qk_locale=es' });
    expect(api.status).toBe(200);
    expect(api.headers.get('Location')).toBeNull();
    const robots = await get('/robots.txt', { 'Accept-Language': 'es' });
    expect(robots.status).toBe(200);
    expect(robots.headers.get('Location')).toBeNull();
  });
});

describe('pages under a language prefix', () => {
  it('draws /es/ in Spanish: lang, the site head, canonical and every language named', async () => {
    const response = await get('/es/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlTag(html)).toBe('<html lang="es" dir="ltr">');
    expect(titleOf(html)).toBe('Quadkit – Herramientas gratis y descuentos para estudiantes universitarios');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/es/" />`);
    expect(hreflangs(html)).toEqual({
      en: `${ORIGIN}/`,
      es: `${ORIGIN}/es/`,
      'zh-Hans': `${ORIGIN}/zh/`,
      'x-default': `${ORIGIN}/`,
    });
    // The screens' links stay inside the language: the router's basename is the prefix.
    expect(html).toContain('href="/es/browse"');
  });

  it('draws /zh/ pages as zh-Hans, each with its own canonical', async () => {
    const html = await (await get('/zh/resource/notion')).text();
    expect(htmlTag(html)).toBe('<html lang="zh-Hans" dir="ltr">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/zh/resource/notion" />`);
    expect(hreflangs(html)['x-default']).toBe(`${ORIGIN}/resource/notion`);
  });

  it('names every language on each public page, and on no private or missing one', async () => {
    for (const path of ['/browse', '/majors', '/category/research', '/toolkits', '/bulletin-board']) {
      const links = hreflangs(await (await get(path)).text());
      expect(Object.keys(links).sort(), path).toEqual(['en', 'es', 'x-default', 'zh-Hans']);
      expect(links.es, path).toBe(`${ORIGIN}/es${path}`);
    }
    for (const path of ['/es/dashboard', '/es/resource/no-such-thing']) {
      const html = await (await get(path)).text();
      expect(hreflangs(html), path).toEqual({});
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(htmlTag(html), path).toBe('<html lang="es" dir="ltr">');
    }
  });

  it("preloads the language's tables on a page the browser draws (it shows nothing until they arrive)", async () => {
    const preloads = async (path: string) =>
      [...(await (await get(path)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    // The chunk and the one it imports.
    expect(await preloads('/es/dashboard')).toContainEqual(expect.stringMatching(/^\/assets\/es-[\w-]+\.js$/));
    expect(await preloads('/zh/saved')).toContainEqual(expect.stringMatching(/^\/assets\/zh-[\w-]+\.js$/));
    expect(await preloads('/dashboard')).toEqual([]);
    // A page the worker drew carries its own texts instead.
    expect((await preloads('/es/majors')).filter((href) => /\/es-/.test(href ?? ''))).toEqual([]);
  });

  it('answers an unknown id under a prefix with 404 and the not-found head in that language', async () => {
    const response = await get('/es/resource/no-such-thing');
    expect(response.status).toBe(404);
  });

  it("writes index.html's footer line (outside the app) in the page's language; English keeps it as it is", async () => {
    const line = async (path: string) =>
      /<nav class="open-catalog"[\s\S]*?<\/nav>/.exec(await (await get(path)).text())?.[0] ?? '';
    const english = await line('/majors');
    expect(english).toContain('aria-label="Use the catalog"');
    expect(english).toContain('<a href="/developers">Use the catalog</a>: a public API');
    const spanish = await line('/es/majors');
    expect(spanish).toContain('aria-label="Usa el catálogo"');
    expect(spanish).toContain('<a href="/developers">Usa el catálogo</a>: una API pública');
    expect(await line('/zh/majors')).toContain('<a href="/developers">使用目录</a>：公开 API');
    expect(await line('/en-xa/majors')).toContain('<a href="/developers">⟦Ú');
    expect(await line('/ar-xb/majors')).toBe(english);
  });

  it("links structured data to the pages in the page's language", async () => {
    const jsonLd = async (path: string) =>
      [...(await (await get(path)).text()).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (match) => match[1]!,
      );
    const spanish = (await jsonLd('/es/resource/notion')).join('\n');
    expect(spanish).toContain('"item":"http://localhost:8787/es/category/student-perks"');
    expect(spanish).toContain('"item":"http://localhost:8787/es/resource/notion"');
    expect(spanish).not.toMatch(/"http:\/\/localhost:8787\/(category|resource)\//);
    const english = (await jsonLd('/resource/notion')).join('\n');
    expect(english).toContain('"item":"http://localhost:8787/resource/notion"');
  });

  it("writes index.html's <noscript> sentence in the page's language", async () => {
    const noscript = async (path: string) =>
      /<noscript>([^<]*)<\/noscript>/.exec(await (await get(path)).text())?.[1] ?? '';
    expect(await noscript('/majors')).toBe(
      'Quadkit needs JavaScript to show its resources. Please enable it and reload the page.',
    );
    expect(await noscript('/es/majors')).toBe(
      'Quadkit necesita JavaScript para mostrar sus recursos. Actívalo y vuelve a cargar la página.',
    );
    expect(await noscript('/zh/')).toBe('Quadkit 需要 JavaScript 才能显示资源。请启用 JavaScript 后重新加载页面。');
    expect(await noscript('/en-xa/majors')).toMatch(/^⟦.*⟧/);
  });

  it('serves the pseudo-locales only where PSEUDO_LOCALES is "1"', async () => {
    expect(env.PSEUDO_LOCALES).toBe('1');
    const rtl = await get('/ar-xb/browse');
    expect(rtl.status).toBe(200);
    const html = await rtl.text();
    expect(htmlTag(html)).toBe('<html lang="ar-XB" dir="rtl">');
    expect(html).toContain('<meta name="robots" content="noindex" />');

    // Production declares no PSEUDO_LOCALES: there the prefix names nothing.
    const { PSEUDO_LOCALES: _, ...production } = env;
    for (const path of ['/ar-xb/browse', '/en-xa/']) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`${ORIGIN}${path}`), production as typeof env, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });
});

describe('the page cache per language', () => {
  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, headers);
    return { cache: response.headers.get('X-Cache'), html: await response.text() };
  };
  const kept = (path: string, headers?: Record<string, string>) =>
    expect.poll(async () => (await visit(path, headers)).cache, { timeout: 15_000, interval: 100 }).toBe('HIT');

  it('never serves a Spanish page to the English URL, nor the English one to the Spanish URL', async () => {
    await kept('/majors');
    await kept('/es/majors');
    const english = await visit('/majors');
    const spanish = await visit('/es/majors');
    expect([english.cache, spanish.cache]).toEqual(['HIT', 'HIT']);
    expect(htmlTag(english.html)).toBe('<html lang="en" dir="ltr">');
    expect(htmlTag(spanish.html)).toBe('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain(`<link rel="canonical" href="${ORIGIN}/es/majors" />`);
    expect(english.html).toContain(`<link rel="canonical" href="${ORIGIN}/majors" />`);
  });

  it('keeps serving the kept page to a reader whose only cookie is the language', async () => {
    await kept('/zh/majors');
    expect((await visit('/zh/majors', { Cookie: 'qk_locale=zh' })).cache).toBe('HIT');
    expect((await visit('/zh/majors', { Cookie: 'qk_locale=zh; qk_session=x' })).cache).toBeNull();
  });
});

describe("a student's saved language", () => {
  it('is validated, kept on the profile, set as the cookie, and copied into the cookie at sign-in', async () => {
    const student = await signUp();
    const unknown = await sendJson('/api/profile', 'PUT', { locale: 'fr' }, { token: student.token });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain("'fr' is not a language of Quadkit");

    const saved = await sendJson('/api/profile', 'PUT', { locale: 'zh' }, { token: student.token });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { profile: { locale: string } }).profile.locale).toBe('zh');
    expect(saved.headers.getSetCookie().some((line) => line.startsWith('qk_locale=zh;'))).toBe(true);

    const signIn = await sendJson('/api/auth/sign-in', 'POST', { email: student.email, password: student.password });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.some((line) => line.startsWith('qk_locale=zh;'))).toBe(true);
    expect(cookies.some((line) => line.startsWith('qk_session='))).toBe(true);

    // Before any choice, sign-in sets no language cookie.
    const fresh = await signUp();
    const plain = await sendJson('/api/auth/sign-in', 'POST', { email: fresh.email, password: fresh.password });
    expect(plain.headers.getSetCookie().some((line) => line.startsWith('qk_locale='))).toBe(false);
    await send('/api/auth/sign-out', 'POST', null, { token: fresh.token });
  });
});

describe('sitemap.xml in every language', () => {
  it('lists each page once per language, each listing naming all of them; /developers once', async () => {
    const xml = await (await callWorker('/sitemap.xml')).text();
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc}</loc>(?:<lastmod>[^<]*</lastmod>)?((?:<xhtml:link [^>]*/>)*)</url>`).exec(xml);
    for (const loc of [`${ORIGIN}/resource/notion`, `${ORIGIN}/es/resource/notion`, `${ORIGIN}/zh/resource/notion`]) {
      const links = entry(loc)?.[1] ?? '';
      expect(links, loc).toContain(`hreflang="en" href="${ORIGIN}/resource/notion"`);
      expect(links, loc).toContain(`hreflang="es" href="${ORIGIN}/es/resource/notion"`);
      expect(links, loc).toContain(`hreflang="zh-Hans" href="${ORIGIN}/zh/resource/notion"`);
      expect(links, loc).toContain(`hreflang="x-default" href="${ORIGIN}/resource/notion"`);
    }
    expect(entry(`${ORIGIN}/es/`)).not.toBeNull();
    expect(entry(`${ORIGIN}/developers`)?.[1]).toBe('');
    expect(xml).not.toContain('/es/developers');
  });
});

// What the worker writes reaches a student in the page's language: the UI names it in X-Quadkit-Locale (else the
// qk_locale cookie decides, never Accept-Language), error answers keep their shape and codes with translated
// texts, the reset e-mail follows the recipient's saved language, the assistant's local framing is translated,
// and the edge-cached search answer carries no text of any language.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@quadkit/core/shared/api-error';
import { LOCALE_HEADER } from '@quadkit/core/shared/i18n/request-locale';
import { parseEventFrame, sseParser, type ChatEvent } from '../../features/assistant/shared/chat-events';
import { callWorker } from '../../tests/workers/call-worker';
import { sendJson, signUp, TEST_PASSWORD, uniqueEmail } from '../../tests/workers/session';

const es = { [LOCALE_HEADER]: 'es' };
const zh = { [LOCALE_HEADER]: 'zh-Hans' };

let addresses = Date.now() % 50_000;
/** An address no earlier run limited (counters outlive a run in the local D1). */
const freshAddress = () => `10.${(++addresses >> 8) & 255}.${addresses & 255}.7`;

const errorOf = async (response: Response) => ((await response.json()) as ApiErrorBody).error;

describe('the language of an API request', () => {
  it('is the header, else the language cookie, else English; never Accept-Language', async () => {
    const body = { email: 'not-an-address', password: 'x' };
    const fromHeader = await sendJson('/api/auth/sign-in', 'POST', body, { headers: zh });
    expect((await errorOf(fromHeader)).message).toBe('email: 请输入有效的电子邮箱，例如 name@example.edu。');
    const fromCookie = await sendJson('/api/auth/sign-in', 'POST', body, { headers: { Cookie: 'qk_locale=es' } });
    expect((await errorOf(fromCookie)).message).toBe(
      'email: Escribe un correo electrónico válido, como nombre@ejemplo.edu.',
    );
    const browserOnly = await sendJson('/api/auth/sign-in', 'POST', body, { headers: { 'Accept-Language': 'es' } });
    expect((await errorOf(browserOnly)).message).toBe('email: Enter a valid e-mail address, like name@example.edu.');
    // The page's language wins over a saved choice: it is the one on screen.
    const both = await sendJson('/api/auth/sign-in', 'POST', body, { headers: { ...zh, Cookie: 'qk_locale=es' } });
    expect((await errorOf(both)).message).toContain('请输入有效的电子邮箱');
  });
});

describe('error answers in Spanish and Chinese', () => {
  it('a sign-up validation 400 keeps its code and field, in the reader language', async () => {
    const response = await sendJson('/api/auth/sign-up', 'POST', { email: '', password: 'x' }, { headers: es });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_request');
    expect(error.issues?.[0]).toEqual({ path: 'email', message: 'Se necesita un correo electrónico.' });
    const weak = await sendJson(
      '/api/auth/sign-up',
      'POST',
      { email: uniqueEmail(), password: 'ab1!' },
      { headers: zh },
    );
    expect(weak.status).toBe(400);
    const weakError = (await weak.json()) as { error: { code: string; message: string; reasons: string[] } };
    expect(weakError.error.code).toBe('weak_password');
    expect(weakError.error.reasons).toEqual(['密码至少需要 8 个字符。']);
    expect(weakError.error.message).toBe('密码太弱。密码至少需要 8 个字符。');
  });

  it("'Invalid login credentials'", async () => {
    const { email } = await signUp();
    const wrong = { email, password: 'not-the-password-9' };
    const spanish = await sendJson('/api/auth/sign-in', 'POST', wrong, {
      headers: { ...es, 'CF-Connecting-IP': '198.51.100.31' },
    });
    expect(spanish.status).toBe(401);
    expect(await errorOf(spanish)).toEqual({ code: 'invalid_credentials', message: 'Correo o contraseña incorrectos' });
    const chinese = await sendJson('/api/auth/sign-in', 'POST', wrong, {
      headers: { ...zh, 'CF-Connecting-IP': '198.51.100.32' },
    });
    expect(await errorOf(chinese)).toEqual({ code: 'invalid_credentials', message: '邮箱或密码错误' });
    const english = await sendJson('/api/auth/sign-in', 'POST', wrong, {
      headers: { 'CF-Connecting-IP': '198.51.100.33' },
    });
    expect(await errorOf(english)).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('a toolkit validation', async () => {
    const { token } = await signUp();
    const toolkit = { title: 'ab', description: 'Everything I use for exams.', resourceIds: ['notion'] };
    const spanish = await sendJson('/api/toolkits', 'POST', toolkit, { token, headers: es });
    expect(spanish.status).toBe(400);
    expect((await errorOf(spanish)).message).toBe('title: El título debe tener al menos 3 caracteres');
    const chinese = await sendJson('/api/toolkits', 'POST', { ...toolkit, resourceIds: [] }, { token, headers: zh });
    const issues = (await errorOf(chinese)).issues ?? [];
    expect(issues.map((issue) => issue.message)).toContain('请至少为工具包添加一个资源');
  });

  it('a toolkit answer naming a value, and a signed-out one', async () => {
    const { token } = await signUp();
    const twice = { title: 'Exam week', description: 'Everything I use for exams.', resourceIds: ['notion', 'notion'] };
    const spanish = await sendJson('/api/toolkits', 'POST', twice, { token, headers: es });
    expect((await errorOf(spanish)).message).toBe(
      "resourceIds: 'notion' ya está en este kit de herramientas: no puedes agregar el mismo recurso dos veces",
    );
    const signedOut = await sendJson('/api/toolkits', 'POST', twice, { headers: zh });
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).message).not.toMatch(/[A-Za-z]{4}/);
  });

  it('a bulletin post rule', async () => {
    const { token } = await signUp();
    const post = { title: 'Hey', body: 'Too short to be a post.', tags: [] };
    const spanish = await sendJson('/api/bulletin/posts', 'POST', post, { token, headers: es });
    expect(spanish.status).toBe(400);
    const messages = ((await errorOf(spanish)).issues ?? []).map((issue) => issue.message);
    expect(messages).toContain('El título debe tener al menos 5 caracteres.');
    expect(messages).toContain('El contenido debe tener al menos 50 caracteres.');
    const chinese = await sendJson('/api/bulletin/posts', 'POST', post, { token, headers: zh });
    expect(((await errorOf(chinese)).issues ?? []).map((issue) => issue.message)).toContain('标题至少需要 5 个字符。');
  });

  it('a resource suggestion check', async () => {
    const { token } = await signUp();
    const suggestion = {
      name: 'X',
      url: 'ftp://files.example.org',
      description: 'A free planner that helps students organise revision for every exam.',
      category: 'learning',
      email: '',
    };
    const spanish = await sendJson('/api/resource-submissions', 'POST', suggestion, { token, headers: es });
    expect(spanish.status).toBe(400);
    const messages = ((await errorOf(spanish)).issues ?? []).map((issue) => issue.message);
    expect(messages).toContain('El nombre del recurso debe tener al menos 2 caracteres.');
    expect(messages).toContain('La URL del sitio web debe ser una dirección que empiece por http:// o https://.');
  });

  it('a profile check naming what was sent', async () => {
    const { token } = await signUp();
    const url = await sendJson('/api/profile', 'PUT', { display_name: 'see example.com' }, { token, headers: es });
    expect(url.status).toBe(400);
    expect((await errorOf(url)).issues?.[0]?.message).toBe('Un nombre visible no puede tener una dirección web.');
    const goal = await sendJson('/api/profile', 'PUT', { study_goals: ['fly'] }, { token, headers: zh });
    expect((await errorOf(goal)).issues?.[0]?.message).toMatch(/^“fly”不是有效的学习目标。请从以下选项中选择：/);
  });

  it('a rate-limit 429 names what and how long, with Retry-After kept', async () => {
    const ask = (headers: Record<string, string>, address: string) =>
      sendJson(
        '/api/auth/forgot-password',
        'POST',
        { email: uniqueEmail('nobody') },
        { headers: { ...headers, 'CF-Connecting-IP': address } },
      );
    const [first, second] = [freshAddress(), freshAddress()];
    for (let i = 0; i < 5; i++) expect((await ask(es, first)).status).toBe(200);
    const spanish = await ask(es, first);
    expect(spanish.status).toBe(429);
    expect(spanish.headers.get('Retry-After')).toMatch(/^\d+$/);
    const limited = await errorOf(spanish);
    expect(limited.code).toBe('rate_limited');
    // The wait is what is left of the hour's window: minutes in the reader's words.
    expect(limited.message).toMatch(
      /^Demasiados pedidos para restablecer la contraseña\. Vuelve a intentarlo en (1 minuto|\d+ minutos|1 segundo|\d+ segundos)\.$/,
    );
    for (let i = 0; i < 5; i++) await ask(zh, second);
    const chinese = await ask(zh, second);
    expect((await errorOf(chinese)).message).toMatch(/^重置密码请求过多，请在 \d+ (分钟|秒)后重试。$/);
  });
});

async function mailTo(email: string): Promise<{ subject: string; body: string }> {
  for (let i = 0; i < 50; i++) {
    const row = await env.DB.prepare(
      'select subject, body from dev_mailbox where to_address = ? order by id desc limit 1',
    )
      .bind(email)
      .first<{ subject: string; body: string }>();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail for ${email}`);
}

describe('the password-reset e-mail', () => {
  it("is in the request's language, its link on that language's page", async () => {
    const { email } = await signUp();
    const answer = await sendJson(
      '/api/auth/forgot-password',
      'POST',
      { email },
      { headers: { ...es, 'CF-Connecting-IP': '198.51.100.51' } },
    );
    expect(((await answer.json()) as { message: string }).message).toMatch(/^Si existe una cuenta con ese correo/);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Restablece tu contraseña de Quadkit');
    expect(mail.body).toContain('Elige una contraseña nueva aquí: http://localhost:8787/es/reset-password?token=');
    expect(mail.body).not.toMatch(/Choose a new password|The link works/);
  });

  it("is in the recipient's saved language over the request's", async () => {
    const { email, user } = await signUp();
    await env.DB.prepare(
      'insert into user_preferences (user_id, locale) values (?, ?) on conflict (user_id) do update set locale = excluded.locale',
    )
      .bind(user.id, 'zh')
      .run();
    await sendJson(
      '/api/auth/forgot-password',
      'POST',
      { email },
      { headers: { ...es, 'CF-Connecting-IP': '198.51.100.52' } },
    );
    const mail = await mailTo(email);
    expect(mail.subject).toBe('重置你的 Quadkit 密码');
    expect(mail.body).toContain('在这里设置新密码：http://localhost:8787/zh/reset-password?token=');
  });
});

describe('the sign-up notice e-mail', () => {
  it('is in the language the sign-up was tried in', async () => {
    const { email } = await signUp();
    await sendJson(
      '/api/auth/sign-up',
      'POST',
      { email, password: TEST_PASSWORD },
      { headers: { ...zh, 'CF-Connecting-IP': '198.51.100.71' } },
    );
    const mail = await mailTo(email);
    expect(mail.subject).toBe('有人尝试用你的邮箱注册 Quadkit');
    expect(mail.body).toContain('http://localhost:8787/zh/forgot-password');
  });
});

async function chatEvents(headers: Record<string, string>, message: string): Promise<(ChatEvent | undefined)[]> {
  const response = await sendJson(
    '/api/chat',
    'POST',
    { message, history: [] },
    { headers: { ...headers, 'CF-Connecting-IP': '198.51.100.61' } },
  );
  expect(response.status).toBe(200);
  const events: (ChatEvent | undefined)[] = [];
  sseParser((event, data) => events.push(parseEventFrame(event, data)))(await response.text(), true);
  return events;
}

describe("the Study Assistant's local answer", () => {
  it('frames the cards in Spanish and Chinese; the cards stay English', async () => {
    const spanish = await chatEvents(es, 'flashcards for memorizing vocabulary');
    const start = spanish[0];
    expect(start?.type === 'start' && start.label).toBe(
      'Coincidencias del catálogo (las respuestas con IA están activas en producción)',
    );
    const lead = spanish.find((event) => event?.type === 'text');
    expect(lead?.type === 'text' && lead.text).toMatch(
      /^(Este elemento del catálogo|Estos \d+ elementos del catálogo)/,
    );
    const chinese = await chatEvents(zh, 'zzzzqqqq xxyyzz');
    const none = chinese.find((event) => event?.type === 'text');
    expect(none?.type === 'text' && none.text).toBe('目录中还没有与此匹配的内容。换个说法试试，或浏览全部资源。');
  });

  it("says why each card fits in the reader's language: the student's words quoted, what they name translated", async () => {
    const whyLines = async (headers: Record<string, string>) =>
      (await chatEvents(headers, 'I am stressed about finals and cannot sleep')).flatMap((event) =>
        event?.type === 'card' && event.card.id === 'headspace' ? [event.card.why] : [],
      );
    expect(await whyLines({})).toEqual(['Fits "stressed", "sleep": wellness and mental health']);
    expect(await whyLines(es)).toEqual(['Encaja con “stressed”, “sleep”: bienestar y salud mental']);
    expect(await whyLines(zh)).toEqual(['符合“stressed”、“sleep”：身心健康']);
  });
});

describe('the edge-cached search answer', () => {
  it('kept for a Spanish page holds no worker text, so a Chinese page gets nothing English or Spanish', async () => {
    const path = `/api/search?q=notion&limit=3&probe=${Date.now()}`;
    const spanish = await callWorker(path, { headers: es });
    expect(spanish.status).toBe(200);
    const chinese = await callWorker(path, { headers: zh });
    expect(chinese.headers.get('X-Cache')).toBe('HIT');
    const english = await callWorker(path);
    // One body for every language: only catalog content (English by design), no sentence the worker wrote.
    expect(await chinese.text()).toBe(await english.text());
    // An error answer is written per request in its reader's language and never kept.
    const bad = `/api/search?q=${'x'.repeat(300)}&probe=${Date.now()}`;
    const badSpanish = await callWorker(bad, { headers: es });
    const badChinese = await callWorker(bad, { headers: zh });
    expect(badSpanish.status).toBe(400);
    expect((await errorOf(badSpanish)).message).toBe(
      'q: El texto de búsqueda puede tener como máximo 200 caracteres; acórtalo e inténtalo de nuevo.',
    );
    expect((await errorOf(badChinese)).message).toBe('q: 搜索文本最多 200 个字符，请缩短后重试。');
    expect(badChinese.headers.get('X-Cache')).not.toBe('HIT');
  });
});

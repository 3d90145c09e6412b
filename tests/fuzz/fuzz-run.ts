// Runs N fuzz cases against a running worker and checks each answer: never a 5xx, and every API error in the one
// error shape ({ error: { code, message } }; DELETE /api/account keeps the spec's { success, error }).
import { apiRoutes, fuzzRequest, type FuzzRequest } from './fuzz-cases';

export interface FuzzReport {
  total: number;
  byStatus: Map<number, number>;
  failures: string[];
  routes: number;
}

async function signedInCookie(baseURL: string): Promise<string> {
  const email = `fuzz-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.edu`;
  const response = await fetch(`${baseURL}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email, password: 'fuzz-horse-4321' }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('qk_session='));
  if (!cookie) throw new Error(`fuzz: sign-up answered ${response.status}`);
  return cookie.split(';')[0]!;
}

function shapeProblem(request: FuzzRequest, url: string, status: number, text: string): string | null {
  // Only the API has the one error shape; '/API/x' or '/api/../x' (resolved by the URL) are the shell's paths.
  if (status < 400 || request.method === 'HEAD' || !new URL(url).pathname.startsWith('/api/')) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  const error = (json as { error?: unknown }).error;
  if (request.route.path === '/api/account' && typeof error === 'string') return null;
  const ok =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string';
  return ok ? null : `error body not in the one shape: ${text.slice(0, 120)}`;
}

export async function runFuzz(baseURL: string, total: number, seed = 1, concurrency = 8): Promise<FuzzReport> {
  const routes = await apiRoutes();
  const cookie = await signedInCookie(baseURL);
  const report: FuzzReport = { total, byStatus: new Map(), failures: [], routes: routes.length };
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const request = fuzzRequest(routes, seed, i, baseURL);
      const headers = { ...request.headers, ...(request.signedIn ? { Cookie: cookie } : {}) };
      // The account route is left out signed in: deleting the fuzz account would sign the rest out.
      if (request.signedIn && request.method === 'DELETE' && /^\/api\/account\/?$/i.test(request.path)) {
        delete (headers as Record<string, string>).Cookie;
      }
      let status = 0;
      let problem: string | null = null;
      try {
        const url = `${baseURL}${request.path}`;
        const response = await fetch(url, {
          method: request.method,
          headers,
          body: (request.body ?? null) as BodyInit | null,
          redirect: 'manual',
        });
        status = response.status;
        const text = await response.text();
        problem =
          status >= 500 ? `answered ${status}: ${text.slice(0, 120)}` : shapeProblem(request, url, status, text);
      } catch (err) {
        problem = `request failed: ${err instanceof Error ? err.message : String(err)}`;
      }
      report.byStatus.set(status, (report.byStatus.get(status) ?? 0) + 1);
      if (problem) report.failures.push(`#${i} ${request.method} ${request.path.slice(0, 80)}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

export function formatReport(report: FuzzReport): string {
  const rows = [...report.byStatus.entries()].sort(([a], [b]) => a - b);
  return [
    `fuzz: ${report.total} requests over ${report.routes} API routes`,
    'status  count',
    '------  -----',
    ...rows.map(([status, count]) => `${String(status).padEnd(6)}  ${String(count).padStart(5)}`),
    `failures: ${report.failures.length}`,
    ...report.failures.slice(0, 20),
  ].join('\n');
}

// Sign-in latency through the real worker: one sign-up, then N sequential sign-ins with the right password
// (each one a PBKDF2-SHA-256 check at the production's 100,000 iterations, plus a new session in D1).
import { percentile, type BenchRow } from './bench-row';

const N = 30;

async function post(baseURL: string, path: string, body: unknown): Promise<Response> {
  // Our worker refuses mutating requests whose Origin is not its own, as a browser would send it.
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin },
    body: JSON.stringify(body),
  });
}

export async function run(ctx: { baseURL: string }): Promise<BenchRow[]> {
  const email = `bench-${Date.now().toString(36)}@example.edu`;
  const password = 'bench-password-42';
  const signUp = await post(ctx.baseURL, '/api/auth/sign-up', { email, password });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);

  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const started = performance.now();
    const response = await post(ctx.baseURL, '/api/auth/sign-in', { email, password });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`sign-in ${i + 1} answered ${response.status}`);
  }
  return [
    {
      name: 'sign-in',
      n: N,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      note: 'PBKDF2-SHA-256 100,000 iterations + new session; sequential, localhost',
    },
  ];
}

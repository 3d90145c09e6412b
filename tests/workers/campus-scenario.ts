// The campus sign-in scenario (docs/decisions/0016), written once for both places that run it: the Workers test (in the runtime,
// worker/test/auth/campus-sign-in.test.ts) and `npm run load -- --campus` (a real worker over HTTP).
// Students sign up from home over the term; one morning they all sign in from one shared campus address, with a
// normal rate of typos (wrong passwords and mistyped e-mails), while an attacker on the same address guesses
// passwords for several accounts. Nothing here knows how the limits work: it only counts answers.

/** Sends a JSON POST to the worker with the given extra headers (CF-Connecting-IP, Cookie). */
export type PostJson = (path: string, body: unknown, headers: Record<string, string>) => Promise<Response>;

export interface CampusOptions {
  students: number;
  /** Every n-th student makes one typo before the right attempt (20: 5 %), alternating password and e-mail. */
  typoEvery: number;
  /** Of the students, this share comes in a fresh browser (no device cookie) but signed in on campus before. */
  freshBrowserShare: number;
  /** Accounts the attacker guesses for (student accounts with their device, and accounts of people elsewhere). */
  targetStudents: number;
  targetOthers: number;
  guessesPerTarget: number;
  /** Requests in flight at once. */
  parallel: number;
  campus: string;
  password: string;
  seed: number;
  log?: (line: string) => void;
}

export const CAMPUS_DEFAULTS: CampusOptions = {
  students: 300,
  typoEvery: 20,
  freshBrowserShare: 0.2,
  targetStudents: 3,
  targetOthers: 2,
  guessesPerTarget: 12,
  parallel: 6,
  campus: '10.50.0.1',
  password: 'violet-lantern-93',
  seed: 26,
};

export interface CampusReport {
  students: number;
  typos: number;
  /** Students whose right password, on campus, was answered anything but 200. */
  lockedOut: { email: string; status: number }[];
  /** Per targeted account: the attacker's guesses whose password was checked (answered 401 or 200). */
  attackerEvaluated: Map<string, number>;
  attackerRefused: number;
  /** Answers other than 200, 401 and 429 (each one an error). */
  unexpected: string[];
  seconds: number;
}

interface Student {
  email: string;
  device: string | undefined;
  fresh: boolean;
}

const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const deviceOf = (response: Response): string | undefined =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith('qk_device='))
    ?.split(';')[0];

/** A distinct home address per person, outside the campus one. */
const homeAddress = (i: number) => `10.60.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function inBatches<T>(items: readonly T[], parallel: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

export async function runCampusScenario(
  post: PostJson,
  options: CampusOptions = CAMPUS_DEFAULTS,
): Promise<CampusReport> {
  const started = Date.now();
  const random = mulberry32(options.seed);
  const unexpected: string[] = [];
  const run = `${options.seed}-${started.toString(36)}`;
  const expectStatus = (what: string, response: Response, allowed: number[]) => {
    if (!allowed.includes(response.status)) unexpected.push(`${what}: ${response.status}`);
  };

  // The term so far: every student signed up at home; a fifth also signed in on campus before (another browser).
  const students: Student[] = Array.from({ length: options.students }, (_, i) => ({
    email: `campus-${run}-${i}@example.edu`,
    device: undefined,
    fresh: i % Math.round(1 / options.freshBrowserShare) === 0,
  }));
  const others = Array.from({ length: options.targetOthers }, (_, i) => `faculty-${run}-${i}@example.edu`);
  await inBatches([...students.map((s) => s.email), ...others], options.parallel, async (email) => {
    const index = students.findIndex((s) => s.email === email);
    const home = homeAddress(index >= 0 ? index : options.students + others.indexOf(email));
    const response = await post(
      '/api/auth/sign-up',
      { email, password: options.password },
      { 'CF-Connecting-IP': home },
    );
    expectStatus('sign-up', response, [201]);
    if (index >= 0) (students[index] as Student).device = deviceOf(response);
  });
  await inBatches(
    students.filter((s) => s.fresh),
    options.parallel,
    async (student) => {
      const response = await post(
        '/api/auth/sign-in',
        { email: student.email, password: options.password },
        { 'CF-Connecting-IP': options.campus },
      );
      expectStatus('earlier campus sign-in', response, [200]);
    },
  );
  options.log?.(`campus: ${students.length} students and ${others.length} others signed up`);

  // The morning: each student's attempts in order, interleaved at random with the attacker's guesses.
  type Step = () => Promise<void>;
  const lanes: Step[][] = [];
  const lockedOut: CampusReport['lockedOut'] = [];
  let typos = 0;
  const withDevice = students.filter((s) => !s.fresh);
  const targets = [...withDevice.slice(0, options.targetStudents).map((s) => s.email), ...others];
  for (const [i, student] of students.entries()) {
    const headers: Record<string, string> = { 'CF-Connecting-IP': options.campus };
    if (!student.fresh && student.device) headers.Cookie = student.device;
    const lane: Step[] = [];
    if ((i + 1) % options.typoEvery === 0) {
      typos++;
      const typo =
        typos % 2 === 1
          ? { email: student.email, password: `${options.password}x` }
          : { email: student.email.replace('@example.edu', '@exmaple.edu'), password: options.password };
      lane.push(async () => expectStatus('student typo', await post('/api/auth/sign-in', typo, headers), [401]));
    }
    lane.push(async () => {
      const response = await post('/api/auth/sign-in', { email: student.email, password: options.password }, headers);
      if (response.status !== 200) lockedOut.push({ email: student.email, status: response.status });
    });
    lanes.push(lane);
  }
  const attackerEvaluated = new Map(targets.map((email) => [email, 0]));
  let attackerRefused = 0;
  for (const [t, email] of targets.entries()) {
    lanes.push(
      Array.from({ length: options.guessesPerTarget }, (_, g) => async () => {
        const response = await post(
          '/api/auth/sign-in',
          { email, password: `guess-${t}-${g}-${run}` },
          { 'CF-Connecting-IP': options.campus },
        );
        expectStatus('attacker guess', response, [401, 429]);
        if (response.status === 429) attackerRefused++;
        else attackerEvaluated.set(email, (attackerEvaluated.get(email) ?? 0) + 1);
      }),
    );
  }
  // Draw the next step from a random lane, so every lane keeps its own order.
  const schedule: Step[] = [];
  const open = lanes.map((lane) => [...lane]);
  while (open.some((lane) => lane.length > 0)) {
    const live = open.filter((lane) => lane.length > 0);
    schedule.push((live[Math.floor(random() * live.length)] as Step[]).shift() as Step);
  }
  await inBatches(schedule, options.parallel, (step) => step());
  const report = {
    students: students.length,
    typos,
    lockedOut,
    attackerEvaluated,
    attackerRefused,
    unexpected,
    seconds: (Date.now() - started) / 1000,
  };
  options.log?.(formatCampusReport(report));
  return report;
}

export function formatCampusReport(report: CampusReport): string {
  const evaluated = [...report.attackerEvaluated.values()];
  return [
    `campus: ${report.students} students (${report.typos} typos) and one attacker behind one address`,
    `  students locked out:            ${report.lockedOut.length}`,
    `  attacker guesses evaluated:     ${evaluated.join(', ')} (per targeted account; max ${Math.max(...evaluated)})`,
    `  attacker guesses refused (429): ${report.attackerRefused}`,
    `  unexpected answers:             ${report.unexpected.length}`,
    `  time:                           ${report.seconds.toFixed(1)} s`,
  ].join('\n');
}

/** What the scenario must show: no student locked out, at most `perAccount` guesses evaluated per account. */
export const campusPassed = (report: CampusReport, perAccount = 5): boolean =>
  report.lockedOut.length === 0 &&
  report.unexpected.length === 0 &&
  [...report.attackerEvaluated.values()].every((n) => n <= perAccount);

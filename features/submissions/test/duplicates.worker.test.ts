// Possible duplicates: a suggestion on the same site and path as a catalog resource or a pending
// suggestion, or with nearly its name, is stored but answered with `possibleDuplicate`; the admin queue shows it on
// the card, and 'Reject as duplicate' tells the submitter which entry it repeats. An identical URL stays refused.
import { describe, expect, it } from 'vitest';
import { likeness, placeOf } from '../api/duplicate-match';
import type { PossibleDuplicate } from '../shared/possible-duplicate';
import { call, countResources, signUpAdmin, storedSubmission, validSubmission } from './helpers';
import { signUp } from '../../../tests/workers/session';

const PATH = '/api/resource-submissions';

type Submitted = { submission: { id: string; status: string }; possibleDuplicate?: PossibleDuplicate };
type Queue = { submissions: { id: string; name: string; possibleDuplicate: PossibleDuplicate | null }[] };

describe('likeness', () => {
  const like = (url: string, title: string, other: string, otherTitle: string) =>
    likeness(url, title, { url: other, title: otherTitle });

  it('matches the same site when one path holds the other, ignoring www', () => {
    expect(placeOf('https://www.desmos.com/calculator')).toEqual({
      domain: 'desmos.com',
      subdomain: '',
      path: ['calculator'],
    });
    expect(like('https://www.desmos.com/calculator', 'Graphing', 'https://desmos.com', 'Desmos')).toBe(2);
    expect(like('https://desmos.com/calculator/', 'Desmos', 'https://www.desmos.com', 'Desmos Graphing')).toBe(3);
    // Siblings on one site are different pages.
    expect(like('https://example.org/tools/a', 'Alpha', 'https://example.org/tools/b', 'Beta')).toBe(0);
  });

  it('knows registrable domains from the public suffix list', () => {
    expect(placeOf('https://www.ox.ac.uk/admissions')?.domain).toBe('ox.ac.uk');
    expect(like('https://www.ox.ac.uk/', 'Oxford', 'https://www.cam.ac.uk/', 'Cambridge')).toBe(0);
  });

  it('does not mistake two products of one company for each other', () => {
    expect(like('https://docs.google.com', 'Google Docs', 'https://scholar.google.com', 'Google Scholar')).toBe(0);
    // The same product name on another subdomain of the company is a match.
    expect(like('https://edu.google.com/scholar', 'Scholar', 'https://scholar.google.com', 'Google Scholar')).toBe(2);
  });

  it('matches nearly the same name anywhere', () => {
    expect(like('https://khan.example', 'Khan-Academy', 'https://www.khanacademy.org', 'Khan Academy')).toBe(1);
    expect(like('https://khan.example', 'Khan Lab', 'https://www.khanacademy.org', 'Khan Academy')).toBe(0);
  });
});

describe('POST /api/resource-submissions with a possible duplicate', () => {
  it("accepts desmos.com/calculator but answers that it looks like the catalog's Desmos", async () => {
    const { status, body } = await call<Submitted>(
      PATH,
      'POST',
      validSubmission({ name: 'Desmos Graphing Calculator', url: 'https://www.desmos.com/calculator' }),
    );
    expect(status).toBe(201);
    expect(body.possibleDuplicate).toEqual({
      where: 'catalog',
      title: 'Desmos Graphing Calculator',
      url: 'https://www.desmos.com',
      resourceId: 'desmos',
    });
    expect((await storedSubmission(body.submission.id))?.status).toBe('pending');
  });

  it('says nothing about a suggestion that looks like nothing we have', async () => {
    const { status, body } = await call<Submitted>(PATH, 'POST', validSubmission());
    expect(status).toBe(201);
    expect(body).toEqual({ submission: { id: expect.any(String), status: 'pending' } });
  });

  it('names an earlier pending suggestion on the same site, without a link to a page it does not have', async () => {
    const first = validSubmission({ name: 'Quiz Forge', url: 'https://quiz-forge.example.org' });
    expect((await call(PATH, 'POST', first)).status).toBe(201);
    const { body } = await call<Submitted>(
      PATH,
      'POST',
      validSubmission({ name: 'QuizForge flashcards', url: 'https://www.quiz-forge.example.org/decks' }),
    );
    expect(body.possibleDuplicate).toEqual({
      where: 'pending',
      title: 'Quiz Forge',
      url: 'https://quiz-forge.example.org',
    });
  });

  it('still refuses the identical URL outright', async () => {
    const { status, body } = await call(PATH, 'POST', validSubmission({ url: 'https://www.desmos.com/' }));
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/already in our catalog as "Desmos Graphing Calculator"/);
  });
});

describe('the admin queue', () => {
  it('shows the possible duplicate on the card, and Reject as duplicate tells the submitter', async () => {
    const [admin, submitter] = [await signUpAdmin(), await signUp()];
    const submitted = await call<Submitted>(
      PATH,
      'POST',
      validSubmission({ name: 'Desmos Calculator', url: 'https://desmos.com/calculator/scientific' }),
      { token: submitter.token },
    );
    const id = submitted.body.submission.id;
    const queue = await call<Queue>('/api/admin/resource-submissions', 'GET', undefined, { token: admin.token });
    const card = queue.body.submissions.find((s) => s.id === id);
    expect(card?.possibleDuplicate).toMatchObject({ where: 'catalog', resourceId: 'desmos' });
    // A plain suggestion in the same queue carries none.
    const plain = await call<Submitted>(PATH, 'POST', validSubmission());
    const again = await call<Queue>('/api/admin/resource-submissions', 'GET', undefined, { token: admin.token });
    expect(again.body.submissions.find((s) => s.id === plain.body.submission.id)?.possibleDuplicate).toBeNull();

    const resources = await countResources();
    const reason = 'Duplicate: Desmos Graphing Calculator is already in our catalog.';
    const rejected = await call(
      `/api/admin/resource-submissions/${id}/reject`,
      'POST',
      { reason },
      {
        token: admin.token,
      },
    );
    expect(rejected.status).toBe(200);
    expect(await countResources()).toBe(resources);
    const mine = await call<{ submissions: { id: string; status: string; reason: string }[] }>(
      `${PATH}/mine`,
      'GET',
      undefined,
      { token: submitter.token },
    );
    expect(mine.body.submissions.find((s) => s.id === id)).toMatchObject({ status: 'rejected', reason });
  });
});

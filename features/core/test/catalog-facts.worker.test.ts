// Every built-in item has its own 'How to access' steps (no two alike) and an About that adds to the
// description rather than repeating it; the items students reported as wrong say the right thing.
import { describe, expect, it } from 'vitest';
import { RESOURCE_FACTS } from '../catalog/facts/index';
import { RESOURCES } from '../catalog/resources/index';

const ids = new Set(RESOURCES.map((r) => r.id));
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);
const sentences = (text: string) =>
  text
    .toLowerCase()
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);

/** Share of the About's words that the description already has. */
function overlap(about: string, description: string): number {
  const a = words(about);
  const d = words(description);
  return [...a].filter((w) => d.has(w)).length / Math.max(1, a.size);
}

/** True when the About says (nearly) what the description says: a shared sentence or mostly the same words. */
function repeatsDescription(about: string, description: string): boolean {
  const d = description.toLowerCase();
  return sentences(about).some((s) => d.includes(s)) || overlap(about, description) > 0.6;
}

const accessText = (steps: readonly string[]) => steps.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();

describe('catalog facts', () => {
  it('writes facts only for resources that exist', () => {
    for (const id of Object.keys(RESOURCE_FACTS)) expect(ids.has(id), id).toBe(true);
  });

  it('gives every resource its own written access steps, and no two resources the same text', () => {
    const seen = new Map<string, string>();
    for (const r of RESOURCES) {
      const facts = RESOURCE_FACTS[r.id];
      expect(facts, `${r.id} has no written facts`).toBeDefined();
      const access = facts?.access ?? [];
      expect(access.length, r.id).toBeGreaterThan(0);
      for (const step of access) expect(step.trim().length, r.id).toBeGreaterThan(10);
      const text = accessText(access);
      expect(seen.get(text), `${r.id} has the same access text as ${seen.get(text)}`).toBeUndefined();
      seen.set(text, r.id);
    }
  });

  it('never lets an About repeat its description', () => {
    for (const r of RESOURCES) {
      const about = RESOURCE_FACTS[r.id]?.about;
      if (about === undefined) continue;
      expect(about.trim().length, r.id).toBeGreaterThan(20);
      expect(repeatsDescription(about, r.description), r.id).toBe(false);
    }
  });

  it('catches an About that repeats the description (the check can fail)', () => {
    const r = RESOURCES[0]!;
    expect(repeatsDescription(r.description, r.description)).toBe(true);
    expect(repeatsDescription(`Note: ${sentences(r.description)[0]}`, r.description)).toBe(true);
  });

  it('fixes the reported blocks: Oyez needs no sign-in, Earthdata its own login, SMART and ADEA are no college applications', () => {
    const text = (id: string) => accessText(RESOURCE_FACTS[id]!.access);
    expect(text('oyez')).toContain('no account or sign-in');
    expect(text('oyez')).not.toContain('library');
    expect(text('nasa-earthdata')).toContain('earthdata login');
    expect(text('nasa-earthdata')).not.toContain('university library');
    for (const id of ['smart-scholarship', 'adea']) {
      expect(text(id), id).not.toMatch(/fee waiver|applying to college/);
    }
    expect(text('smart-scholarship')).toContain('smartscholarship.org');
    expect(text('adea')).toContain('aadsas');
  });
});

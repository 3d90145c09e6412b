// How alike two resources are, by place and by name. Place: the registrable domain (public suffix list, tldts),
// the subdomain without 'www', and the path, where one path containing the other counts ('desmos.com' and
// 'www.desmos.com/calculator'). Name: the title's words without filler, either all of the shorter title's words in
// the other on the same registrable domain, or nearly the same words anywhere.
import { parse } from 'tldts';

interface Place {
  domain: string;
  subdomain: string;
  path: string[];
}

export function placeOf(url: string): Place | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const info = parse(parsed.hostname);
  const domain = info.domain ?? parsed.hostname;
  const subdomain = (info.subdomain ?? '').replace(/^www\d*(\.|$)/, '');
  const path = decodeSafe(parsed.pathname)
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .filter((segment, i, all) => !(i === all.length - 1 && /^index\.\w+$/.test(segment)));
  return { domain: domain.toLowerCase(), subdomain: subdomain.toLowerCase(), path };
}

function decodeSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const isPrefix = (short: string[], long: string[]) => short.every((segment, i) => long[i] === segment);

/** Same site and one path inside the other: 'desmos.com/' holds 'desmos.com/calculator'. */
export function samePlace(a: Place, b: Place): boolean {
  if (a.domain !== b.domain || a.subdomain !== b.subdomain) return false;
  return a.path.length <= b.path.length ? isPrefix(a.path, b.path) : isPrefix(b.path, a.path);
}

const FILLER = new Set(['the', 'a', 'an', 'of', 'for', 'and', 'to', 'in', 'on', 'by', 'with', 'your', 'app']);

export function titleWords(title: string): Set<string> {
  const plain = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return new Set(plain.split(/[^a-z0-9]+/).filter((word) => word && !FILLER.has(word)));
}

/** Shared words over all words (Jaccard), 0 when either title has none. */
export function nameSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

const contains = (long: Set<string>, short: Set<string>) => short.size > 0 && [...short].every((w) => long.has(w));

/** Names this alike are the same resource wherever they live ('Khan Academy' / 'Khan-Academy'). */
export const SAME_NAME = 0.75;

export interface Candidate {
  title: string;
  url: string;
}

/** How strongly `candidate` looks like the suggestion: 0 (not at all) to 3 (same place and name). */
export function likeness(url: string, title: string, candidate: Candidate): number {
  const [a, b] = [placeOf(url), placeOf(candidate.url)];
  const [wordsA, wordsB] = [titleWords(title), titleWords(candidate.title)];
  const sameSite = a !== null && b !== null && a.domain === b.domain;
  const place = a !== null && b !== null && samePlace(a, b);
  const name = nameSimilarity(wordsA, wordsB) >= SAME_NAME;
  const nameInside = wordsA.size <= wordsB.size ? contains(wordsB, wordsA) : contains(wordsA, wordsB);
  if (place) return name || nameInside ? 3 : 2;
  if (sameSite && nameInside) return 2;
  return name ? 1 : 0;
}

/** The candidate that looks most like the suggestion, if any does. */
export function bestMatch<T extends Candidate>(url: string, title: string, candidates: readonly T[]): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const candidate of candidates) {
    const score = likeness(url, title, candidate);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

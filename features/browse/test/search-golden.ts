// The golden set of search queries: what students type and the resources they expect near the top.
// `expect` lists the acceptable answers; a case scores 1/rank of the first one found within the top `k`
// (1 for exact titles, 3 for the rest), else 0. MRR over all cases must be at least 0.9.

export type GoldenKind = 'exact' | 'prefix' | 'infix' | 'typo' | 'synonym' | 'topic';

export interface GoldenCase {
  q: string;
  kind: GoldenKind;
  expect: readonly string[];
  /** For typos: the correction the answer must report. */
  corrected?: string;
}

const exact = (q: string, id: string): GoldenCase => ({ q, kind: 'exact', expect: [id] });
const top3 = (kind: GoldenKind, q: string, expect: string[], corrected?: string): GoldenCase =>
  corrected ? { q, kind, expect, corrected } : { q, kind, expect };

const SCHOLARSHIPS = [
  'gates-scholarship',
  'jack-kent-cooke',
  'coca-cola-scholars',
  'smart-scholarship',
  'gilman-scholarship',
  'critical-language-scholarship',
  'bigfuture-scholarships',
  'chevening',
  'marshall-scholarship',
  'truman-scholarship',
  'noaa-hollings',
  'florida-bright-futures',
  'schwarzman-scholars',
  'google-scholar',
  'semantic-scholar',
];

export const GOLDEN_CASES: readonly GoldenCase[] = [
  // An exact title is first, even when the word is common elsewhere ('pitch', 'forest', 'osmosis').
  exact('Grammarly', 'grammarly'),
  exact('quizlet', 'quizlet'),
  exact('Anki', 'anki'),
  exact('Zotero', 'zotero'),
  exact('ZoteroBib', 'zotero-bib'),
  exact('Overleaf', 'overleaf'),
  exact('Khan Academy', 'khan-academy'),
  exact('coursera', 'coursera'),
  exact('Pitch', 'pitch'),
  exact('Forest', 'forest'),
  exact('Osmosis', 'osmosis'),
  exact('Handshake', 'handshake'),
  exact('Google Docs', 'google-docs'),
  exact('Oyez', 'oyez'),
  exact('GeoGebra', 'geogebra'),
  exact('LeetCode', 'leetcode'),
  exact('Edutopia', 'edutopia'),
  exact('Europeana', 'europeana'),
  exact('Backstage', 'backstage'),
  exact('Enactus', 'enactus'),
  exact('Ballotpedia', 'ballotpedia'),
  exact('iNaturalist', 'inaturalist'),
  exact('JSTOR', 'jstor'),
  exact('Study in NL', 'study-in-nl'),
  // A title beginning: first.
  { q: 'notion', kind: 'prefix', expect: ['notion'] },
  { q: 'gramm', kind: 'prefix', expect: ['grammarly'] },
  { q: 'desmos', kind: 'prefix', expect: ['desmos'] },
  { q: 'fe exam', kind: 'prefix', expect: ['ncees-fe'] },
  { q: 'mcat', kind: 'prefix', expect: ['aamc-mcat'] },
  { q: 'gre', kind: 'prefix', expect: ['gre'] },
  // Inside a word.
  top3('infix', 'cholar', SCHOLARSHIPS),
  top3('infix', 'otero', ['zotero', 'zotero-bib']),
  top3('infix', 'rammarly', ['grammarly']),
  top3('infix', 'uizlet', ['quizlet']),
  top3('infix', 'inkedin', ['linkedin']),
  // Typos: one edit for 4-7 letters, two for longer.
  top3('typo', 'notoin', ['notion'], 'notion'),
  top3('typo', 'quizelt', ['quizlet'], 'quizlet'),
  top3('typo', 'scholarshps', SCHOLARSHIPS, 'scholarships'),
  top3('typo', 'grammerly', ['grammarly'], 'grammarly'),
  top3('typo', 'canav', ['canva'], 'canva'),
  top3('typo', 'couresra', ['coursera'], 'coursera'),
  top3('typo', 'linkdin', ['linkedin'], 'linkedin'),
  top3('typo', 'overleef', ['overleaf'], 'overleaf'),
  top3('typo', 'duolingoo', ['duolingo'], 'duolingo'),
  top3('typo', 'nclx', ['nclex'], 'nclex'),
  top3('typo', 'psycology', ['apa-psychology', 'psi-chi', 'psychopy'], 'psychology'),
  top3('typo', 'flashcrads', ['quizlet', 'anki', 'osmosis'], 'flashcards'),
  top3('typo', 'khan acadmy', ['khan-academy'], 'khan academy'),
  top3('typo', 'leetocde', ['leetcode'], 'leetcode'),
  // Synonyms a student types.
  top3('synonym', 'ppt', ['google-slides', 'prezi', 'pitch', 'beautiful-ai', 'gamma', 'slidesgo']),
  top3('synonym', 'cv', ['canva', 'indeed', 'adplist', 'edx', 'glassdoor', 'handshake']),
  top3('synonym', 'discount', [
    'unidays',
    'student-beans',
    'spotify-premium-student',
    'amazon-prime-student',
    'apple-education-pricing',
    'notion',
    'github-student-developer-pack',
    'microsoft-365-education',
    'adobe-creative-cloud-students',
    'jetbrains-students',
    'isic-card',
  ]),
  top3('synonym', 'therapy', [
    'headspace',
    'lifeline-988',
    'crisis-text-line',
    'jed-foundation',
    'trevor-project',
    'nami',
    'active-minds',
  ]),
  top3('synonym', 'lawschool', ['lsac', 'accesslex', 'american-bar-association']),
  // Topics: exams, fields and places.
  top3('topic', 'nursing exam', ['nclex']),
  top3('topic', 'lsat', ['lsac']),
  top3('topic', 'cpa exam', ['this-way-to-cpa']),
  top3('topic', 'supreme court', ['oyez', 'cornell-lii', 'courtlistener']),
  top3('topic', 'sheet music', ['imslp', 'musescore']),
  top3('topic', 'circuit simulator', ['falstad-circuit']),
  top3('topic', 'protein structures', ['rcsb-pdb']),
  top3('topic', 'study in japan', ['study-in-japan']),
  top3('topic', 'germany', ['daad']),
  top3('topic', 'georgia hope', ['gafutures']),
  top3('topic', 'teacher licensing', ['praxis', 'edtpa']),
  top3('topic', 'actuary', ['soa-exams']),
  top3('topic', 'bird sightings', ['ebird']),
  top3('topic', 'undocumented', ['thedream-us', 'immigrants-rising', 'my-undocumented-life']),
  top3('topic', 'capture the flag', ['picoctf']),
];

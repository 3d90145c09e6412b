// Natural questions, written as students write them: what a good answer includes, by catalog id.
// Each case lists several acceptable ids, so items added to the catalog later do not make it fail. `area` groups
// them (a category, one of the 13 fields of study, a region or country, or a known keyword query).
// Search (features/browse/test/natural-golden.worker.test.ts) and the Study Assistant's local path
// (features/assistant/test/natural-golden.worker.test.ts) both run over this list.

export interface NaturalCase {
  q: string;
  area: string;
  /** Acceptable answers: one of them in search's first 5 and the assistant's first 4 cards. */
  expect: readonly string[];
}

const WELLNESS = ['headspace', 'lifeline-988', 'crisis-text-line', 'jed-foundation', 'nami', 'active-minds'];
const CITATION = ['zotero-bib', 'zotero', 'purdue-owl'];
const SLIDES = ['canva', 'google-slides', 'prezi', 'pitch', 'beautiful-ai', 'gamma', 'slidesgo'];
const AID = ['fafsa', 'fastweb', 'bigfuture-scholarships', 'questbridge', 'gates-scholarship', 'college-scorecard'];
const CODING = ['freecodecamp', 'khan-academy', 'github-student-developer-pack', 'leetcode', 'mit-opencourseware'];

export const NATURAL_CASES: readonly NaturalCase[] = [
  // Wellness
  { q: 'I am stressed about finals and cannot sleep', area: 'wellness', expect: WELLNESS },
  { q: 'who can I talk to if I feel really anxious', area: 'wellness', expect: WELLNESS },
  { q: 'meditation app for students', area: 'wellness', expect: ['headspace'] },
  { q: 'i feel overwhelmed and lonely at college', area: 'wellness', expect: WELLNESS },
  { q: 'how do I stop procrastinating on my phone', area: 'wellness', expect: ['forest', 'notion'] },
  // Writing and citations
  { q: 'how do I cite a website in APA', area: 'writing', expect: CITATION },
  { q: 'where can I find an MLA citation generator', area: 'writing', expect: CITATION },
  {
    q: 'free alternative to microsoft word',
    area: 'writing',
    expect: ['google-docs', 'microsoft-365-education', 'overleaf'],
  },
  {
    q: 'help me check the grammar in my essay',
    area: 'writing',
    expect: ['grammarly', 'hemingway-editor', 'purdue-owl'],
  },
  { q: 'how to write a thesis in latex', area: 'writing', expect: ['overleaf'] },
  // Presentation and design
  { q: 'poster for my biology class', area: 'design', expect: ['canva', ...SLIDES, 'figma'] },
  { q: 'I need to make slides for a group presentation', area: 'presentation', expect: SLIDES },
  { q: 'free alternative to powerpoint', area: 'presentation', expect: SLIDES },
  { q: 'how can I edit videos for free', area: 'design', expect: ['davinci-resolve', 'descript'] },
  { q: 'where can I get free photos for my project', area: 'design', expect: ['unsplash'] },
  {
    q: 'free alternative to photoshop',
    area: 'design',
    expect: ['canva', 'krita', 'figma', 'adobe-creative-cloud-students'],
  },
  // Money and applying
  { q: 'I need money for college in Georgia', area: 'region: south', expect: ['gafutures', 'academic-common-market'] },
  { q: 'how do I pay for college', area: 'applying-to-colleges', expect: AID },
  { q: 'scholarships for first generation students', area: 'applying-to-colleges', expect: AID },
  { q: 'financial aid for students in texas', area: 'region: south', expect: ['college-for-all-texans'] },
  { q: 'grants for college in california', area: 'region: west', expect: ['cal-grant', 'wue'] },
  { q: 'is there free tuition in tennessee', area: 'region: south', expect: ['tn-promise'] },
  {
    q: 'state grant for students from new york',
    area: 'region: northeast',
    expect: ['nys-hesc', 'nebhe-tuition-break'],
  },
  { q: 'money for school if I live in Minnesota', area: 'region: midwest', expect: ['minnesota-ohe', 'mhec-msep'] },
  {
    q: 'scholarships for undocumented students',
    area: 'region: undocumented',
    expect: ['thedream-us', 'immigrants-rising', 'my-undocumented-life'],
  },
  {
    q: 'how do I apply to college',
    area: 'applying-to-colleges',
    expect: ['common-app', 'college-scorecard', 'fafsa'],
  },
  // Countries and study abroad
  { q: 'I want to study in Germany', area: 'country: Germany', expect: ['daad'] },
  {
    q: 'how do I apply to universities in the UK',
    area: 'country: United Kingdom',
    expect: ['ucas', 'chevening', 'marshall-scholarship'],
  },
  { q: 'studying abroad in japan', area: 'country: Japan', expect: ['study-in-japan'] },
  { q: 'can I do a masters in canada', area: 'country: Canada', expect: ['educanada'] },
  {
    q: 'semester abroad scholarship',
    area: 'study-abroad',
    expect: ['gilman-scholarship', 'boren-awards', 'iie', 'fulbright', 'erasmus-plus'],
  },
  { q: 'exchange programs in europe', area: 'country: Europe', expect: ['erasmus-plus', 'europeana', 'daad'] },
  { q: 'how do I go to university in france', area: 'country: France', expect: ['campus-france'] },
  { q: 'can international students study in australia', area: 'country: Australia', expect: ['study-australia'] },
  { q: 'cheap masters degree in the netherlands', area: 'country: Netherlands', expect: ['study-in-nl'] },
  { q: 'I want to study in Seoul and learn korean', area: 'country: South Korea', expect: ['study-in-korea'] },
  { q: 'what do I need to study in ireland', area: 'country: Ireland', expect: ['education-in-ireland'] },
  // Student perks
  { q: 'cheap music streaming for students', area: 'student-perks', expect: ['spotify-premium-student'] },
  { q: 'where can I get a student discount on a laptop', area: 'student-perks', expect: ['apple-education-pricing'] },
  { q: 'do students get adobe for free', area: 'student-perks', expect: ['adobe-creative-cloud-students'] },
  {
    q: 'free stuff for college students',
    area: 'student-perks',
    expect: ['unidays', 'student-beans', 'github-student-developer-pack', 'notion', 'amazon-prime-student'],
  },
  // Learning and coding
  { q: 'learn to code for free', area: 'learning', expect: CODING },
  {
    q: 'I need help with calculus homework',
    area: 'field: math-data-computational',
    expect: ['khan-academy', 'wolfram-alpha', 'pauls-online-math-notes', 'desmos', '3blue1brown'],
  },
  { q: 'best app to memorize vocab with flashcards', area: 'learning', expect: ['anki', 'quizlet'] },
  { q: 'I want to learn spanish', area: 'learning', expect: ['duolingo', 'wordreference'] },
  {
    q: 'where can I take free online courses from real universities',
    area: 'learning',
    expect: ['edx', 'coursera', 'mit-opencourseware'],
  },
  // Research
  {
    q: 'where can I find peer reviewed articles for my paper',
    area: 'research',
    expect: ['google-scholar', 'jstor', 'semantic-scholar', 'pubmed'],
  },
  {
    q: 'I need data for my statistics project',
    area: 'research',
    expect: ['census-data', 'our-world-in-data', 'kaggle', 'pew-research', 'fred', 'ipums', 'jasp', 'posit-rstudio'],
  },
  {
    q: 'free ai tool to summarize research papers',
    area: 'ai-tools',
    expect: ['elicit', 'semantic-scholar', 'notebooklm', 'perplexity'],
  },
  // Careers
  {
    q: 'how do I find a summer internship',
    area: 'internships',
    expect: ['handshake', 'indeed', 'nih-summer-internship', 'nsf-reu', 'nasa-internships'],
  },
  { q: 'help me get ready for a job interview', area: 'internships', expect: ['glassdoor', 'forage', 'handshake'] },
  {
    q: 'I want to find a mentor in tech',
    area: 'connections',
    expect: ['adplist', 'linkedin', 'acm', 'swe', 'nsbe', 'shpe', 'wicys', 'mlh'],
  },
  {
    q: 'which certifications help me get a cloud job',
    area: 'certifications',
    expect: ['aws-educate', 'microsoft-learn', 'google-career-certificates'],
  },
  {
    q: 'what can I do with my major',
    area: 'majors',
    expect: ['what-can-i-do-with-this-major', 'mymajors', 'onet-online'],
  },
  // The 13 fields of study
  {
    q: 'I am a nursing student studying for the nclex',
    area: 'field: health-life-sciences',
    expect: ['nclex', 'nsna'],
  },
  { q: 'how to prepare for the MCAT', area: 'field: health-life-sciences', expect: ['aamc-mcat', 'amsa', 'osmosis'] },
  {
    q: 'I want to go to law school',
    area: 'field: law-policy-public-service',
    expect: ['lsac', 'accesslex', 'american-bar-association'],
  },
  {
    q: 'resources for mechanical engineering students',
    area: 'field: engineering-technology',
    expect: ['asme', 'ncees-fe', 'autodesk-education', 'onshape-education'],
  },
  {
    q: 'stuff for psychology majors',
    area: 'field: social-behavioral-sciences',
    expect: ['apa-psychology', 'psi-chi', 'psychopy', 'jasp'],
  },
  {
    q: 'help with organic chemistry',
    area: 'field: natural-physical-sciences',
    expect: ['ptable', 'nist-webbook', 'acs', 'khan-academy'],
  },
  { q: 'physics simulations for my class', area: 'field: natural-physical-sciences', expect: ['phet', 'sps-physics'] },
  {
    q: 'I want to become a teacher',
    area: 'field: education-teaching',
    expect: [
      'praxis',
      'edtpa',
      'teach-for-america',
      'teach-grant',
      'nea-aspiring-educators',
      'kappa-delta-pi',
      'nctm',
      'naeyc',
      'cec',
    ],
  },
  {
    q: 'primary sources for my history essay',
    area: 'field: humanities-cultural-studies',
    expect: ['library-of-congress', 'dpla', 'internet-archive', 'hathitrust', 'american-historical-association'],
  },
  {
    q: 'tools for music students',
    area: 'field: arts-design-performance',
    expect: ['musescore', 'musictheory-net', 'imslp', 'nafme'],
  },
  { q: 'I want to get into business school', area: 'field: business-management', expect: ['gmat'] },
  {
    q: 'I am studying accounting and want to be a CPA',
    area: 'field: business-management',
    expect: ['this-way-to-cpa'],
  },
  {
    q: 'environmental science research data',
    area: 'field: environmental-agricultural',
    expect: ['nasa-earthdata', 'global-forest-watch', 'usgs-earthexplorer', 'our-world-in-data'],
  },
  {
    q: 'how do I get into journalism',
    area: 'field: media-writing-communication',
    expect: ['spj', 'poynter', 'nabj', 'ire', 'ap-stylebook'],
  },
  {
    q: 'machine learning projects for beginners',
    area: 'field: math-data-computational',
    expect: ['kaggle', 'fast-ai', 'google-colab', 'hugging-face', 'elements-of-ai'],
  },
  {
    q: 'I want to work in sustainable agriculture',
    area: 'field: environmental-agricultural',
    expect: ['attra', 'national-ffa', 'soil-science-society'],
  },
  {
    q: 'what should I study if I like interdisciplinary science',
    area: 'field: interdisciplinary-emerging',
    expect: ['mymajors', 'what-can-i-do-with-this-major', 'onet-online', 'zooniverse'],
  },
  // Keyword queries that must find the obvious item first
  { q: 'microsoft office', area: 'keywords', expect: ['microsoft-365-education'] },
  { q: 'adobe photoshop free', area: 'keywords', expect: ['adobe-creative-cloud-students'] },
  { q: 'spotify discount', area: 'keywords', expect: ['spotify-premium-student'] },
];

/** Queries whose first result must be the first expected id. */
export const FIRST_RESULT_QUERIES = ['microsoft office', 'adobe photoshop free', 'spotify discount'];

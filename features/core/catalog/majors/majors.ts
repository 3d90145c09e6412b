// Built-in university majors: the fields each belongs to and the catalog resources most useful to it, best first.
import { RESOURCES } from '../resources/index';
import type { Major } from '../types';

const ARTS = 'arts-design-performance';
const BUS = 'business-management';
const ENG = 'engineering-technology';
const SCI = 'natural-physical-sciences';
const HEALTH = 'health-life-sciences';
const SOC = 'social-behavioral-sciences';
const EDU = 'education-teaching';
const HUM = 'humanities-cultural-studies';
const MATH = 'math-data-computational';
const INTER = 'interdisciplinary-emerging';
const ENV = 'environmental-agricultural';
const LAW = 'law-policy-public-service';
const MEDIA = 'media-writing-communication';

const major = (id: string, name: string, fields: string[], resourceIds: string[]): Major => ({
  id,
  name,
  fields,
  resourceIds,
});

const CURATED_MAJORS: readonly Major[] = [
  // Engineering & Technology
  major(
    'computer-science',
    'Computer Science',
    [ENG, MATH],
    [
      'github-student-developer-pack',
      'freecodecamp',
      'github-copilot',
      'jetbrains-students',
      'kaggle',
      'google-colab',
      'mlh',
      'arxiv',
      'levels-fyi',
      'aws-educate',
    ],
  ),
  major(
    'computer-engineering',
    'Computer Engineering',
    [ENG],
    [
      'github-student-developer-pack',
      'tinkercad',
      'autodesk-education',
      'mit-opencourseware',
      'wolfram-alpha',
      'overleaf',
      'devpost',
    ],
  ),
  major(
    'electrical-engineering',
    'Electrical Engineering',
    [ENG],
    ['tinkercad', 'wolfram-alpha', 'mit-opencourseware', 'overleaf', 'autodesk-education', 'smart-scholarship'],
  ),
  major(
    'mechanical-engineering',
    'Mechanical Engineering',
    [ENG],
    [
      'autodesk-education',
      'tinkercad',
      'wolfram-alpha',
      'mit-opencourseware',
      'overleaf',
      'smart-scholarship',
      'handshake',
    ],
  ),
  major(
    'civil-engineering',
    'Civil Engineering',
    [ENG],
    ['autodesk-education', 'wolfram-alpha', 'mit-opencourseware', 'usajobs-pathways', 'handshake'],
  ),
  major(
    'chemical-engineering',
    'Chemical Engineering',
    [ENG, SCI],
    ['wolfram-alpha', 'mit-opencourseware', 'khan-academy', 'google-scholar', 'overleaf'],
  ),
  major(
    'biomedical-engineering',
    'Biomedical Engineering',
    [ENG, HEALTH],
    ['pubmed', 'autodesk-education', 'wolfram-alpha', 'google-colab', 'overleaf', 'smart-scholarship'],
  ),
  major(
    'aerospace-engineering',
    'Aerospace Engineering',
    [ENG],
    ['autodesk-education', 'mit-opencourseware', 'wolfram-alpha', 'smart-scholarship', 'usajobs-pathways'],
  ),
  major(
    'industrial-engineering',
    'Industrial Engineering',
    [ENG, BUS],
    ['wolfram-alpha', 'microsoft-365-education', 'coursera', 'handshake'],
  ),
  major(
    'software-engineering',
    'Software Engineering',
    [ENG, MATH],
    [
      'github-student-developer-pack',
      'jetbrains-students',
      'github-copilot',
      'freecodecamp',
      'devpost',
      'mlh',
      'levels-fyi',
      'aws-educate',
    ],
  ),
  major(
    'information-technology',
    'Information Technology',
    [ENG],
    [
      'cisco-networking-academy',
      'microsoft-learn',
      'aws-educate',
      'google-career-certificates',
      'linkedin-learning',
      'handshake',
    ],
  ),
  major(
    'cybersecurity',
    'Cybersecurity',
    [ENG, INTER],
    [
      'cisco-networking-academy',
      'microsoft-learn',
      'aws-educate',
      'google-career-certificates',
      'smart-scholarship',
      'usajobs-pathways',
    ],
  ),

  // Math, Data & Computational Sciences
  major(
    'data-science',
    'Data Science',
    [MATH, INTER],
    [
      'kaggle',
      'google-colab',
      'hugging-face',
      'freecodecamp',
      'coursera',
      'arxiv',
      'github-student-developer-pack',
      'overleaf',
      'levels-fyi',
    ],
  ),
  major(
    'mathematics',
    'Mathematics',
    [MATH],
    ['wolfram-alpha', 'overleaf', 'mit-opencourseware', 'khan-academy', 'arxiv', 'google-scholar'],
  ),
  major('statistics', 'Statistics', [MATH], ['google-colab', 'kaggle', 'wolfram-alpha', 'khan-academy', 'overleaf']),
  major(
    'applied-mathematics',
    'Applied Mathematics',
    [MATH],
    ['wolfram-alpha', 'overleaf', 'mit-opencourseware', 'google-colab'],
  ),

  // Natural & Physical Sciences
  major(
    'physics',
    'Physics',
    [SCI, MATH],
    ['arxiv', 'overleaf', 'wolfram-alpha', 'mit-opencourseware', 'google-colab', 'khan-academy'],
  ),
  major(
    'chemistry',
    'Chemistry',
    [SCI],
    ['khan-academy', 'pubmed', 'google-scholar', 'wolfram-alpha', 'quizlet', 'overleaf'],
  ),
  major(
    'biology',
    'Biology',
    [SCI, HEALTH],
    [
      'pubmed',
      'google-scholar',
      'khan-academy',
      'quizlet',
      'anki',
      'zotero',
      'elicit',
      'semantic-scholar',
      'google-colab',
      'fulbright',
    ],
  ),
  major(
    'biochemistry',
    'Biochemistry',
    [SCI, HEALTH],
    ['pubmed', 'khan-academy', 'anki', 'google-scholar', 'zotero', 'semantic-scholar'],
  ),
  major('astronomy', 'Astronomy & Astrophysics', [SCI], ['arxiv', 'google-colab', 'overleaf', 'mit-opencourseware']),
  major('geology', 'Geology', [SCI, ENV], ['google-scholar', 'arxiv', 'usajobs-pathways', 'khan-academy']),
  major(
    'marine-biology',
    'Marine Biology',
    [SCI, ENV],
    ['pubmed', 'google-scholar', 'idealist', 'usajobs-pathways', 'fulbright'],
  ),

  // Environmental & Agricultural Sciences
  major(
    'environmental-science',
    'Environmental Science',
    [ENV, SCI],
    ['google-scholar', 'jstor', 'idealist', 'usajobs-pathways', 'google-colab', 'fulbright'],
  ),
  major(
    'agriculture',
    'Agriculture',
    [ENV],
    ['usajobs-pathways', 'google-scholar', 'bls-occupational-outlook', 'onet-online'],
  ),
  major('forestry', 'Forestry', [ENV], ['usajobs-pathways', 'google-scholar', 'onet-online']),
  major(
    'sustainability-studies',
    'Sustainability Studies',
    [ENV, INTER],
    ['idealist', 'jstor', 'canva', 'erasmus-plus', 'google-scholar'],
  ),
  major('food-science', 'Food Science', [ENV, HEALTH], ['pubmed', 'google-scholar', 'onet-online', 'handshake']),

  // Health & Life Sciences
  major('nursing', 'Nursing', [HEALTH], ['anki', 'quizlet', 'pubmed', 'khan-academy', 'headspace', 'handshake']),
  major(
    'public-health',
    'Public Health',
    [HEALTH, LAW],
    ['pubmed', 'google-scholar', 'google-colab', 'idealist', 'usajobs-pathways', 'canva', 'zotero'],
  ),
  major(
    'pre-medicine',
    'Pre-Medicine',
    [HEALTH],
    ['anki', 'khan-academy', 'pubmed', 'quizlet', 'headspace', 'google-scholar', 'bls-occupational-outlook'],
  ),
  major('kinesiology', 'Kinesiology', [HEALTH], ['pubmed', 'quizlet', 'anki', 'onet-online']),
  major('nutrition', 'Nutrition & Dietetics', [HEALTH], ['pubmed', 'google-scholar', 'canva', 'onet-online']),
  major(
    'pharmacy',
    'Pharmaceutical Sciences',
    [HEALTH],
    ['anki', 'pubmed', 'quizlet', 'khan-academy', 'bls-occupational-outlook'],
  ),
  major(
    'neuroscience',
    'Neuroscience',
    [HEALTH, SCI, SOC],
    ['pubmed', 'google-scholar', 'semantic-scholar', 'zotero', 'anki', 'google-colab', 'khan-academy'],
  ),

  // Social & Behavioral Sciences
  major(
    'psychology',
    'Psychology',
    [SOC],
    ['google-scholar', 'jstor', 'zotero', 'semantic-scholar', 'purdue-owl', 'google-colab', 'headspace', 'onet-online'],
  ),
  major('sociology', 'Sociology', [SOC], ['jstor', 'google-scholar', 'zotero', 'purdue-owl', 'idealist']),
  major(
    'anthropology',
    'Anthropology',
    [SOC, HUM],
    ['jstor', 'fulbright', 'zotero', 'critical-language-scholarship', 'google-scholar'],
  ),
  major(
    'economics',
    'Economics',
    [SOC, BUS],
    [
      'google-scholar',
      'jstor',
      'google-colab',
      'kaggle',
      'wolfram-alpha',
      'khan-academy',
      'coursera',
      'overleaf',
      'levels-fyi',
      'bls-occupational-outlook',
    ],
  ),
  major(
    'political-science',
    'Political Science',
    [SOC, LAW],
    ['jstor', 'google-scholar', 'purdue-owl', 'usajobs-pathways', 'idealist', 'boren-awards'],
  ),
  major(
    'international-relations',
    'International Relations',
    [LAW, SOC],
    [
      'boren-awards',
      'critical-language-scholarship',
      'fulbright',
      'erasmus-plus',
      'duolingo',
      'jstor',
      'usajobs-pathways',
    ],
  ),
  major('criminal-justice', 'Criminal Justice', [LAW, SOC], ['usajobs-pathways', 'jstor', 'purdue-owl', 'onet-online']),

  // Law, Policy & Public Service
  major('pre-law', 'Pre-Law', [LAW], ['jstor', 'google-scholar', 'purdue-owl', 'grammarly', 'toastmasters', 'quizlet']),
  major(
    'public-policy',
    'Public Policy',
    [LAW],
    ['jstor', 'google-scholar', 'usajobs-pathways', 'idealist', 'google-colab', 'purdue-owl'],
  ),
  major(
    'social-work',
    'Social Work',
    [LAW, SOC],
    ['idealist', 'jstor', 'purdue-owl', 'united-way-211', 'jed-foundation'],
  ),
  major(
    'urban-planning',
    'Urban Planning',
    [LAW, INTER],
    ['autodesk-education', 'google-scholar', 'jstor', 'idealist', 'canva'],
  ),

  // Interdisciplinary & Emerging Fields
  major(
    'cognitive-science',
    'Cognitive Science',
    [INTER, SOC, MATH],
    ['google-scholar', 'semantic-scholar', 'google-colab', 'pubmed', 'zotero', 'coursera'],
  ),
  major(
    'human-computer-interaction',
    'Human-Computer Interaction',
    [INTER, ENG],
    ['figma', 'adplist', 'canva', 'google-scholar', 'coolors', 'github-student-developer-pack', 'devpost'],
  ),
  major(
    'bioinformatics',
    'Bioinformatics',
    [INTER, MATH, HEALTH],
    ['google-colab', 'pubmed', 'kaggle', 'hugging-face', 'arxiv', 'freecodecamp', 'github-student-developer-pack'],
  ),
  major(
    'game-design',
    'Game Design',
    [ARTS, ENG, INTER],
    [
      'blender',
      'github-student-developer-pack',
      'jetbrains-students',
      'adobe-creative-cloud-students',
      'figma',
      'devpost',
      'mlh',
    ],
  ),
  major(
    'entrepreneurship',
    'Entrepreneurship',
    [BUS, INTER],
    ['notion', 'canva', 'pitch', 'linkedin', 'meetup', 'hubspot-academy'],
  ),

  // Humanities & Cultural Studies
  major(
    'linguistics',
    'Linguistics',
    [HUM, SOC],
    ['jstor', 'google-scholar', 'duolingo', 'zotero', 'critical-language-scholarship'],
  ),
  major(
    'english',
    'English',
    [HUM, MEDIA],
    ['jstor', 'purdue-owl', 'grammarly', 'hemingway-editor', 'google-docs', 'zotero', 'google-scholar'],
  ),
  major('history', 'History', [HUM], ['jstor', 'google-scholar', 'zotero', 'purdue-owl', 'zotero-bib', 'fulbright']),
  major('philosophy', 'Philosophy', [HUM], ['jstor', 'purdue-owl', 'google-scholar', 'zotero-bib']),
  major('religious-studies', 'Religious Studies', [HUM], ['jstor', 'purdue-owl', 'zotero']),
  major('classics', 'Classics', [HUM], ['jstor', 'anki', 'zotero', 'google-scholar']),
  major(
    'modern-languages',
    'Modern Languages',
    [HUM],
    ['duolingo', 'anki', 'critical-language-scholarship', 'erasmus-plus', 'fulbright', 'isic-card'],
  ),
  major('ethnic-studies', 'Ethnic Studies', [HUM, SOC], ['jstor', 'google-scholar', 'purdue-owl', 'thedream-us']),
  major(
    'gender-studies',
    "Gender & Women's Studies",
    [HUM, SOC],
    ['jstor', 'google-scholar', 'purdue-owl', 'trevor-project'],
  ),

  // Media, Writing & Communication
  major(
    'journalism',
    'Journalism',
    [MEDIA],
    ['google-docs', 'hemingway-editor', 'grammarly', 'canva', 'linkedin', 'purdue-owl'],
  ),
  major(
    'communications',
    'Communications',
    [MEDIA],
    ['canva', 'google-slides', 'toastmasters', 'hubspot-academy', 'linkedin', 'grammarly'],
  ),
  major(
    'creative-writing',
    'Creative Writing',
    [MEDIA, ARTS],
    ['hemingway-editor', 'google-docs', 'grammarly', 'notion'],
  ),
  major(
    'film',
    'Film & Media Studies',
    [ARTS, MEDIA],
    [
      'adobe-creative-cloud-students',
      'blender',
      'apple-education-pricing',
      'canva',
      'roadtrip-nation',
      'linkedin-learning',
    ],
  ),
  major(
    'public-relations',
    'Public Relations',
    [MEDIA, BUS],
    ['canva', 'hubspot-academy', 'linkedin', 'grammarly', 'google-docs'],
  ),

  // Arts, Design & Performance
  major(
    'graphic-design',
    'Graphic Design',
    [ARTS],
    [
      'adobe-creative-cloud-students',
      'figma',
      'canva',
      'coolors',
      'unsplash',
      'blender',
      'apple-education-pricing',
      'adplist',
      'linkedin-learning',
      'handshake',
    ],
  ),
  major('studio-art', 'Studio Art', [ARTS], ['adobe-creative-cloud-students', 'blender', 'coolors', 'canva']),
  major(
    'music',
    'Music',
    [ARTS],
    ['spotify-premium-student', 'apple-education-pricing', 'coursera', 'linkedin-learning'],
  ),
  major('theatre', 'Theatre', [ARTS], ['toastmasters', 'canva', 'roadtrip-nation']),
  major('dance', 'Dance', [ARTS], ['headspace', 'canva', 'roadtrip-nation']),
  major(
    'architecture',
    'Architecture',
    [ARTS, ENG],
    [
      'autodesk-education',
      'blender',
      'adobe-creative-cloud-students',
      'tinkercad',
      'coolors',
      'unsplash',
      'apple-education-pricing',
    ],
  ),
  major('art-history', 'Art History', [ARTS, HUM], ['jstor', 'google-scholar', 'zotero', 'purdue-owl', 'fulbright']),
  major(
    'interior-design',
    'Interior Design',
    [ARTS],
    ['autodesk-education', 'adobe-creative-cloud-students', 'canva', 'coolors', 'unsplash'],
  ),
  major(
    'industrial-design',
    'Industrial Design',
    [ARTS, ENG],
    ['autodesk-education', 'tinkercad', 'blender', 'figma', 'adobe-creative-cloud-students', 'adplist'],
  ),

  // Business & Management
  major(
    'accounting',
    'Accounting',
    [BUS],
    ['microsoft-365-education', 'khan-academy', 'coursera', 'handshake', 'linkedin-learning'],
  ),
  major(
    'finance',
    'Finance',
    [BUS],
    ['microsoft-365-education', 'coursera', 'khan-academy', 'levels-fyi', 'glassdoor', 'linkedin', 'wolfram-alpha'],
  ),
  major(
    'marketing',
    'Marketing',
    [BUS, MEDIA],
    [
      'hubspot-academy',
      'canva',
      'google-career-certificates',
      'linkedin',
      'salesforce-trailhead',
      'grammarly',
      'adobe-creative-cloud-students',
    ],
  ),
  major(
    'business-administration',
    'Business Administration',
    [BUS],
    ['linkedin', 'handshake', 'microsoft-365-education', 'coursera', 'salesforce-trailhead', 'google-slides', 'notion'],
  ),
  major(
    'management-information-systems',
    'Management Information Systems',
    [BUS, ENG],
    [
      'microsoft-learn',
      'salesforce-trailhead',
      'aws-educate',
      'google-career-certificates',
      'microsoft-365-education',
      'handshake',
    ],
  ),
  major(
    'supply-chain-management',
    'Supply Chain Management',
    [BUS],
    ['microsoft-365-education', 'coursera', 'linkedin-learning', 'handshake'],
  ),
  major('hospitality-management', 'Hospitality Management', [BUS], ['handshake', 'indeed', 'linkedin']),

  // Education & Teaching
  major(
    'elementary-education',
    'Elementary Education',
    [EDU],
    ['khan-academy', 'canva', 'google-slides', 'quizlet', 'headspace'],
  ),
  major(
    'secondary-education',
    'Secondary Education',
    [EDU],
    ['khan-academy', 'google-slides', 'quizlet', 'canva', 'fulbright'],
  ),
  major('special-education', 'Special Education', [EDU], ['khan-academy', 'canva', 'google-docs', 'idealist']),
  major('early-childhood-education', 'Early Childhood Education', [EDU], ['canva', 'khan-academy', 'idealist']),
  major('physical-education', 'Physical Education', [EDU, HEALTH], ['quizlet', 'canva', 'headspace']),
  major(
    'music-education',
    'Music Education',
    [EDU, ARTS],
    ['spotify-premium-student', 'google-slides', 'canva', 'apple-education-pricing'],
  ),
];

/** How many items specific to its fields every major page carries at least. */
export const MIN_FIELD_SPECIFIC = 8;

/** Resource ids (catalog order) specific to any major of the field. */
const specificToField = (fieldId: string): string[] => {
  const inField = new Set(CURATED_MAJORS.filter((m) => m.fields.includes(fieldId)).map((m) => m.id));
  return RESOURCES.filter((r) => r.majors?.some((id) => inField.has(id))).map((r) => r.id);
};

/**
 * Every major: the discipline resources that name it (exam prep, societies, field tools; catalog order) first,
 * then its general picks, so no major page is only generic tools. A major with fewer than MIN_FIELD_SPECIFIC of
 * those is topped up with resources specific to its fields' other majors.
 */
export const MAJORS: readonly Major[] = CURATED_MAJORS.map((major) => {
  const own = RESOURCES.filter((r) => r.majors?.includes(major.id)).map((r) => r.id);
  const fieldPool = [...new Set(major.fields.flatMap(specificToField))];
  const fieldSpecific = new Set(fieldPool);
  const listed = [...new Set([...own, ...major.resourceIds])];
  const missing = MIN_FIELD_SPECIFIC - listed.filter((id) => fieldSpecific.has(id)).length;
  const topUp = missing > 0 ? fieldPool.filter((id) => !listed.includes(id)).slice(0, missing) : [];
  return { ...major, resourceIds: [...new Set([...own, ...topUp, ...major.resourceIds])] };
});

// How students ask, mapped to what the catalog calls it: the one maintained vocabulary of intents, used by search
// (when all the words together find nothing) and by the Study Assistant. A cue is a lower-case word (one of 4+
// letters also matches words it begins: 'stress' → 'stressed') or a phrase of words in order; `phrases` are
// words the catalog uses (searched as prefixes, and what an item must contain when the intent names no category
// or tag), `categories` and `tags` name the items that fit.
// Keep phrases to words the catalog really uses (features/core/catalog), or they find nothing.
import type { CategorySlug } from '../../catalog/categories';
import type { IntentName, UsRegion } from './intent-name';

export interface Intent {
  /** What the assistant calls it ('Fits "stress": wellness and mental health'): intent-name.ts. */
  name: IntentName;
  cues: readonly string[];
  phrases: readonly string[];
  categories?: readonly CategorySlug[];
  tags?: readonly string[];
  /** How much a match weighs, when not its group's (needs 1.5, places 2, fields 1.25). */
  weight?: number;
}

/** What a student needs (a tool, money, help): these weigh more than a topic when items are ranked. */
export const NEED_INTENTS: readonly Intent[] = [
  {
    name: { label: 'wellnessMentalHealth' },
    cues: [
      'stress',
      'anxiety',
      'anxious',
      'sleep',
      'insomnia',
      'overwhelm',
      'burnout',
      'burned out',
      'lonely',
      'depress',
      'panic',
      'mental',
      'therapy',
      'therapist',
      'counsel',
      'sad',
      'suicid',
      'crisis',
      'meditat',
      'mindful',
      'calm',
      'wellbeing',
      'wellness',
      'homesick',
      'cope',
      'coping',
    ],
    phrases: ['mental health', 'wellness', 'meditation', 'crisis support'],
    categories: ['wellness'],
    tags: ['Mental Health', 'Wellness'],
  },
  {
    name: { label: 'focusProductivity' },
    cues: [
      'focus',
      'procrastinat',
      'distract',
      'concentrat',
      'pomodoro',
      'productiv',
      'organiz',
      'organis',
      'planner',
      'to do',
      'notes',
      'note taking',
    ],
    phrases: ['focus', 'productivity'],
    tags: ['Focus', 'Productivity'],
  },
  {
    name: { label: 'citationTools' },
    cues: [
      'cite',
      'citing',
      'citation',
      'apa',
      'mla',
      'chicago style',
      'bibliograph',
      'references',
      'works cited',
      'reference list',
      'footnote',
    ],
    phrases: ['citation', 'citations', 'cite', 'bibliography'],
    tags: ['Citations', 'Citation', 'Style Guide'],
  },
  {
    name: { label: 'designPresentation' },
    cues: [
      'poster',
      'slides',
      'slide',
      'slideshow',
      'presentation',
      'present',
      'powerpoint',
      'ppt',
      'keynote',
      'infographic',
      'flyer',
      'brochure',
      'deck',
      'logo',
      'graphic',
      'graphics',
    ],
    phrases: ['presentation', 'slides', 'design tool', 'templates'],
    categories: ['presentation', 'design'],
    tags: ['Design Tool', 'Presentation', 'Templates'],
  },
  {
    name: { label: 'photoAudioGraphics' },
    cues: ['photo editing', 'edit photos', 'audio', 'record', 'photoshop', 'illustrat', 'drawing', '3d', 'animation'],
    phrases: ['audio', 'design tool', 'illustration'],
    categories: ['design'],
    tags: ['Audio', 'Design Tool', 'Illustration', '3D'],
  },
  {
    name: { label: 'videoEditing' },
    cues: ['video', 'edit video', 'video editing', 'youtube', 'vlog', 'podcast'],
    phrases: ['video', 'podcasting'],
    tags: ['Video', 'Podcasting'],
  },
  {
    name: { label: 'freeImages' },
    cues: ['photo', 'photos', 'images', 'pictures', 'stock', 'wallpaper'],
    phrases: ['images', 'photos'],
    tags: ['Images'],
  },
  {
    name: { label: 'financialAidScholarships' },
    cues: [
      'money',
      'pay for',
      'afford',
      'tuition',
      'broke',
      'loan',
      'loans',
      'fafsa',
      'financial',
      'aid',
      'scholarship',
      'grant',
      'grants',
      'funding',
      'fund',
      'bursar',
      'cost of college',
      'paying for',
    ],
    phrases: ['financial aid', 'scholarship', 'grants'],
    categories: ['applying-to-colleges', 'regional-resources'],
    tags: ['Financial Aid', 'Scholarship', 'Grants', 'Need-Based'],
  },
  {
    name: { label: 'studentDiscounts' },
    cues: ['cheap', 'cheaper', 'discount', 'deal', 'deals', 'save money', 'student price', 'perks', 'freebies'],
    phrases: ['student discount', 'student perks'],
    categories: ['student-perks'],
    tags: ['Student Discount'],
  },
  {
    name: { label: 'jobsInternships' },
    cues: [
      'job',
      'jobs',
      'internship',
      'interns',
      'career',
      'resume',
      'cv',
      'interview',
      'hired',
      'hiring',
      'employ',
      'work experience',
      'part time',
      'salary',
    ],
    phrases: ['internship', 'career', 'job search', 'interview prep'],
    categories: ['internships'],
    tags: ['Career', 'Job Search', 'Interview Prep'],
  },
  {
    name: { label: 'learningToCode' },
    cues: [
      'code',
      'coding',
      'program',
      'programming',
      'programmer',
      'developer',
      'software',
      'python',
      'javascript',
      'java',
      'web develop',
      'leetcode',
      'app',
    ],
    phrases: ['coding', 'programming'],
    tags: ['Coding'],
  },
  {
    name: { label: 'writingHelp' },
    cues: [
      'essay',
      'essays',
      'writing',
      'write',
      'grammar',
      'proofread',
      'spelling',
      'thesis',
      'paper',
      'word processor',
      'document',
      'documents',
    ],
    phrases: ['writing tool', 'grammar', 'essay'],
    categories: ['writing'],
    tags: ['Writing Tool'],
  },
  {
    name: { label: 'studyingExamPrep' },
    cues: [
      'flashcard',
      'memoriz',
      'memoris',
      'revise',
      'revision',
      'studying',
      'exam prep',
      'test prep',
      'finals',
      'midterm',
      'quiz',
    ],
    phrases: ['flashcards', 'exam prep', 'practice'],
    tags: ['Flashcards', 'Exam Prep'],
  },
  {
    name: { label: 'onlineCourses' },
    cues: ['course', 'courses', 'class online', 'online class', 'learn', 'lectures', 'tutorial', 'mooc', 'self taught'],
    phrases: ['online courses', 'video learning'],
    categories: ['learning'],
    tags: ['Online Courses', 'Video Learning'],
  },
  {
    name: { label: 'researchSources' },
    cues: [
      'sources',
      'source',
      'journal',
      'journals',
      'peer reviewed',
      'scholarly',
      'literature review',
      'articles',
      'research',
      'dataset',
      'datasets',
    ],
    phrases: ['research tool', 'academic', 'primary sources'],
    categories: ['research'],
    tags: ['Research Tool', 'Primary Sources', 'Data'],
  },
  {
    name: { label: 'aiTools' },
    cues: ['ai', 'chatbot', 'chatgpt', 'gpt', 'llm', 'artificial intelligence'],
    phrases: ['ai tool'],
    categories: ['ai-tools'],
    tags: ['AI Tool'],
  },
  {
    name: { label: 'networkingMentors' },
    cues: ['network', 'networking', 'meet people', 'connections', 'friends', 'club', 'clubs', 'society', 'hackathon'],
    phrases: ['networking', 'hackathons', 'professional society'],
    tags: ['Networking', 'Hackathons'],
  },
  {
    name: { label: 'mentors' },
    cues: ['mentor', 'mentors', 'mentorship', 'advice from', 'career advice'],
    phrases: ['mentorship', 'mentor'],
    tags: ['Mentorship'],
  },
  {
    name: { label: 'firstGenerationStudents' },
    cues: ['first generation', 'first gen', 'low income', 'need based'],
    phrases: ['first generation', 'low income', 'need based'],
    tags: ['Need-Based'],
  },
  {
    name: { label: 'officeDocuments' },
    cues: ['office', 'excel', 'spreadsheet', 'spreadsheets', 'word document', 'outlook', 'onenote'],
    phrases: ['microsoft 365', 'productivity'],
    tags: ['Productivity', 'Writing Tool'],
  },
  {
    name: { label: 'studyingAbroad' },
    cues: ['abroad', 'exchange', 'overseas', 'international student', 'visa', 'semester away'],
    phrases: ['study abroad', 'exchange', 'scholarship'],
    categories: ['study-abroad'],
    tags: ['Exchange', 'Visas', 'Study Abroad'],
  },
  {
    name: { label: 'certifications' },
    cues: ['certificat', 'certified', 'credential', 'cloud', 'aws', 'azure'],
    phrases: ['certification', 'online courses', 'cloud'],
    categories: ['certifications'],
    tags: ['Certification', 'Cloud'],
  },
  {
    name: { label: 'basicNeeds' },
    cues: ['food', 'hungry', 'housing', 'rent', 'homeless', 'groceries', 'shelter'],
    phrases: ['basic needs', 'housing'],
    tags: ['Basic Needs', 'Housing'],
  },
  {
    name: { label: 'musicEntertainment' },
    cues: ['music', 'streaming', 'songs', 'spotify', 'playlist', 'movies'],
    phrases: ['music', 'entertainment'],
    tags: ['Music', 'Entertainment'],
  },
  {
    name: { label: 'laptopsHardware' },
    cues: ['laptop', 'computer', 'macbook', 'ipad', 'tablet', 'hardware'],
    phrases: ['hardware', 'education pricing'],
    tags: ['Hardware'],
  },
  {
    name: { label: 'languages' },
    cues: [
      'language',
      'spanish',
      'french',
      'japanese',
      'korean',
      'chinese',
      'mandarin',
      'arabic',
      'italian',
      'translate',
      'fluent',
      'vocabulary',
    ],
    phrases: ['language learning', 'dictionary'],
    tags: ['Language Learning'],
  },
  {
    name: { label: 'undocumentedStudents' },
    cues: ['undocumented', 'daca', 'dreamer', 'dreamers', 'immigrant', 'immigrants'],
    phrases: ['undocumented'],
    tags: ['Undocumented'],
  },
  {
    name: { label: 'applyingToCollege' },
    cues: ['apply', 'applying', 'application', 'admission', 'admissions', 'get into', 'college search'],
    phrases: ['applications', 'college search'],
    categories: ['applying-to-colleges'],
    tags: ['Applications', 'College Search'],
  },
  {
    name: { label: 'choosingAMajor' },
    cues: [
      'major',
      'majors',
      'undecided',
      'what to study',
      'should i study',
      'should i major',
      'career path',
      'interdisciplinary',
    ],
    phrases: ['career exploration'],
    categories: ['majors'],
    tags: ['Career Exploration'],
    // 'psychology majors' is about psychology: a field named beside it weighs more.
    weight: 1,
  },
];

/** A field of study (the 13 major fields), a major or an exam: what the question is about. */
export const FIELD_INTENTS: readonly Intent[] = [
  {
    name: { label: 'nursing' },
    cues: ['nursing', 'nurse', 'nurses', 'nclex', 'rn'],
    phrases: ['nursing', 'nclex'],
    tags: ['Nursing'],
  },
  {
    name: { label: 'medicinePreMed' },
    cues: ['premed', 'pre med', 'medical', 'medicine', 'mcat', 'doctor', 'med school', 'anatomy', 'clinical'],
    phrases: ['mcat', 'medical school', 'pre med', 'medicine', 'anatomy'],
    tags: ['Pre-Med', 'Medicine', 'Anatomy', 'Medical School'],
  },
  {
    name: { label: 'law' },
    cues: ['law', 'lawyer', 'lsat', 'law school', 'legal', 'prelaw', 'pre law', 'court'],
    phrases: ['law', 'lsat', 'law school'],
    tags: ['Law', 'Law School'],
  },
  {
    name: { label: 'engineering' },
    cues: ['engineer', 'engineering', 'mechanical', 'civil', 'electrical', 'cad', 'fe exam', 'circuits'],
    phrases: ['engineering'],
    tags: ['Engineering'],
  },
  {
    name: { label: 'computerScience' },
    cues: ['computer science', 'cs', 'comp sci', 'cybersecurity', 'hacking'],
    phrases: ['coding', 'cybersecurity'],
    tags: ['Coding', 'Cybersecurity'],
  },
  {
    name: { label: 'business' },
    cues: ['business', 'mba', 'gmat', 'marketing', 'entrepreneur', 'startup', 'management', 'supply chain'],
    phrases: ['business', 'marketing', 'entrepreneurship', 'gmat'],
    tags: ['Business', 'Marketing', 'Entrepreneurship', 'Business School'],
  },
  {
    name: { label: 'financeAccounting' },
    cues: ['finance', 'accounting', 'accountant', 'cpa', 'cfa', 'investing', 'economics', 'econ', 'actuar'],
    phrases: ['finance', 'accounting', 'economics'],
    tags: ['Finance', 'Accounting', 'Economics'],
  },
  {
    name: { label: 'psychology' },
    cues: ['psychology', 'psych', 'psychologist'],
    phrases: ['psychology'],
    tags: ['Psychology'],
  },
  {
    name: { label: 'biology' },
    cues: ['biology', 'bio', 'microbiology', 'genetics', 'biotech'],
    phrases: ['biology', 'stem'],
    tags: ['Biology'],
  },
  {
    name: { label: 'chemistry' },
    cues: ['chemistry', 'chem', 'organic chem'],
    phrases: ['chemistry'],
    tags: ['Chemistry'],
  },
  {
    name: { label: 'physicsAstronomy' },
    cues: ['physics', 'astronomy', 'astrophysics'],
    phrases: ['physics', 'astronomy', 'simulations'],
    tags: ['Physics', 'Astronomy'],
  },
  {
    name: { label: 'mathStatistics' },
    cues: ['math', 'maths', 'calculus', 'algebra', 'statistics', 'stats', 'geometry', 'linear algebra'],
    phrases: ['math', 'statistics'],
    tags: ['Math', 'Statistics'],
  },
  {
    name: { label: 'dataScience' },
    cues: ['data science', 'machine learning', 'ml', 'data analysis'],
    phrases: ['machine learning', 'data', 'datasets'],
    tags: ['Machine Learning', 'Data'],
  },
  {
    name: { label: 'teachingEducation' },
    cues: ['teacher', 'teaching', 'teach', 'education major', 'praxis', 'edtpa', 'classroom'],
    phrases: ['teaching'],
    tags: ['Teaching'],
  },
  {
    name: { label: 'humanities' },
    cues: [
      'history',
      'philosophy',
      'literature',
      'english major',
      'classics',
      'art history',
      'linguistics',
      'religion',
    ],
    phrases: ['history', 'philosophy', 'literature', 'primary sources'],
    tags: ['History', 'Philosophy', 'Literature', 'Primary Sources'],
  },
  {
    name: { label: 'artsDesignPerformance' },
    cues: ['art', 'arts', 'music major', 'dance', 'theatre', 'theater', 'acting', 'film', 'architecture'],
    phrases: ['art', 'music', 'dance', 'theatre', 'film', 'architecture'],
    tags: ['Dance', 'Theatre', 'Film', 'Architecture', 'Art History'],
  },
  {
    name: { label: 'socialSciences' },
    cues: ['sociology', 'social work', 'anthropology', 'criminal justice', 'criminology', 'social science'],
    phrases: ['sociology', 'social work', 'criminal justice'],
    tags: ['Sociology', 'Social Work', 'Criminal Justice'],
  },
  {
    name: { label: 'environmentAgriculture' },
    cues: [
      'environment',
      'environmental',
      'ecology',
      'climate',
      'sustainab',
      'agricultur',
      'farming',
      'wildlife',
      'gis',
    ],
    phrases: ['environment', 'ecology', 'agriculture', 'sustainability', 'gis'],
    tags: ['Environment', 'Ecology', 'Agriculture', 'Sustainability', 'GIS'],
  },
  {
    name: { label: 'lawPolicyPublicService' },
    cues: ['policy', 'political', 'politics', 'government', 'public service', 'public policy', 'nonprofit'],
    phrases: ['policy', 'government', 'public service'],
    tags: ['Policy', 'Government', 'Public Service'],
  },
  {
    name: { label: 'mediaWritingCommunication' },
    cues: ['journalism', 'journalist', 'media', 'communications', 'public relations', 'creative writing', 'reporter'],
    phrases: ['journalism', 'public relations', 'creative writing'],
    tags: ['Journalism', 'Public Relations', 'Creative Writing'],
  },
  {
    name: { label: 'healthSciences' },
    cues: ['public health', 'nutrition', 'pharmacy', 'dental', 'dentist', 'kinesiology', 'health'],
    phrases: ['health', 'public health', 'pharmacy', 'nutrition'],
    tags: ['Health', 'Public Health', 'Pharmacy', 'Nutrition'],
  },
  {
    name: { label: 'graduateSchool' },
    cues: ['grad school', 'graduate school', 'gre', 'masters', 'phd'],
    phrases: ['graduate school', 'gre'],
    tags: ['Graduate School'],
  },
];

/** U.S. regions (docs/product.md#category-page) and the states in each, for regional aid and exchanges. */
const US_REGIONS: Readonly<Record<UsRegion, { states: readonly string[]; phrases: readonly string[] }>> = {
  northeast: {
    states: [
      'connecticut',
      'maine',
      'massachusetts',
      'new hampshire',
      'rhode island',
      'vermont',
      'new jersey',
      'new york',
      'pennsylvania',
    ],
    phrases: ['new england', 'tuition break'],
  },
  midwest: {
    states: [
      'illinois',
      'indiana',
      'iowa',
      'kansas',
      'michigan',
      'minnesota',
      'missouri',
      'nebraska',
      'north dakota',
      'ohio',
      'south dakota',
      'wisconsin',
    ],
    phrases: ['midwest'],
  },
  south: {
    states: [
      'alabama',
      'arkansas',
      'delaware',
      'florida',
      'georgia',
      'kentucky',
      'louisiana',
      'maryland',
      'mississippi',
      'north carolina',
      'oklahoma',
      'south carolina',
      'tennessee',
      'texas',
      'virginia',
      'west virginia',
    ],
    phrases: ['academic common market', 'southern'],
  },
  west: {
    states: [
      'alaska',
      'arizona',
      'california',
      'colorado',
      'hawaii',
      'idaho',
      'montana',
      'nevada',
      'new mexico',
      'oregon',
      'utah',
      'washington',
      'wyoming',
    ],
    phrases: ['western'],
  },
};

/** How a state is written in catalog titles when not by its name ('Texans', 'Cal Grant', 'HOPE'). */
const STATE_WORDS: Readonly<Record<string, readonly string[]>> = {
  texas: ['texans'],
  california: ['cal grant'],
  georgia: ['gafutures', 'hope'],
  'new york': ['nys'],
  massachusetts: ['mass'],
  michigan: ['mi student aid'],
  pennsylvania: ['pheaa'],
};

/** Countries and world regions (the catalog's destination tags) and how students write them. */
const COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  Germany: ['germany', 'german', 'berlin', 'munich'],
  'United Kingdom': [
    'uk',
    'united kingdom',
    'britain',
    'british',
    'england',
    'english university',
    'scotland',
    'wales',
    'london',
    'oxford',
    'cambridge',
  ],
  France: ['france', 'french university', 'paris'],
  Netherlands: ['netherlands', 'holland', 'dutch', 'amsterdam'],
  Ireland: ['ireland', 'irish', 'dublin'],
  Japan: ['japan', 'tokyo'],
  'South Korea': ['korea', 'south korea', 'seoul'],
  China: ['china', 'beijing', 'shanghai'],
  Canada: ['canada', 'canadian', 'toronto', 'vancouver', 'montreal'],
  Australia: ['australia', 'australian', 'sydney', 'melbourne'],
  'New Zealand': ['new zealand', 'auckland'],
  Europe: [
    'europe',
    'european',
    'eu',
    'spain',
    'italy',
    'sweden',
    'denmark',
    'norway',
    'finland',
    'poland',
    'portugal',
    'austria',
    'belgium',
  ],
};

/** Each U.S. state (its region's programs too) and each destination country as an intent. */
export const PLACE_INTENTS: readonly Intent[] = [
  ...Object.entries(US_REGIONS).flatMap(([region, { states, phrases }]) =>
    states.map(
      (state): Intent => ({
        name: { state: state.replace(/\b\p{L}/gu, (c) => c.toUpperCase()), region: region as UsRegion },
        cues: [state],
        // No category: every regional item would fit every state. The state's own words decide.
        phrases: [state, ...(STATE_WORDS[state] ?? []), ...phrases],
      }),
    ),
  ),
  ...Object.entries(COUNTRIES).map(
    ([tag, cues]): Intent => ({
      name: { country: tag },
      cues,
      phrases: [tag.toLowerCase()],
      tags: [tag],
    }),
  ),
];

/** 'alternative to X', 'instead of X', 'like X': items in X's category and with X's kind of tags. */
export const ALTERNATIVE_CUES: readonly string[] = [
  'alternative to',
  'alternatives to',
  'alternative for',
  'instead of',
  'replacement for',
  'similar to',
  'something like',
  'apps like',
  'tools like',
  'sites like',
  'websites like',
  'programs like',
];

/** Words that say nothing about what is wanted: dropped first, and never required (question phrasings too). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after all also am an and any anyone anything are as at be been best better can cant could did do ' +
    'does doing dont either else even ever every find for from get getting give go going good got great had has ' +
    'have having help helps hey hi how i id if im in into is it its ive just keep know let like looking lot make ' +
    'me might more most much my need needs new no not now of on one or other our out over please pretty quite ' +
    'really recommend recommendation recommendations right should show site sites so some someone something ' +
    'somewhere stuff suggest suggestion suggestions tell than thanks that the their them then there these they ' +
    'thing things think this those to too tool tools try trying up us use used using very want wanna was way we ' +
    'website websites well were what whats when where which while who why will with without would you your ' +
    'cannot can not isnt doesnt gonna gotta ok okay go goes become prepare ready resources resource hello thank ' +
    'ignore print link links http https www com'
  ).split(' '),
);

/** Words nearly every catalog item fits (it is all for students): they count, but far less than a real need. */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  'student students college colleges university universities uni school schools class classes campus free'.split(' '),
);

// Study destinations around the world and state and regional aid in every U.S. region.
import type { Resource } from '../types';
import { defineResource } from './define';

export const DESTINATION_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'pheaa',
    title: 'PHEAA (Pennsylvania State Grant)',
    description:
      'The Pennsylvania Higher Education Assistance Agency runs the PA State Grant for Pennsylvania residents. File the FAFSA and complete the state grant form before the deadline to be considered.',
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://www.pheaa.org',
    region: 'northeast',
  }),
  defineResource({
    id: 'mass-osfa',
    title: 'Massachusetts Office of Student Financial Assistance',
    description:
      'State grants, scholarships and tuition waivers for Massachusetts residents at in-state colleges, including MASSGrant Plus. Most programs start with the FAFSA.',
    category: 'regional-resources',
    tags: ['Grants', 'Scholarship', 'Financial Aid', 'Free'],
    url: 'https://www.mass.edu/osfa',
    region: 'northeast',
  }),
  defineResource({
    id: 'nebhe-tuition-break',
    title: 'NEBHE Tuition Break',
    description:
      "The New England Board of Higher Education's Tuition Break lets New England residents pay reduced tuition at public colleges in other New England states for eligible programs.",
    category: 'regional-resources',
    tags: ['Financial Aid', 'Tuition Discount'],
    url: 'https://nebhe.org',
    region: 'northeast',
  }),
  defineResource({
    id: 'mhec-msep',
    title: 'Midwest Student Exchange Program (MHEC)',
    description:
      'Through the Midwestern Higher Education Compact, residents of participating Midwest states pay reduced tuition at participating public and private colleges in other member states.',
    category: 'regional-resources',
    tags: ['Financial Aid', 'Tuition Discount'],
    url: 'https://www.mhec.org',
    region: 'midwest',
  }),
  defineResource({
    id: 'minnesota-ohe',
    title: 'Minnesota Office of Higher Education',
    description:
      'Runs the Minnesota State Grant and other aid for Minnesota residents, plus the Minnesota Dream Act application for eligible undocumented students.',
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://www.ohe.state.mn.us',
    region: 'midwest',
  }),
  defineResource({
    id: 'mi-student-aid',
    title: 'MI Student Aid',
    description:
      "Michigan's student aid office explains the Michigan Achievement Scholarship, Michigan Tuition Grant and other programs for residents, with a checklist for each year of college.",
    category: 'regional-resources',
    tags: ['Grants', 'Scholarship', 'Financial Aid', 'Free'],
    url: 'https://www.michigan.gov/mistudentaid',
    region: 'midwest',
  }),
  defineResource({
    id: 'academic-common-market',
    title: 'Academic Common Market (SREB)',
    description:
      "The Southern Regional Education Board's Academic Common Market lets students in participating Southern states pay in-state tuition for eligible degree programs that their own state does not offer.",
    category: 'regional-resources',
    tags: ['Financial Aid', 'Tuition Discount'],
    url: 'https://www.sreb.org',
    region: 'south',
  }),
  defineResource({
    id: 'gafutures',
    title: 'GAfutures (Georgia HOPE)',
    description:
      "Georgia's college planning site, where residents apply for the HOPE and Zell Miller scholarships and grants, track their HOPE GPA and explore Georgia colleges.",
    category: 'regional-resources',
    tags: ['Scholarship', 'Merit', 'Financial Aid', 'Free'],
    url: 'https://www.gafutures.org',
    region: 'south',
  }),
  defineResource({
    id: 'florida-bright-futures',
    title: 'Florida Bright Futures Scholarship',
    description:
      "Florida's Office of Student Financial Assistance runs Bright Futures, merit scholarships for Florida high school graduates at eligible Florida colleges. Apply with the Florida Financial Aid Application.",
    category: 'regional-resources',
    tags: ['Scholarship', 'Merit', 'Free'],
    url: 'https://www.floridastudentfinancialaidsg.org',
    region: 'south',
  }),
  defineResource({
    id: 'tn-promise',
    title: 'Tennessee Promise',
    description:
      'Tuition-free community or technical college for Tennessee high school graduates, with a mentor to guide you. Apply in your senior year and complete community service each term.',
    category: 'regional-resources',
    tags: ['Scholarship', 'Free', 'Community College'],
    url: 'https://www.tnpromise.gov',
    region: 'south',
  }),
  defineResource({
    id: 'wue',
    title: 'Western Undergraduate Exchange (WICHE)',
    description:
      "Through WICHE's Western Undergraduate Exchange, students from Western states pay no more than 150% of in-state tuition at participating public colleges in other Western states.",
    category: 'regional-resources',
    tags: ['Financial Aid', 'Tuition Discount'],
    url: 'https://www.wiche.edu',
    region: 'west',
  }),
  defineResource({
    id: 'wsac',
    title: 'Washington Student Achievement Council',
    description:
      "Washington's student aid agency, which runs the Washington College Grant and the WASFA for students who cannot file the FAFSA. Many families with modest incomes pay no tuition.",
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://wsac.wa.gov',
    region: 'west',
  }),
  defineResource({
    id: 'oregon-student-aid',
    title: 'Oregon Office of Student Access and Completion',
    description:
      "Oregon's student aid office: the Oregon Opportunity Grant, the Oregon Promise grant for community college, and one application for hundreds of private scholarships.",
    category: 'regional-resources',
    tags: ['Grants', 'Scholarship', 'Financial Aid', 'Free'],
    url: 'https://oregonstudentaid.gov',
    region: 'west',
  }),
  defineResource({
    id: 'ucas',
    title: 'UCAS (UK University Applications)',
    description:
      "The UK's university admissions service: search undergraduate courses, learn how the personal statement works and apply to up to five UK universities in one application, including from abroad.",
    category: 'study-abroad',
    tags: ['United Kingdom', 'Applications'],
    url: 'https://www.ucas.com',
    region: 'international',
  }),
  defineResource({
    id: 'chevening',
    title: 'Chevening Scholarships',
    description:
      "UK government scholarships for one-year master's degrees at any UK university, for future leaders from eligible countries. Covers tuition, living costs and travel.",
    category: 'study-abroad',
    tags: ['United Kingdom', 'Scholarship', 'Graduate School'],
    url: 'https://www.chevening.org',
    region: 'international',
  }),
  defineResource({
    id: 'marshall-scholarship',
    title: 'Marshall Scholarships',
    description:
      'Scholarships for high-achieving U.S. graduates to earn a graduate degree at a UK university, with tuition, living costs and travel covered. Apply through your campus fellowships office.',
    category: 'study-abroad',
    tags: ['United Kingdom', 'Scholarship', 'Graduate School'],
    url: 'https://www.marshallscholarship.org',
    region: 'international',
  }),
  defineResource({
    id: 'campus-france',
    title: 'Campus France',
    description:
      'The French government agency for international students: search programmes taught in English or French, learn about student visas and find scholarships.',
    category: 'study-abroad',
    tags: ['France', 'Scholarship', 'Free'],
    url: 'https://www.campusfrance.org',
    region: 'international',
  }),
  defineResource({
    id: 'study-in-japan',
    title: 'Study in Japan (JASSO)',
    description:
      'The official guide to studying in Japan from the Japan Student Services Organization: programmes taught in English, the EJU exam, costs and scholarships such as MEXT.',
    category: 'study-abroad',
    tags: ['Japan', 'Scholarship', 'Free'],
    url: 'https://www.studyinjapan.go.jp',
    region: 'international',
  }),
  defineResource({
    id: 'educanada',
    title: 'EduCanada',
    description:
      "The Government of Canada's site for international students: find schools and programs, compare costs, and learn about study permits and scholarships.",
    category: 'study-abroad',
    tags: ['Canada', 'Scholarship', 'Free'],
    url: 'https://www.educanada.ca',
    region: 'international',
  }),
  defineResource({
    id: 'study-australia',
    title: 'Study Australia',
    description:
      "The Australian Government's official guide to studying in Australia: course search, visa steps, living costs and rules for working while you study.",
    category: 'study-abroad',
    tags: ['Australia', 'Free', 'Visas'],
    url: 'https://www.studyaustralia.gov.au',
    region: 'international',
  }),
  defineResource({
    id: 'study-in-nl',
    title: 'Study in NL',
    description:
      "Nuffic's official site for studying in the Netherlands: more than 2,000 English-taught programmes, plus guides to costs, housing and scholarships.",
    category: 'study-abroad',
    tags: ['Netherlands', 'Scholarship', 'Free'],
    url: 'https://www.studyinnl.org',
    region: 'international',
  }),
  defineResource({
    id: 'education-in-ireland',
    title: 'Education in Ireland',
    description:
      "Ireland's official study abroad site: find courses at Irish universities and colleges, read about student visas and life in Ireland, and join virtual fairs.",
    category: 'study-abroad',
    tags: ['Ireland', 'Free', 'Visas'],
    url: 'https://www.educationinireland.com',
    region: 'international',
  }),
  defineResource({
    id: 'study-in-korea',
    title: 'Study in Korea',
    description:
      "The Korean government's portal for international students: university and program search, the Global Korea Scholarship (GKS) and Korean language programs.",
    category: 'study-abroad',
    tags: ['South Korea', 'Scholarship', 'Language Learning'],
    url: 'https://www.studyinkorea.go.kr',
    region: 'international',
  }),
  defineResource({
    id: 'study-with-new-zealand',
    title: 'Study with New Zealand',
    description:
      "The New Zealand Government's official guide to studying there: universities and institutes, costs, visas and scholarships, with stories from international students.",
    category: 'study-abroad',
    tags: ['New Zealand', 'Free', 'Visas'],
    url: 'https://www.studywithnewzealand.govt.nz',
    region: 'international',
  }),
  defineResource({
    id: 'schwarzman-scholars',
    title: 'Schwarzman Scholars',
    description:
      "A fully funded one-year master's degree in global affairs at Tsinghua University in Beijing for future leaders from around the world.",
    category: 'study-abroad',
    tags: ['China', 'Scholarship', 'Graduate School'],
    url: 'https://www.schwarzmanscholars.org',
    region: 'international',
  }),
  defineResource({
    id: 'iie',
    title: 'Institute of International Education (IIE)',
    description:
      'The nonprofit that administers Fulbright and the Gilman Scholarship, with research on international students and guides to funding study abroad.',
    category: 'study-abroad',
    tags: ['Scholarship', 'Exchange', 'Free'],
    url: 'https://www.iie.org',
    region: 'international',
  }),
];

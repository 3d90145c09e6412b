// Built-in resources for the "Applying to Colleges" category: applications, financial aid and scholarships.
import type { Resource } from '../types';
import { defineResource } from './define';

export const APPLYING_TO_COLLEGES_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'common-app',
    title: 'Common App',
    description:
      'One application accepted by more than a thousand colleges. Fill in your profile, activities and personal essay once, then add school-specific questions; fee waivers are available if you qualify.',
    category: 'applying-to-colleges',
    tags: ['Essential', 'Popular', 'Free', 'Applications'],
    url: 'https://www.commonapp.org',
  }),
  defineResource({
    id: 'fafsa',
    title: 'FAFSA (Federal Student Aid)',
    description:
      'The free federal application for Pell Grants, work-study and federal student loans, filed at studentaid.gov. Many states and colleges also use it for their own aid, so submit it every year you are enrolled.',
    category: 'applying-to-colleges',
    tags: ['Essential', 'Free', 'Financial Aid', 'Need-Based'],
    url: 'https://studentaid.gov/h/apply-for-aid/fafsa',
  }),
  defineResource({
    id: 'fastweb',
    title: 'Fastweb',
    description:
      'A free scholarship search engine: build a profile with your grades, interests and background and it matches you with scholarships, then reminds you of deadlines. Useful for both merit and need-based awards.',
    category: 'applying-to-colleges',
    tags: ['Popular', 'Free', 'Scholarship', 'Merit', 'Need-Based'],
    url: 'https://www.fastweb.com',
  }),
  defineResource({
    id: 'questbridge',
    title: 'QuestBridge',
    description:
      'Connects high-achieving students from low-income backgrounds with leading colleges. Its National College Match can lead to a full four-year scholarship at a partner college; applying is free.',
    category: 'applying-to-colleges',
    tags: ['Free', 'Scholarship', 'Need-Based', 'Merit'],
    url: 'https://www.questbridge.org',
  }),
  defineResource({
    id: 'gates-scholarship',
    title: 'The Gates Scholarship',
    description:
      'A highly selective last-dollar scholarship for outstanding minority high school seniors who are Pell-eligible. Scholars get funding for the cost of attendance not covered by other aid, plus a support network.',
    category: 'applying-to-colleges',
    tags: ['Scholarship', 'Diversity', 'Need-Based', 'Merit'],
    url: 'https://www.thegatesscholarship.org',
  }),
  defineResource({
    id: 'jack-kent-cooke',
    title: 'Jack Kent Cooke Foundation Scholarships',
    description:
      'Large scholarships for high-achieving students with financial need, including a College Scholarship for high school seniors and a transfer scholarship for community college students, with advising support.',
    category: 'applying-to-colleges',
    tags: ['Scholarship', 'Merit', 'Need-Based'],
    url: 'https://www.jkcf.org',
  }),
  defineResource({
    id: 'coca-cola-scholars',
    title: 'Coca-Cola Scholars Program',
    description:
      'An achievement-based scholarship for U.S. high school seniors recognised for leadership, service and academics. Apply in the fall of senior year; finalists are interviewed and join a lifelong scholar network.',
    category: 'applying-to-colleges',
    tags: ['Scholarship', 'Merit', 'Leadership'],
    url: 'https://www.coca-colascholarsfoundation.org',
  }),
  defineResource({
    id: 'ncaa-eligibility-center',
    title: 'NCAA Eligibility Center',
    description:
      'Student-athletes who want to play and receive athletic scholarships at NCAA Division I or II schools must register here. Create a profile early in high school to track core courses and amateur status.',
    category: 'applying-to-colleges',
    tags: ['Scholarship', 'Athletic', 'Sports'],
    url: 'https://web3.ncaa.org/ecwr3/',
  }),
  defineResource({
    id: 'smart-scholarship',
    title: 'SMART Scholarship-for-Service',
    description:
      'A U.S. Department of Defense program for undergraduate and graduate students in STEM fields: full tuition, a stipend and paid summer internships, in exchange for working at a DoD facility after graduation.',
    category: 'applying-to-colleges',
    tags: ['Scholarship', 'STEM', 'Merit', 'Government'],
    url: 'https://www.smartscholarship.org',
  }),
  defineResource({
    id: 'scholastic-art-writing-awards',
    title: 'Scholastic Art & Writing Awards',
    description:
      'A long-running recognition program for creative teens in grades 7-12. Submit art, photography, poetry or fiction; top national winners can earn scholarships and their work is exhibited and published.',
    category: 'applying-to-colleges',
    tags: ['Scholarship', 'Arts', 'Merit', 'Writing'],
    url: 'https://www.artandwriting.org',
  }),
  defineResource({
    id: 'bigfuture-scholarships',
    title: 'BigFuture Scholarships (College Board)',
    description:
      'Scholarship drawings for U.S. high school students with no essay, GPA minimum or application form. You earn entries by completing college planning steps on BigFuture, such as building a college list or filing the FAFSA.',
    category: 'applying-to-colleges',
    tags: ['Free', 'Scholarship'],
    url: 'https://bigfuture.collegeboard.org/pay-for-college/bigfuture-scholarships',
  }),
];

// Built-in resources for the "Explore by Major" category: general major and career exploration tools.
import type { Resource } from '../types';
import { defineResource } from './define';

export const MAJORS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'onet-online',
    title: 'O*NET OnLine',
    description:
      'The U.S. Department of Labor occupation database: tasks, skills, work styles, education and wages for nearly every job. Look up careers linked to a major to see what the day-to-day work actually involves.',
    category: 'majors',
    tags: ['Free', 'Career', 'Career Exploration', 'Academic'],
    url: 'https://www.onetonline.org',
  }),
  defineResource({
    id: 'bls-occupational-outlook',
    title: 'Occupational Outlook Handbook (BLS)',
    description:
      'Free profiles from the Bureau of Labor Statistics covering pay, job outlook, required education and how to get into hundreds of occupations. A quick reality check when choosing or changing a major.',
    category: 'majors',
    tags: ['Free', 'Career', 'Career Exploration'],
    url: 'https://www.bls.gov/ooh/',
  }),
  defineResource({
    id: 'mymajors',
    title: 'MyMajors',
    description:
      'A free quiz that asks about your interests, grades and personality and suggests college majors that fit. Use the results as a starting list, then read its major profiles to compare courses and careers.',
    category: 'majors',
    tags: ['Free', 'Career Exploration', 'Quiz'],
    url: 'https://www.mymajors.com',
  }),
  defineResource({
    id: 'roadtrip-nation',
    title: 'Roadtrip Nation',
    description:
      'Hundreds of video interviews with people about how they found their careers, plus free career exploration tools that connect your interests to majors and jobs. Good for students who are still undecided.',
    category: 'majors',
    tags: ['Free', 'Video Learning', 'Career Exploration'],
    url: 'https://roadtripnation.com',
  }),
  defineResource({
    id: 'careeronestop',
    title: 'CareerOneStop',
    description:
      'Sponsored by the U.S. Department of Labor: free interest and skills assessments, career profiles with salary data, training finders and a large scholarship search. Helpful for planning a major around a career goal.',
    category: 'majors',
    tags: ['Free', 'Career', 'Career Exploration', 'Scholarship'],
    url: 'https://www.careeronestop.org',
  }),
  defineResource({
    id: 'college-scorecard',
    title: 'College Scorecard',
    description:
      'The U.S. Department of Education tool for comparing colleges on cost, graduation rate and typical earnings. You can compare specific fields of study, so you can see how a major pays off at different schools.',
    category: 'majors',
    tags: ['Free', 'Academic', 'College Search', 'Financial Aid'],
    url: 'https://collegescorecard.ed.gov',
  }),
];

// Built-in resources for the "Internships" category: job boards and salary research for students.
import type { Resource } from '../types';
import { defineResource } from './define';

export const INTERNSHIPS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'handshake',
    title: 'Handshake',
    description:
      'The career network many universities use for internships, jobs and career fairs. Sign in with your school account, complete your profile and employers who recruit at your school can message you directly.',
    category: 'internships',
    tags: ['Essential', 'Popular', 'Free', 'Career'],
    url: 'https://joinhandshake.com',
  }),
  defineResource({
    id: 'indeed',
    title: 'Indeed',
    description:
      'One of the largest job search engines. Search for "intern" or "internship" with your city or "remote", save searches as email alerts and upload a resume to apply to many listings quickly; free for job seekers.',
    category: 'internships',
    tags: ['Free', 'Career', 'Job Search'],
    url: 'https://www.indeed.com',
  }),
  defineResource({
    id: 'glassdoor',
    title: 'Glassdoor',
    description:
      'Anonymous company reviews, salary reports and real interview questions shared by employees and candidates. Read it before an interview to learn the process and before accepting an offer to compare pay.',
    category: 'internships',
    tags: ['Free', 'Career', 'Interview Prep'],
    url: 'https://www.glassdoor.com',
  }),
  defineResource({
    id: 'usajobs-pathways',
    title: 'USAJOBS (Pathways Internships)',
    description:
      'The official site for U.S. federal government jobs. Filter for students to find paid Pathways internships, which can lead to permanent positions; build one federal-style resume and reuse it across applications.',
    category: 'internships',
    tags: ['Free', 'Career', 'Government'],
    url: 'https://www.usajobs.gov/help/working-in-government/unique-hiring-paths/students/',
  }),
  defineResource({
    id: 'idealist',
    title: 'Idealist',
    description:
      'Free listings for internships, jobs and volunteer roles at nonprofits and social-impact organisations worldwide. Good for students interested in public service, advocacy, education or community work.',
    category: 'internships',
    tags: ['Free', 'Career', 'Nonprofit', 'Volunteering'],
    url: 'https://www.idealist.org',
  }),
  defineResource({
    id: 'levels-fyi',
    title: 'Levels.fyi',
    description:
      'Crowdsourced salary data for tech and finance jobs, with a dedicated internship list showing hourly or monthly pay by company. Use it to compare offers and to know what to expect before negotiating.',
    category: 'internships',
    tags: ['Free', 'Career', 'STEM', 'Salary Data'],
    url: 'https://www.levels.fyi',
  }),
];

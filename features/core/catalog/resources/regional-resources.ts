// Built-in resources for the "Regional Resources" category: state aid, international study and undocumented student support.
import type { Resource } from '../types';
import { defineResource } from './define';

export const REGIONAL_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'cal-grant',
    title: 'Cal Grant (California Student Aid Commission)',
    description:
      'California grants for residents attending eligible California colleges, which do not need to be repaid. Apply by filing the FAFSA or the California Dream Act Application and making sure your GPA is submitted by the deadline.',
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://www.csac.ca.gov/cal-grants',
    region: 'west',
  }),
  defineResource({
    id: 'nys-hesc',
    title: 'NYS Higher Education Services Corporation (HESC)',
    description:
      "New York State's student aid agency, which runs the Tuition Assistance Program (TAP) and the Excelsior Scholarship for New York residents at in-state colleges. Apply after your FAFSA using HESC's online application.",
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://www.hesc.ny.gov',
    region: 'northeast',
  }),
  defineResource({
    id: 'illinois-map',
    title: 'Illinois Student Assistance Commission (MAP Grant)',
    description:
      'ISAC runs the Monetary Award Program (MAP), need-based grants for Illinois residents at approved Illinois colleges. File the FAFSA, or the Alternative Application if you are not eligible for federal aid, as early as you can.',
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://www.isac.org',
    region: 'midwest',
  }),
  defineResource({
    id: 'college-for-all-texans',
    title: 'College for All Texans',
    description:
      "The Texas Higher Education Coordinating Board's guide to paying for college in Texas, including the TEXAS Grant and the TASFA for students who cannot file the FAFSA. Also explains in-state tuition rules.",
    category: 'regional-resources',
    tags: ['Grants', 'Financial Aid', 'Need-Based', 'Free'],
    url: 'https://www.collegeforalltexans.com',
    region: 'south',
  }),
  defineResource({
    id: 'daad',
    title: 'DAAD (German Academic Exchange Service)',
    description:
      'Scholarships and a searchable program database for studying or researching in Germany, where public universities charge little or no tuition in most states. Many master programs are taught in English.',
    category: 'regional-resources',
    tags: ['Scholarship', 'Study Abroad', 'Free', 'Europe', 'Germany'],
    url: 'https://www.daad.de/en/',
    region: 'international',
  }),
  defineResource({
    id: 'united-way-211',
    title: '211 Helpline (United Way)',
    description:
      'A free, confidential service that connects you with local help for housing, food, utility bills, health care and mental health. Dial 211 or search online to find resources near your campus or home.',
    category: 'regional-resources',
    tags: ['Free', 'Housing', 'Basic Needs', 'Support'],
    url: 'https://www.211.org',
    region: 'nationwide',
  }),
  defineResource({
    id: 'thedream-us',
    title: 'TheDream.US',
    description:
      'A national college access and success program for immigrant youth that offers scholarships to undocumented students, with or without DACA or TPS, at partner colleges across the U.S.',
    category: 'regional-resources',
    tags: ['Scholarship', 'Diversity', 'Need-Based', 'Undocumented'],
    url: 'https://www.thedream.us',
    region: 'undocumented',
  }),
  defineResource({
    id: 'immigrants-rising',
    title: 'Immigrants Rising',
    description:
      'Resources for undocumented young people: scholarship lists that do not require proof of citizenship, guides to paying for college, ways to earn income through entrepreneurship, and a free legal intake tool.',
    category: 'regional-resources',
    tags: ['Free', 'Scholarship', 'Undocumented', 'Support'],
    url: 'https://immigrantsrising.org',
    region: 'undocumented',
  }),
  defineResource({
    id: 'my-undocumented-life',
    title: 'My (Un)Documented Life',
    description:
      'A regularly updated site listing scholarships, fellowships and internships open to undocumented students, plus guides on DACA, applying to college and graduate school, and mental health.',
    category: 'regional-resources',
    tags: ['Free', 'Scholarship', 'Undocumented', 'Support'],
    url: 'https://mydocumentedlife.org',
    region: 'undocumented',
  }),
];

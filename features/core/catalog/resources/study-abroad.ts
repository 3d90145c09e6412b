// Built-in resources for the "Study Abroad" category: exchange programs, scholarships and student travel.
import type { Resource } from '../types';
import { defineResource } from './define';

export const STUDY_ABROAD_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'fulbright',
    title: 'Fulbright U.S. Student Program',
    description:
      'Grants for graduating seniors, recent graduates and graduate students to study, research or teach English abroad for about a year. Start early: many campuses have a Fulbright adviser who reviews drafts.',
    category: 'study-abroad',
    tags: ['Popular', 'Scholarship', 'Research', 'Teaching'],
    url: 'https://us.fulbrightonline.org',
    region: 'international',
  }),
  defineResource({
    id: 'erasmus-plus',
    title: 'Erasmus+',
    description:
      'The European Union programme that funds study exchanges and traineeships abroad. Students at participating universities apply through their international office for a semester or year at a partner school with a grant.',
    category: 'study-abroad',
    tags: ['Exchange', 'Scholarship', 'Europe'],
    url: 'https://erasmus-plus.ec.europa.eu',
    region: 'international',
  }),
  defineResource({
    id: 'gilman-scholarship',
    title: 'Benjamin A. Gilman International Scholarship',
    description:
      'U.S. Department of State scholarships for undergraduates who receive a Federal Pell Grant, to study or intern abroad. It aims to widen who studies abroad, including students in underrepresented fields and destinations.',
    category: 'study-abroad',
    tags: ['Scholarship', 'Need-Based', 'Diversity', 'Government'],
    url: 'https://www.gilmanscholarship.org',
    region: 'international',
  }),
  defineResource({
    id: 'boren-awards',
    title: 'Boren Awards',
    description:
      'Funding for U.S. undergraduates and graduate students to study less commonly taught languages in regions important to U.S. national security. Recipients commit to working in the federal government afterwards.',
    category: 'study-abroad',
    tags: ['Scholarship', 'Language Learning', 'Government'],
    url: 'https://www.borenawards.org',
    region: 'international',
  }),
  defineResource({
    id: 'critical-language-scholarship',
    title: 'Critical Language Scholarship (CLS)',
    description:
      'A fully funded summer program abroad for U.S. college students to study languages such as Arabic, Chinese, Japanese, Korean or Russian in intensive institutes. No prior study is needed for several languages.',
    category: 'study-abroad',
    tags: ['Free', 'Scholarship', 'Language Learning', 'Government'],
    url: 'https://clscholarship.org',
    region: 'international',
  }),
  defineResource({
    id: 'isic-card',
    title: 'ISIC (International Student Identity Card)',
    description:
      'The internationally recognised student ID. Carry it abroad to prove student status and get discounts on travel, museums, software and more in many countries; order it online or through your university.',
    category: 'study-abroad',
    tags: ['Student Discount', 'Travel', 'Student ID'],
    url: 'https://www.isic.org',
    region: 'international',
  }),
];

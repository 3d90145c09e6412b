// The 13 major fields of docs/product.md#majors.
import type { MajorField } from '../types';

export const MAJOR_FIELDS: readonly MajorField[] = [
  { id: 'arts-design-performance', name: 'Arts, Design & Performance' },
  { id: 'business-management', name: 'Business & Management' },
  { id: 'engineering-technology', name: 'Engineering & Technology' },
  { id: 'natural-physical-sciences', name: 'Natural & Physical Sciences' },
  { id: 'health-life-sciences', name: 'Health & Life Sciences' },
  { id: 'social-behavioral-sciences', name: 'Social & Behavioral Sciences' },
  { id: 'education-teaching', name: 'Education & Teaching' },
  { id: 'humanities-cultural-studies', name: 'Humanities & Cultural Studies' },
  { id: 'math-data-computational', name: 'Math, Data & Computational Sciences' },
  { id: 'interdisciplinary-emerging', name: 'Interdisciplinary & Emerging Fields' },
  { id: 'environmental-agricultural', name: 'Environmental & Agricultural Sciences' },
  { id: 'law-policy-public-service', name: 'Law, Policy & Public Service' },
  { id: 'media-writing-communication', name: 'Media, Writing & Communication' },
];

export type MajorFieldId = (typeof MAJOR_FIELDS)[number]['id'];

// The six bundled bulletin articles (docs/product.md#who-it-is-for), newest first.
import type { Article } from '../types';
import { aiStudyTools } from './ai-study-tools';
import { freeToolsForStudents } from './free-tools-for-students';
import { internshipGuide } from './internship-guide';
import { learningPlatforms } from './learning-platforms';
import { researchWebsites } from './research-websites';
import { scholarshipGuide } from './scholarship-guide';

export const ARTICLES: readonly Article[] = [
  scholarshipGuide,
  aiStudyTools,
  freeToolsForStudents,
  internshipGuide,
  researchWebsites,
  learningPlatforms,
];

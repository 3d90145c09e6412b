import { defineMessages } from '@quadkit/core/shared/i18n/messages';

/** One line per well-known tag for a resource's Features list (tag-blurbs.ts maps each tag to its key). */
export const tagBlurbMessages = defineMessages('browse.tag-blurbs', {
  essential: 'A must-have that students rely on throughout their studies.',
  popular: 'Widely used and recommended by students.',
  free: 'Free to use: no payment is needed to get started.',
  discount: 'Reduced pricing or free access for verified students.',
  academic: 'Built to support coursework, studying and academic success.',
  ai: 'Uses artificial intelligence to help you work faster and smarter.',
  research: 'Helps you find, organise and cite sources for your research.',
  writing: 'Improves your writing, from first draft to final polish.',
  design: 'Makes it easy to create visuals, layouts and presentations.',
  extension: 'Works right inside your web browser as an extension.',
  video: 'Teaches through video lessons you can watch at your own pace.',
  courses: 'Structured online courses, often with a certificate at the end.',
  stem: 'Focused on science, technology, engineering and maths.',
  productivity: 'Helps you organise your time, tasks and notes.',
  scholarship: 'Helps you find and apply for funding for your education.',
  career: 'Helps you prepare for internships, jobs and your career.',
});

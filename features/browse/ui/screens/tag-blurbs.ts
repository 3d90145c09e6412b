// One-line explanations of well-known tags, shown in a resource's Features list (unknown tags are left out).
export const TAG_BLURBS: Readonly<Record<string, string>> = {
  Essential: 'A must-have that students rely on throughout their studies.',
  Popular: 'Widely used and recommended by students.',
  Free: 'Free to use: no payment is needed to get started.',
  'Student Discount': 'Reduced pricing or free access for verified students.',
  Academic: 'Built to support coursework, studying and academic success.',
  'AI Tool': 'Uses artificial intelligence to help you work faster and smarter.',
  'Research Tool': 'Helps you find, organise and cite sources for your research.',
  'Writing Tool': 'Improves your writing, from first draft to final polish.',
  'Design Tool': 'Makes it easy to create visuals, layouts and presentations.',
  'Browser Extension': 'Works right inside your web browser as an extension.',
  'Video Learning': 'Teaches through video lessons you can watch at your own pace.',
  'Online Courses': 'Structured online courses, often with a certificate at the end.',
  STEM: 'Focused on science, technology, engineering and maths.',
  Productivity: 'Helps you organise your time, tasks and notes.',
  Scholarship: 'Helps you find and apply for funding for your education.',
  Career: 'Helps you prepare for internships, jobs and your career.',
};

export interface Feature {
  tag: string;
  blurb: string;
}

/** The resource's tags that have a blurb, in the resource's own tag order. */
export function featuresFor(tags: readonly string[]): Feature[] {
  return tags.flatMap((tag) => {
    const blurb = TAG_BLURBS[tag];
    return blurb ? [{ tag, blurb }] : [];
  });
}

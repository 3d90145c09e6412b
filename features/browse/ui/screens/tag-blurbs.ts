// One-line explanations of well-known tags, shown in a resource's Features list (unknown tags are left out). Each
// tag maps to its blurb's key in the tag-blurb message table.
import type { tagBlurbMessages } from './tag-blurbs.messages';

type BlurbKey = keyof typeof tagBlurbMessages.en;

export const TAG_BLURBS: Readonly<Record<string, BlurbKey>> = {
  Essential: 'essential',
  Popular: 'popular',
  Free: 'free',
  'Student Discount': 'discount',
  Academic: 'academic',
  'AI Tool': 'ai',
  'Research Tool': 'research',
  'Writing Tool': 'writing',
  'Design Tool': 'design',
  'Browser Extension': 'extension',
  'Video Learning': 'video',
  'Online Courses': 'courses',
  STEM: 'stem',
  Productivity: 'productivity',
  Scholarship: 'scholarship',
  Career: 'career',
};

export interface Feature {
  tag: string;
  blurb: BlurbKey;
}

/** The resource's tags that have a blurb, in the resource's own tag order. */
export function featuresFor(tags: readonly string[]): Feature[] {
  return tags.flatMap((tag) => {
    const blurb = TAG_BLURBS[tag];
    return blurb ? [{ tag, blurb }] : [];
  });
}

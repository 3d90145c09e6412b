// The three (fictional) staff writers credited on the bundled articles, by the slug their front matter names.
import type { ArticleAuthor } from '../types';
import { authorAvatar } from '../images';

export const AUTHOR_SLUGS = ['maya-okafor', 'daniel-reyes', 'quadkit-editorial'] as const;
export type AuthorSlug = (typeof AUTHOR_SLUGS)[number];

const NAMES: Record<AuthorSlug, string> = {
  'maya-okafor': 'Maya Okafor',
  'daniel-reyes': 'Daniel Reyes',
  'quadkit-editorial': 'Quadkit Editorial Team',
};

export const articleAuthor = (slug: AuthorSlug): ArticleAuthor => ({ name: NAMES[slug], avatar: authorAvatar(slug) });

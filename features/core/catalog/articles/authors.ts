// The three (fictional) staff writers credited on the bundled articles.
import type { ArticleAuthor } from '../types';
import { authorAvatar } from '../images';

export const AUTHOR_SLUGS = ['maya-okafor', 'daniel-reyes', 'quadkit-editorial'] as const;

export const MAYA_OKAFOR: ArticleAuthor = { name: 'Maya Okafor', avatar: authorAvatar('maya-okafor') };
export const DANIEL_REYES: ArticleAuthor = { name: 'Daniel Reyes', avatar: authorAvatar('daniel-reyes') };
export const QUADKIT_EDITORIAL: ArticleAuthor = {
  name: 'Quadkit Editorial Team',
  avatar: authorAvatar('quadkit-editorial'),
};

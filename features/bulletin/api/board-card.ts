// Turns board rows into what the API answers: cards for lists, the full article for its page.
import { publicName } from '@quadkit/core/shared/display-name';
import type { BoardRow } from './board-sql';

const POST_IMAGE = '/images/categories/learning-1.svg';

/** A user post's author: their display name ('A Quadkit student' without one; never the e-mail) and avatar. */
function authorOf(row: BoardRow) {
  if (row.kind === 'article') {
    return { name: row.author_name ?? 'Quadkit Editorial Team', avatar: row.author_avatar, profile: null };
  }
  const name = publicName(row.display_name);
  const profile = [row.study_level, row.major].filter(Boolean).join(' · ') || null;
  return { name, avatar: row.avatar_url, profile };
}

const tagsOf = (row: BoardRow): string[] => {
  try {
    const tags: unknown = JSON.parse(row.tags);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
};

export function toCard(row: BoardRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    snippet: row.snippet,
    image: row.image ?? POST_IMAGE,
    tags: tagsOf(row),
    /** ISO date, yyyy-mm-dd. */
    date: new Date(row.published_at).toISOString().slice(0, 10),
    readTime: row.read_time,
    author: authorOf(row),
  };
}

export type ArticleCard = ReturnType<typeof toCard>;

export const toArticle = (row: BoardRow) => ({ ...toCard(row), content: row.body });

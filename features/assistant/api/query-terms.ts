// A chat message's words for the LIKE match of toolkits and articles: a plural's stem kept so 'flashcards' finds
// 'flashcard', LIKE's own wildcards escaped. Which words carry meaning is the search engine's call (understand()).

/** 'exams' → 'exam', 'flashcards' → 'flashcard': a crude stem, used as a prefix so both forms match. */
export const stem = (term: string): string => (term.length > 3 && term.endsWith('s') ? term.slice(0, -1) : term);

/** `%flashcard%` for LIKE, with LIKE's own wildcards escaped (the query uses ESCAPE '\'). */
export const likePattern = (term: string): string => `%${stem(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

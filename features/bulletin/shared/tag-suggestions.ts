// The 'Auto-suggest tags' keyword map (docs/product.md#rules-and-messages): keywords found in the title or body suggest a tag.

const KEYWORDS: Record<string, readonly string[]> = {
  'Study Tips': ['study', 'exam', 'revision', 'notes', 'memor', 'flashcard', 'learn'],
  Productivity: ['productiv', 'focus', 'time management', 'schedule', 'planner', 'habit', 'organiz', 'organis'],
  'AI Tools': ['ai ', ' ai', 'artificial intelligence', 'chatgpt', 'gpt', 'machine learning', 'llm'],
  Career: ['career', 'internship', 'job', 'resume', 'résumé', 'cv', 'interview', 'linkedin'],
  Academic: ['academic', 'research', 'thesis', 'essay', 'paper', 'professor', 'lecture', 'course'],
  Wellness: ['wellness', 'mental health', 'stress', 'sleep', 'exercise', 'anxiety', 'burnout', 'wellbeing'],
  Technology: ['tech', 'software', 'app', 'coding', 'programming', 'computer', 'laptop'],
  Finance: ['financ', 'money', 'budget', 'scholarship', 'loan', 'discount', 'save money', 'tuition'],
  'Student Life': ['campus', 'dorm', 'roommate', 'club', 'friends', 'student life', 'freshman', 'society'],
};

export const SUGGESTIBLE_TAGS = Object.keys(KEYWORDS);

/** Tags whose keywords appear in the text (case-insensitive), in the spec's order. */
export function suggestTags(title: string, body: string): string[] {
  const text = ` ${title} ${body} `.toLowerCase();
  return SUGGESTIBLE_TAGS.filter((tag) => KEYWORDS[tag]?.some((keyword) => text.includes(keyword)));
}

/** The current comma-separated tags plus the suggestions not already there (ignoring case). */
export function mergeTags(current: string[], suggested: string[]): string[] {
  const have = new Set(current.map((tag) => tag.toLowerCase()));
  return [...current, ...suggested.filter((tag) => !have.has(tag.toLowerCase()))];
}

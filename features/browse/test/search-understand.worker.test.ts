// The engine's reading of a question: stop words and question phrasings never count, the intent
// vocabulary names what is asked (needs, fields, places, 'alternative to X'), and relevance ranks an item by how
// much of the question it matches.
import { describe, expect, it } from 'vitest';
import { intentName, relevance, understand } from '@quadkit/core/server/search/engine';

const labels = (q: string) => understand(q).intents.map((m) => intentName(m.intent.name, 'en'));
const item = (title: string, category: string | null, tags: string[], description = '') => ({
  title,
  description,
  category: category as never,
  categoryName: null,
  tags,
});

describe('understand()', () => {
  it('drops stop words and question phrasings, and keeps keywords as typed', () => {
    expect(understand('how do I cite a website in APA').content).toEqual(['cite', 'apa']);
    expect(understand('where can I find an MLA citation generator').content).toEqual(['mla', 'citation', 'generator']);
    const keywords = understand('spotify discount');
    expect(keywords.content).toEqual(['spotify', 'discount']);
    // Every word a stop word: the words are kept, so the query still searches something.
    expect(understand('how to').content).toEqual(['how', 'to']);
  });

  it('names needs, fields, places and alternatives', () => {
    expect(labels('I am stressed about finals and cannot sleep')).toContain('wellness and mental health');
    expect(labels('how do I cite in APA')).toContain('citation tools');
    expect(labels('poster for my biology class')).toEqual(
      expect.arrayContaining(['design and presentation', 'biology']),
    );
    expect(labels('I need money for college in Georgia')).toEqual(
      expect.arrayContaining(['financial aid and scholarships', 'Georgia (South U.S.)']),
    );
    expect(labels('I want to study in Germany')).toContain('Germany');
    expect(labels('free alternative to microsoft word')).toContain('like Microsoft 365 Education');
    // A cue is a word or its beginning, never the middle of another word: 'international' is no 'intern'.
    expect(labels('international students')).not.toContain('jobs and internships');
  });

  it("reads the need before 'for' and its context after, unless a cue spans the 'for'", () => {
    expect(understand('flashcards for my exams').head).toEqual(['flashcards']);
    expect(understand('how do I pay for college').head).toEqual([]);
    expect(understand('spotify discount').natural).toBe(false);
    expect(understand('list all scholarships').wantsList).toBe(true);
  });
});

describe('relevance()', () => {
  it('ranks by how much of the question an item matches, an intent by its tags or category', () => {
    const question = understand('I am stressed about finals and cannot sleep');
    const headspace = relevance(item('Headspace', 'wellness', ['Mental Health']), question);
    const unrelated = relevance(item('Canva', 'design', ['Design Tool']), question);
    expect(headspace.intents.map((name) => intentName(name, 'en'))).toContain('wellness and mental health');
    expect(headspace.score).toBeGreaterThan(unrelated.score);
    expect(unrelated.score).toBe(0);
  });

  it('lets the need outweigh its context', () => {
    const question = understand('flashcards for my exams');
    const cards = relevance(item('Anki', 'learning', ['Flashcards']), question);
    const exam = relevance(
      item('GMAT Exam', 'applying-to-colleges', ['Exam Prep'], 'The exam for business school.'),
      question,
    );
    expect(cards.score).toBeGreaterThan(exam.score);
  });
});

// The six bundled bulletin articles (data/articles/*.md, Markdown with front matter), newest first. The id is the
// file's name; image, author details and reading time are derived, so they cannot drift from the text.
/// <reference path="../text-modules.d.ts" />
import aiStudyTools from '../data/articles/ai-study-tools.md';
import freeToolsForStudents from '../data/articles/free-tools-for-students.md';
import internshipGuide from '../data/articles/internship-guide.md';
import learningPlatforms from '../data/articles/learning-platforms.md';
import researchWebsites from '../data/articles/research-websites.md';
import scholarshipGuide from '../data/articles/scholarship-guide.md';
import { articleImage } from '../images';
import type { Article } from '../types';
import { articleAuthor, type AuthorSlug } from './authors';
import { type ArticleFile, articleTags, splitFrontMatter } from './front-matter';
import { readTime } from './read-time';

/** Each article file, split into its front matter and body; validation names entries by file. */
export const ARTICLE_FILES: readonly ArticleFile[] = [
  splitFrontMatter('ai-study-tools', aiStudyTools),
  splitFrontMatter('free-tools-for-students', freeToolsForStudents),
  splitFrontMatter('internship-guide', internshipGuide),
  splitFrontMatter('learning-platforms', learningPlatforms),
  splitFrontMatter('research-websites', researchWebsites),
  splitFrontMatter('scholarship-guide', scholarshipGuide),
];

const toArticle = ({ id, fields, body }: ArticleFile): Article => ({
  id,
  title: fields.title ?? '',
  snippet: fields.snippet ?? '',
  content: body,
  image: articleImage(id),
  tags: articleTags(fields),
  date: fields.date ?? '',
  readTime: readTime(body),
  author: articleAuthor(fields.author as AuthorSlug),
});

/** The files as articles, newest first (ISO dates sort as text); validate-catalog.ts checks them first. */
export const articlesFrom = (files: readonly ArticleFile[]): Article[] =>
  files.map(toArticle).sort((a, b) => b.date.localeCompare(a.date));

export const ARTICLES: readonly Article[] = articlesFrom(ARTICLE_FILES);

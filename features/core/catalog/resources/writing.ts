// Built-in resources for the "Writing" category: editing, citation and document tools.
import type { Resource } from '../types';
import { defineResource } from './define';

export const WRITING_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'grammarly',
    title: 'Grammarly',
    description:
      'Checks spelling, grammar, punctuation and clarity as you type, through a browser extension that also works in Google Docs and an add-in for Word. The free version covers the basics; some universities provide premium access.',
    category: 'writing',
    tags: ['Popular', 'Free', 'Writing Tool', 'Browser Extension'],
    url: 'https://www.grammarly.com',
  }),
  defineResource({
    id: 'hemingway-editor',
    title: 'Hemingway Editor',
    description:
      'Paste in a draft and it highlights long, hard-to-read sentences, passive voice and unnecessary adverbs, with a readability grade. The web version is free; use it to tighten essays and cover letters.',
    category: 'writing',
    tags: ['Free', 'Writing Tool', 'Editing'],
    url: 'https://hemingwayapp.com',
  }),
  defineResource({
    id: 'purdue-owl',
    title: 'Purdue OWL',
    description:
      "Purdue University's free Online Writing Lab: clear guides to APA, MLA and Chicago style, plus help with thesis statements, research papers, grammar and job-search writing. The go-to reference for citation questions.",
    category: 'writing',
    tags: ['Essential', 'Free', 'Writing Tool', 'Academic'],
    url: 'https://owl.purdue.edu',
  }),
  defineResource({
    id: 'overleaf',
    title: 'Overleaf',
    description:
      'An online LaTeX editor with real-time collaboration and thousands of templates for lab reports, theses and journal articles. The free plan works for most coursework, and many universities provide premium features.',
    category: 'writing',
    tags: ['Free', 'Writing Tool', 'STEM', 'Academic'],
    url: 'https://www.overleaf.com',
  }),
  defineResource({
    id: 'google-docs',
    title: 'Google Docs',
    description:
      'Free word processing with a Google account. Write group papers together in real time, use Suggesting mode for peer review, and restore earlier drafts from version history when something goes wrong.',
    category: 'writing',
    tags: ['Free', 'Writing Tool', 'Productivity', 'Collaboration'],
    url: 'https://workspace.google.com/products/docs/',
  }),
  defineResource({
    id: 'zotero-bib',
    title: 'ZoteroBib',
    description:
      'A free citation generator from the makers of Zotero, with no account needed. Paste a URL, DOI or ISBN, pick a citation style and copy the formatted bibliography into your paper.',
    category: 'writing',
    tags: ['Free', 'Writing Tool', 'Research Tool', 'Citations'],
    url: 'https://zbib.org',
  }),
];

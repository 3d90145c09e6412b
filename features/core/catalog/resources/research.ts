// Built-in resources for the "Research" category: literature search, reference managers and research assistants.
import type { Resource } from '../types';
import { defineResource } from './define';

export const RESEARCH_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'google-scholar',
    title: 'Google Scholar',
    description:
      'Free search across journal articles, theses, books and court opinions. Use "Cited by" to follow a topic forward in time, and add your university under Library links to open full texts your library pays for.',
    category: 'research',
    tags: ['Essential', 'Popular', 'Free', 'Research Tool', 'Academic'],
    url: 'https://scholar.google.com',
  }),
  defineResource({
    id: 'zotero',
    title: 'Zotero',
    description:
      'A free, open-source reference manager. The Zotero Connector browser extension saves papers and web pages in one click, and the word processor plugins insert citations and bibliographies in APA, MLA, Chicago and more.',
    category: 'research',
    tags: ['Essential', 'Free', 'Research Tool', 'Browser Extension', 'Academic'],
    url: 'https://www.zotero.org',
  }),
  defineResource({
    id: 'jstor',
    title: 'JSTOR',
    description:
      'A digital library of academic journals, books and primary sources, strongest in the humanities and social sciences. Most students get full access through their university library; open-access content is free to everyone.',
    category: 'research',
    tags: ['Research Tool', 'Academic', 'Humanities'],
    url: 'https://www.jstor.org',
  }),
  defineResource({
    id: 'pubmed',
    title: 'PubMed',
    description:
      'The free search engine from the U.S. National Library of Medicine for biomedical and life science literature. Filter by article type or date, and follow links to free full text in PubMed Central when available.',
    category: 'research',
    tags: ['Free', 'Research Tool', 'Academic', 'STEM'],
    url: 'https://pubmed.ncbi.nlm.nih.gov',
  }),
  defineResource({
    id: 'arxiv',
    title: 'arXiv',
    description:
      'A free, open-access archive of preprints in physics, mathematics, computer science, statistics, quantitative biology and economics. Read the latest research before journal publication and set up daily subject alerts.',
    category: 'research',
    tags: ['Free', 'Research Tool', 'Academic', 'STEM'],
    url: 'https://arxiv.org',
  }),
  defineResource({
    id: 'semantic-scholar',
    title: 'Semantic Scholar',
    description:
      'A free, AI-powered search engine for scientific papers from the Allen Institute for AI. Short TLDR summaries, citation context and research feeds help you decide quickly which papers are worth reading in full.',
    category: 'research',
    tags: ['Free', 'Research Tool', 'AI Tool', 'Academic'],
    url: 'https://www.semanticscholar.org',
  }),
  defineResource({
    id: 'elicit',
    title: 'Elicit',
    description:
      'An AI research assistant that finds relevant papers for a question and extracts key details, such as methods and findings, into a table. The free tier is enough to speed up a first literature review; always read the sources.',
    category: 'research',
    tags: ['Research Tool', 'AI Tool', 'Academic'],
    url: 'https://elicit.com',
  }),
];

// Built-in resources for the "AI Tools" category: AI assistants and machine learning platforms.
import type { Resource } from '../types';
import { defineResource } from './define';

export const AI_TOOLS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'chatgpt',
    title: 'ChatGPT',
    description:
      "OpenAI's AI assistant, with a free tier. Ask it to explain a concept another way, quiz you before an exam or critique an outline; check your course's AI policy and verify facts, since it can be confidently wrong.",
    category: 'ai-tools',
    tags: ['Popular', 'Free', 'AI Tool', 'Productivity'],
    url: 'https://chatgpt.com',
  }),
  defineResource({
    id: 'claude',
    title: 'Claude',
    description:
      "Anthropic's AI assistant, with a free tier. It handles long documents well: upload lecture notes or a reading and ask for a summary, practice questions or feedback on your draft, then check its answers against the source.",
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'Writing Tool', 'Productivity'],
    url: 'https://claude.ai',
  }),
  defineResource({
    id: 'google-gemini',
    title: 'Google Gemini',
    description:
      "Google's AI assistant, free with a Google account. It can summarise files from your Google Drive, help plan study schedules and explain problems step by step; as with any AI tool, double-check what it tells you.",
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'Productivity'],
    url: 'https://gemini.google.com',
  }),
  defineResource({
    id: 'perplexity',
    title: 'Perplexity',
    description:
      'An AI search engine that answers questions in plain language and lists the web sources it used. Good for getting oriented on a new topic quickly; open the cited sources before you rely on them in an assignment.',
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'Research Tool'],
    url: 'https://www.perplexity.ai',
  }),
  defineResource({
    id: 'notebooklm',
    title: 'NotebookLM',
    description:
      "Google's free AI notebook that answers only from the sources you upload, such as lecture slides, PDFs and readings, with citations back to the passage. It can also make study guides, FAQs and audio overviews.",
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'Research Tool', 'Productivity'],
    url: 'https://notebooklm.google.com',
  }),
  defineResource({
    id: 'github-copilot',
    title: 'GitHub Copilot',
    description:
      'An AI coding assistant that suggests code and answers questions inside VS Code, JetBrains IDEs and GitHub. Verified students get it free through GitHub Education; use it to learn, not to skip understanding your assignments.',
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'STEM', 'Coding'],
    url: 'https://github.com/features/copilot',
  }),
  defineResource({
    id: 'hugging-face',
    title: 'Hugging Face',
    description:
      'The main hub for open machine learning models, datasets and demo apps (Spaces). A free account lets you try models in the browser, host your own demo and follow its free courses on transformers and LLMs.',
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'STEM', 'Machine Learning'],
    url: 'https://huggingface.co',
  }),
  defineResource({
    id: 'google-colab',
    title: 'Google Colab',
    description:
      'Free Jupyter notebooks that run in the browser with Python and popular data science libraries preinstalled, plus limited free GPU time. Share notebooks like Google Docs for group projects and ML coursework.',
    category: 'ai-tools',
    tags: ['Free', 'AI Tool', 'STEM', 'Machine Learning'],
    url: 'https://colab.research.google.com',
  }),
  defineResource({
    id: 'kaggle',
    title: 'Kaggle',
    description:
      'A data science community with thousands of free datasets, hosted notebooks with free GPU quota, competitions and short free courses (Kaggle Learn) on Python, pandas and machine learning. Great for portfolio projects.',
    category: 'ai-tools',
    tags: ['Free', 'STEM', 'Machine Learning', 'Online Courses', 'Datasets'],
    url: 'https://www.kaggle.com',
  }),
];

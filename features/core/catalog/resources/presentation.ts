// Built-in resources for the "Presentation" category: slide tools and templates.
import type { Resource } from '../types';
import { defineResource } from './define';

export const PRESENTATION_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'google-slides',
    title: 'Google Slides',
    description:
      'Free slide decks in the browser with a Google account. Several teammates can edit the same deck at once, leave comments and present from any computer; export to PowerPoint or PDF when you submit.',
    category: 'presentation',
    tags: ['Popular', 'Free', 'Productivity'],
    url: 'https://workspace.google.com/products/slides/',
  }),
  defineResource({
    id: 'prezi',
    title: 'Prezi',
    description:
      'Presentation software built on a zoomable canvas instead of a slide stack, good for showing how ideas connect. It has a free basic plan and education plans at reduced prices for students and teachers.',
    category: 'presentation',
    tags: ['Student Discount', 'Design Tool', 'Presentation'],
    url: 'https://prezi.com/pricing/edu/',
  }),
  defineResource({
    id: 'pitch',
    title: 'Pitch',
    description:
      'A collaborative presentation tool with polished templates, live co-editing and comments. The free plan is enough for class projects, and you can share a deck as a link or export it to PDF.',
    category: 'presentation',
    tags: ['Free', 'Design Tool', 'Productivity'],
    url: 'https://pitch.com',
  }),
  defineResource({
    id: 'beautiful-ai',
    title: 'Beautiful.ai',
    description:
      'Presentation software with smart slide templates that rearrange layouts automatically as you add content, plus AI help to draft slides. Try it on the free trial to see whether it saves you formatting time.',
    category: 'presentation',
    tags: ['AI Tool', 'Design Tool', 'Presentation'],
    url: 'https://www.beautiful.ai',
  }),
  defineResource({
    id: 'gamma',
    title: 'Gamma',
    description:
      'An AI tool that turns a prompt, an outline or your notes into a presentation, document or simple web page. The free plan comes with credits; edit the generated slides and check every fact before presenting.',
    category: 'presentation',
    tags: ['Free', 'AI Tool', 'Design Tool'],
    url: 'https://gamma.app',
  }),
  defineResource({
    id: 'slidesgo',
    title: 'Slidesgo',
    description:
      'A large library of free Google Slides and PowerPoint templates, including education and thesis-defense themes. Free templates ask you to keep the credit slide; paid access removes that requirement.',
    category: 'presentation',
    tags: ['Free', 'Design Tool', 'Templates'],
    url: 'https://slidesgo.com',
  }),
];

// Built-in resources for the "Design" category: graphic, UI, 3D and CAD tools plus free assets.
import type { Resource } from '../types';
import { defineResource } from './define';

export const DESIGN_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'figma',
    title: 'Figma for Education',
    description:
      'The collaborative interface design tool used across the industry. Verified students get the education plan free, with Figma Design and FigJam whiteboards for UI projects, prototypes and team brainstorming.',
    category: 'design',
    tags: ['Essential', 'Popular', 'Free', 'Design Tool'],
    url: 'https://www.figma.com/education/',
  }),
  defineResource({
    id: 'canva',
    title: 'Canva',
    description:
      'Drag-and-drop design for posters, social posts, presentations and resumes, with thousands of templates. The free plan covers most student needs, and some universities offer Canva through a campus license.',
    category: 'design',
    tags: ['Popular', 'Free', 'Design Tool'],
    url: 'https://www.canva.com',
  }),
  defineResource({
    id: 'autodesk-education',
    title: 'Autodesk Education',
    description:
      'Free educational access for eligible students to Autodesk software such as AutoCAD, Revit, Fusion, Inventor and Maya. Confirm your enrollment once and renew each year while you study.',
    category: 'design',
    tags: ['Free', 'Design Tool', 'STEM', 'Engineering'],
    url: 'https://www.autodesk.com/education/home',
  }),
  defineResource({
    id: 'blender',
    title: 'Blender',
    description:
      'Free, open-source 3D software for modelling, sculpting, animation, rendering and video editing. It runs on Windows, macOS and Linux, and has a huge library of free tutorials for beginners.',
    category: 'design',
    tags: ['Free', 'Design Tool', '3D'],
    url: 'https://www.blender.org',
  }),
  defineResource({
    id: 'tinkercad',
    title: 'Tinkercad',
    description:
      "Autodesk's free browser-based tool for simple 3D design, electronics circuits and coding. A gentle first step into CAD: model parts for 3D printing or simulate an Arduino circuit before you build it.",
    category: 'design',
    tags: ['Free', 'Design Tool', 'STEM', 'Engineering'],
    url: 'https://www.tinkercad.com',
  }),
  defineResource({
    id: 'coolors',
    title: 'Coolors',
    description:
      'A fast colour palette generator: press the space bar for new combinations, lock the colours you like and export the hex codes. Handy for consistent colours across slides, posters and websites.',
    category: 'design',
    tags: ['Free', 'Design Tool', 'Color Palettes'],
    url: 'https://coolors.co',
  }),
  defineResource({
    id: 'unsplash',
    title: 'Unsplash',
    description:
      'High-resolution photos that you can use for free under the Unsplash License, including in presentations, posters and websites. Crediting the photographer is not required but appreciated.',
    category: 'design',
    tags: ['Free', 'Design Tool', 'Images'],
    url: 'https://unsplash.com',
  }),
];

// Facts for Presentation, Writing and Design items (see ./types.ts).
import type { FactsTable } from './types';

export const MAKE_AND_WRITE_FACTS: FactsTable = {
  'google-slides': {
    access: ['Open slides.google.com and sign in with a Google account (or your school’s Google Workspace account).'],
  },
  prezi: {
    access: [
      'Sign up free at prezi.com for the Basic plan.',
      'For the student plans, verify with your school e-mail address on the Prezi Education pricing page.',
    ],
  },
  pitch: {
    access: ['Sign up free at pitch.com with an e-mail or Google account and create a workspace for your group.'],
  },
  'beautiful-ai': {
    access: [
      'Start the free trial at beautiful.ai, then pick a paid plan to keep creating; check the Education page for any student price.',
    ],
  },
  gamma: {
    access: ['Sign up free at gamma.app with a Google account or e-mail; each new account gets starter AI credits.'],
  },
  slidesgo: {
    access: [
      'Download a template from slidesgo.com for Google Slides or PowerPoint; a free account allows a limited number of downloads a month.',
    ],
  },
  descript: {
    access: [
      'Download Descript or use it in the browser after signing up free at descript.com; the free plan limits transcription hours.',
    ],
  },
  studiobinder: {
    access: [
      'Sign up free at studiobinder.com for one project, and read the blog and YouTube tutorials without an account.',
    ],
  },
  grammarly: {
    access: [
      'Sign up free at grammarly.com and add the browser extension or desktop app.',
      'Check whether your university provides Grammarly Pro through its own licence before paying.',
    ],
  },
  'hemingway-editor': {
    access: ['Paste your text into the free web editor at hemingwayapp.com; no account is needed.'],
  },
  'purdue-owl': {
    access: ['Open owl.purdue.edu and use the menu for APA, MLA or Chicago style; no account is needed.'],
  },
  overleaf: {
    access: [
      'Sign up free at overleaf.com or log in through your institution.',
      'If your university has an Overleaf Commons licence, link your school account to get the premium features.',
    ],
  },
  'google-docs': {
    access: ['Open docs.google.com, sign in with a Google account, and use Share to invite your group.'],
  },
  'zotero-bib': {
    access: ['Open zbib.org, paste a URL, DOI or ISBN, and copy the formatted citation; nothing to install.'],
  },
  'ap-stylebook': {
    access: [
      'Ask your journalism department or library whether you have AP Stylebook Online access.',
      'Otherwise subscribe on apstylebook.com; a print edition is sold there too.',
    ],
  },
  'poets-and-writers': {
    access: [
      'Search the Literary Magazines, Small Presses and Grants & Awards databases on pw.org; no account is needed.',
    ],
  },
  figma: {
    access: [
      'Create a free Figma account, then apply for the Education plan at figma.com/education.',
      'Verify that you are a student (Figma checks your school details); renew the verification when asked.',
    ],
  },
  canva: {
    access: [
      'Sign up free at canva.com.',
      'If your school uses Canva for Education, join through your teacher’s invite or your school account to get its premium features free.',
    ],
  },
  'autodesk-education': {
    access: [
      'Create an Autodesk account and choose Get started on autodesk.com/education.',
      'Confirm your eligibility with proof of enrollment through the education verification; access renews yearly.',
    ],
  },
  blender: {
    access: ['Download Blender for your system from blender.org/download; it needs no account or licence.'],
  },
  tinkercad: {
    access: [
      'Sign up free at tinkercad.com with an Autodesk account, or join your class with a code from your teacher.',
    ],
  },
  coolors: {
    access: ['Open coolors.co and press Start the generator; a free account saves palettes.'],
  },
  unsplash: {
    access: ['Search unsplash.com and press Download on any photo; no account is needed.'],
    about:
      'Under the Unsplash License you may not sell unaltered copies of the photos or compile them into a competing service.',
  },
  'onshape-education': {
    access: ['Sign up for the free Education plan on onshape.com/en/education with your school e-mail address.'],
  },
  musescore: {
    access: [
      'Download MuseScore Studio free from musescore.org; a musescore.com account is only needed to share scores.',
    ],
  },
  dribbble: {
    access: [
      'Browse dribbble.com freely; sign up free to follow designers, and apply for Pro features if you want to post more shots.',
    ],
  },
  behance: {
    access: ['Sign in to behance.net with a free Adobe account and create a project to publish your portfolio.'],
  },
  krita: {
    access: [
      'Download Krita free from krita.org/en/download (the app-store versions cost money but are the same program).',
    ],
  },
  audacity: {
    access: ['Download Audacity free for Windows, macOS or Linux from audacityteam.org/download.'],
  },
  'davinci-resolve': {
    access: [
      'Download the free DaVinci Resolve (not Studio) from blackmagicdesign.com/products/davinciresolve after filling in the short form.',
    ],
  },
};

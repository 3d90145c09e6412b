// Built-in resources for the "Learning" category: free courses, study apps and practice tools.
import type { Resource } from '../types';
import { defineResource } from './define';

export const LEARNING_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'khan-academy',
    title: 'Khan Academy',
    description:
      'Free video lessons and practice exercises in math, science, economics, computing and more, from basics up to early college level. Ideal for filling gaps before an exam or reviewing a prerequisite course.',
    category: 'learning',
    tags: ['Essential', 'Popular', 'Free', 'Video Learning', 'STEM'],
    url: 'https://www.khanacademy.org',
  }),
  defineResource({
    id: 'coursera',
    title: 'Coursera',
    description:
      'Online courses, certificates and degrees from universities and companies such as Stanford, Google and IBM. Financial aid is available for paid certificates, and some universities give their students free access.',
    category: 'learning',
    tags: ['Popular', 'Online Courses', 'Video Learning', 'Academic'],
    url: 'https://www.coursera.org',
  }),
  defineResource({
    id: 'edx',
    title: 'edX',
    description:
      'University courses from Harvard, MIT and many other institutions. Many courses can be audited for free with limited access, and you can pay for a verified certificate if you want to show it on your resume.',
    category: 'learning',
    tags: ['Free', 'Online Courses', 'Video Learning', 'Academic'],
    url: 'https://www.edx.org',
  }),
  defineResource({
    id: 'mit-opencourseware',
    title: 'MIT OpenCourseWare',
    description:
      'Free lecture notes, problem sets with solutions, exams and video lectures from thousands of real MIT courses, with no sign-up required. Use it for extra practice problems or to study a subject your school lacks.',
    category: 'learning',
    tags: ['Free', 'Online Courses', 'Video Learning', 'STEM', 'Academic'],
    url: 'https://ocw.mit.edu',
  }),
  defineResource({
    id: 'freecodecamp',
    title: 'freeCodeCamp',
    description:
      'A free, nonprofit coding curriculum covering web development, JavaScript, Python, data analysis and more, with hands-on projects and free certifications. Its YouTube channel hosts full-length programming courses.',
    category: 'learning',
    tags: ['Free', 'Online Courses', 'STEM', 'Coding', 'Video Learning'],
    url: 'https://www.freecodecamp.org',
  }),
  defineResource({
    id: 'linkedin-learning',
    title: 'LinkedIn Learning',
    description:
      'Thousands of video courses on software, business, design and career skills. Many universities and public libraries provide free access, so sign in with your school or library account before paying.',
    category: 'learning',
    tags: ['Online Courses', 'Video Learning', 'Career'],
    url: 'https://www.linkedin.com/learning/',
  }),
  defineResource({
    id: 'duolingo',
    title: 'Duolingo',
    description:
      'Free bite-sized lessons in dozens of languages, with streaks that build a daily habit. Useful for keeping up a language between classes or getting basic phrases ready before a semester abroad.',
    category: 'learning',
    tags: ['Free', 'Language Learning', 'Study Abroad'],
    url: 'https://www.duolingo.com',
  }),
  defineResource({
    id: 'quizlet',
    title: 'Quizlet',
    description:
      'Make or find flashcard sets for any course and study them with learn, test and matching modes. Basic studying is free; the paid Quizlet Plus plan adds more study features and removes ads.',
    category: 'learning',
    tags: ['Popular', 'Free', 'Flashcards', 'Productivity'],
    url: 'https://quizlet.com',
  }),
  defineResource({
    id: 'anki',
    title: 'Anki',
    description:
      'Free, open-source flashcards that use spaced repetition to schedule each card just before you would forget it. Popular with medical, law and language students; the desktop and Android apps are free.',
    category: 'learning',
    tags: ['Free', 'Flashcards', 'Productivity', 'Academic'],
    url: 'https://apps.ankiweb.net',
  }),
  defineResource({
    id: 'wolfram-alpha',
    title: 'Wolfram|Alpha',
    description:
      'A computational engine that solves equations, integrals and statistics problems and answers questions in science and engineering. The free version gives answers; Pro, discounted for students, shows step-by-step solutions.',
    category: 'learning',
    tags: ['Free', 'Student Discount', 'STEM', 'Academic'],
    url: 'https://www.wolframalpha.com',
  }),
];

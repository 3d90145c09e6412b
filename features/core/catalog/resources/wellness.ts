// Built-in resources for the "Wellness" category: mental health support, crisis lines and focus apps.
import type { Resource } from '../types';
import { defineResource } from './define';

export const WELLNESS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'headspace',
    title: 'Headspace Student Plan',
    description:
      'Guided meditation, sleep sounds and short mindfulness exercises for stress and focus. Headspace offers a discounted student plan, and many universities give students free access, so check with your wellness center.',
    category: 'wellness',
    tags: ['Popular', 'Student Discount', 'Wellness', 'Mental Health'],
    url: 'https://www.headspace.com/studentplan',
  }),
  defineResource({
    id: 'lifeline-988',
    title: '988 Suicide & Crisis Lifeline',
    description:
      'Free, confidential support 24/7 in the U.S. for anyone in emotional distress or a suicidal crisis, or worried about someone else. Call or text 988, or chat online; you do not need to be in immediate danger to reach out.',
    category: 'wellness',
    tags: ['Essential', 'Free', 'Wellness', 'Mental Health', 'Crisis Support'],
    url: 'https://988lifeline.org',
  }),
  defineResource({
    id: 'crisis-text-line',
    title: 'Crisis Text Line',
    description:
      'Free, 24/7 support by text message from trained volunteer crisis counselors. In the U.S., text HOME to 741741 when you are overwhelmed, anxious or struggling and would rather type than talk.',
    category: 'wellness',
    tags: ['Free', 'Wellness', 'Mental Health', 'Crisis Support'],
    url: 'https://www.crisistextline.org',
  }),
  defineResource({
    id: 'jed-foundation',
    title: 'The Jed Foundation (JED)',
    description:
      'A nonprofit focused on the emotional health of teens and young adults. Its free Mental Health Resource Center explains how to handle stress, loneliness and anxiety, and how to help a friend who is struggling.',
    category: 'wellness',
    tags: ['Free', 'Wellness', 'Mental Health'],
    url: 'https://jedfoundation.org',
  }),
  defineResource({
    id: 'trevor-project',
    title: 'The Trevor Project',
    description:
      'Free, confidential crisis support for LGBTQ+ young people, available 24/7 by phone, text and online chat, plus TrevorSpace, a moderated peer community. Also offers guides for friends and allies.',
    category: 'wellness',
    tags: ['Free', 'Wellness', 'Mental Health', 'Crisis Support', 'LGBTQ+'],
    url: 'https://www.thetrevorproject.org',
  }),
  defineResource({
    id: 'forest',
    title: 'Forest',
    description:
      'A focus app that grows a virtual tree while you stay off your phone and kills it if you leave to scroll. Use it for focused study blocks during finals; it also has a browser extension that blocks distracting sites.',
    category: 'wellness',
    tags: ['Productivity', 'Focus', 'Browser Extension'],
    url: 'https://www.forestapp.cc',
  }),
  defineResource({
    id: 'nami',
    title: 'NAMI (National Alliance on Mental Illness)',
    description:
      'The largest grassroots mental health organization in the U.S., with the free NAMI HelpLine, education programs, NAMI on Campus clubs and clear information about mental health conditions.',
    category: 'wellness',
    tags: ['Free', 'Mental Health', 'Support'],
    url: 'https://www.nami.org',
  }),
  defineResource({
    id: 'active-minds',
    title: 'Active Minds',
    description:
      'A nonprofit that runs student-led chapters on hundreds of campuses to talk openly about mental health, with resources on supporting a friend and looking after yourself.',
    category: 'wellness',
    tags: ['Free', 'Mental Health', 'Student Life'],
    url: 'https://activeminds.org',
  }),
];

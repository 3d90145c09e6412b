// Built-in resources for the "Connections" category: networking, mentorship, hackathons and communities.
import type { Resource } from '../types';
import { defineResource } from './define';

export const CONNECTIONS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'linkedin',
    title: 'LinkedIn',
    description:
      'The professional network for internships and jobs. Build a profile with your projects and coursework, connect with classmates, alumni and recruiters, and use the alumni tool on your school page to find people in your field.',
    category: 'connections',
    tags: ['Essential', 'Popular', 'Free', 'Career', 'Networking'],
    url: 'https://www.linkedin.com',
  }),
  defineResource({
    id: 'meetup',
    title: 'Meetup',
    description:
      'Find local groups and events around your interests, from tech talks and startup nights to hiking and language exchanges. A low-pressure way to meet people outside your campus bubble and practice networking.',
    category: 'connections',
    tags: ['Free', 'Networking', 'Events'],
    url: 'https://www.meetup.com',
  }),
  defineResource({
    id: 'mlh',
    title: 'Major League Hacking (MLH)',
    description:
      'The official student hackathon league. Browse its season calendar of in-person and online hackathons, most free to attend, where you build a project in a weekend, meet sponsors and make friends who like to build.',
    category: 'connections',
    tags: ['Free', 'STEM', 'Hackathons', 'Networking'],
    url: 'https://mlh.io',
  }),
  defineResource({
    id: 'devpost',
    title: 'Devpost',
    description:
      'A listing of online and in-person hackathons, many with prizes, and a free portfolio of the projects you submit. Link your Devpost profile on your resume to show what you have built with teammates.',
    category: 'connections',
    tags: ['Free', 'STEM', 'Hackathons', 'Portfolio'],
    url: 'https://devpost.com',
  }),
  defineResource({
    id: 'adplist',
    title: 'ADPList',
    description:
      'A free mentorship platform where you can book one-on-one video sessions with volunteer mentors in design, product, engineering, data and more. Ask for portfolio reviews, resume feedback or career advice.',
    category: 'connections',
    tags: ['Free', 'Mentorship', 'Career', 'Networking'],
    url: 'https://adplist.org',
  }),
  defineResource({
    id: 'toastmasters',
    title: 'Toastmasters International',
    description:
      'Clubs where members practise public speaking and leadership in a supportive setting, with structured speeches and feedback. Many campuses host a club; look one up on the site before your next big presentation.',
    category: 'connections',
    tags: ['Public Speaking', 'Leadership', 'Networking'],
    url: 'https://www.toastmasters.org/find-a-club',
  }),
];

// Built-in resources for the "Certifications" category: free training and industry certificates.
import type { Resource } from '../types';
import { defineResource } from './define';

export const CERTIFICATIONS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'aws-educate',
    title: 'AWS Educate',
    description:
      'Free, self-paced cloud computing training from Amazon Web Services, with hands-on labs in a real AWS environment and no credit card required. Earn digital badges and prepare for AWS certification exams.',
    category: 'certifications',
    tags: ['Free', 'Online Courses', 'STEM', 'Cloud'],
    url: 'https://aws.amazon.com/education/awseducate/',
  }),
  defineResource({
    id: 'google-career-certificates',
    title: 'Google Career Certificates',
    description:
      'Beginner-friendly certificate programs in IT support, data analytics, UX design, project management, cybersecurity and digital marketing, taught on Coursera. Financial aid is available and some colleges offer free access.',
    category: 'certifications',
    tags: ['Popular', 'Online Courses', 'Career'],
    url: 'https://grow.google/certificates/',
  }),
  defineResource({
    id: 'microsoft-learn',
    title: 'Microsoft Learn',
    description:
      'Free learning paths and hands-on modules for Azure, Power BI, Microsoft 365 and more, mapped to Microsoft certifications. Training is free; exams cost extra, and eligible students can get discounted exam pricing.',
    category: 'certifications',
    tags: ['Free', 'Online Courses', 'STEM', 'Cloud'],
    url: 'https://learn.microsoft.com/en-us/training/',
  }),
  defineResource({
    id: 'cisco-networking-academy',
    title: 'Cisco Networking Academy',
    description:
      'Free self-paced courses in networking, cybersecurity, Python and IoT, with badges on completion. Its courses also prepare you for industry certifications such as Cisco CCNA, and many colleges teach them in class.',
    category: 'certifications',
    tags: ['Free', 'Online Courses', 'STEM', 'Cybersecurity'],
    url: 'https://www.netacad.com',
  }),
  defineResource({
    id: 'hubspot-academy',
    title: 'HubSpot Academy',
    description:
      'Free online courses and certifications in inbound marketing, content marketing, SEO, social media and sales. Short video lessons end in an exam, and the certificates can be added to your LinkedIn profile.',
    category: 'certifications',
    tags: ['Free', 'Online Courses', 'Video Learning', 'Marketing'],
    url: 'https://academy.hubspot.com',
  }),
  defineResource({
    id: 'salesforce-trailhead',
    title: 'Salesforce Trailhead',
    description:
      'A free, gamified learning platform for Salesforce, CRM, data and AI skills. Earn badges through hands-on exercises in a free practice org and prepare for Salesforce certification exams.',
    category: 'certifications',
    tags: ['Free', 'Online Courses', 'Career', 'Business'],
    url: 'https://trailhead.salesforce.com',
  }),
];

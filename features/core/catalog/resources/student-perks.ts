// Built-in resources for the "Student Perks" category: free software and student discounts.
import type { Resource } from '../types';
import { defineResource } from './define';

export const STUDENT_PERKS_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'github-student-developer-pack',
    title: 'GitHub Student Developer Pack',
    description:
      'Free for verified students: GitHub Copilot, GitHub Pro and a long list of partner offers such as cloud credits, domain names and developer tools. Verify with your school email or student ID and claim the offers you need.',
    category: 'student-perks',
    tags: ['Essential', 'Popular', 'Free', 'STEM', 'Coding'],
    url: 'https://education.github.com/pack',
  }),
  defineResource({
    id: 'spotify-premium-student',
    title: 'Spotify Premium Student',
    description:
      'Spotify Premium at a reduced monthly price for students at accredited colleges, verified through SheerID and renewable for up to four years. In some countries the plan bundles extra perks, so check your local offer.',
    category: 'student-perks',
    tags: ['Popular', 'Student Discount', 'Music', 'Entertainment'],
    url: 'https://www.spotify.com/us/student/',
  }),
  defineResource({
    id: 'notion',
    title: 'Notion for Education',
    description:
      'An all-in-one workspace for notes, class dashboards, to-do lists and group projects. Students who sign up with a school email get the Plus plan free, which removes the file upload limit of the free plan.',
    category: 'student-perks',
    tags: ['Essential', 'Popular', 'Free', 'Productivity'],
    url: 'https://www.notion.com/product/notion-for-education',
  }),
  defineResource({
    id: 'amazon-prime-student',
    title: 'Prime Student',
    description:
      'Amazon Prime for college students: a free trial, then Prime at a discounted student rate. You get fast free shipping on textbooks and supplies, Prime Video and student-only deals; you re-verify enrollment to keep the rate.',
    category: 'student-perks',
    tags: ['Popular', 'Student Discount', 'Shopping'],
    url: 'https://www.amazon.com/joinstudent',
  }),
  defineResource({
    id: 'apple-education-pricing',
    title: 'Apple Education Pricing',
    description:
      'Discounted Macs, iPads and accessories for college students and their parents, plus a reduced AppleCare price. Apple usually runs a back-to-school promotion in summer, so time a laptop purchase around it.',
    category: 'student-perks',
    tags: ['Popular', 'Student Discount', 'Hardware'],
    url: 'https://www.apple.com/us-edu/store',
  }),
  defineResource({
    id: 'microsoft-365-education',
    title: 'Microsoft 365 Education',
    description:
      'Word, Excel, PowerPoint, OneNote and Teams free for students at eligible schools. Enter your school email to check eligibility; many universities also let you install the desktop apps on your own computer.',
    category: 'student-perks',
    tags: ['Essential', 'Free', 'Productivity', 'Writing Tool'],
    url: 'https://www.microsoft.com/en-us/education/products/office',
  }),
  defineResource({
    id: 'adobe-creative-cloud-students',
    title: 'Adobe Creative Cloud for Students',
    description:
      'Photoshop, Illustrator, Premiere Pro, InDesign, Acrobat and the rest of Creative Cloud at a large student discount on the first year. Some universities license Adobe for free, so ask your IT office before you buy.',
    category: 'student-perks',
    tags: ['Popular', 'Student Discount', 'Design Tool'],
    url: 'https://www.adobe.com/creativecloud/buy/students.html',
  }),
  defineResource({
    id: 'unidays',
    title: 'UNiDAYS',
    description:
      'A free app and website that verifies your student status once and then unlocks student discounts at hundreds of brands, from clothing and tech to food. Check it before buying anything online.',
    category: 'student-perks',
    tags: ['Popular', 'Free', 'Student Discount', 'Shopping'],
    url: 'https://www.myunidays.com',
  }),
  defineResource({
    id: 'student-beans',
    title: 'Student Beans',
    description:
      'A free student discount platform: verify your enrollment and get codes for fashion, tech, travel and food brands. Many retailers use it to check student status, so one account covers lots of offers.',
    category: 'student-perks',
    tags: ['Free', 'Student Discount', 'Shopping'],
    url: 'https://www.studentbeans.com',
  }),
  defineResource({
    id: 'jetbrains-students',
    title: 'JetBrains Free Educational Licenses',
    description:
      'Free licenses for IntelliJ IDEA Ultimate, PyCharm Professional, WebStorm, CLion and other JetBrains IDEs while you are a student. Apply with your school email, an ISIC card or via GitHub Education; renew yearly.',
    category: 'student-perks',
    tags: ['Free', 'STEM', 'Coding', 'Productivity'],
    url: 'https://www.jetbrains.com/community/education/#students',
  }),
];

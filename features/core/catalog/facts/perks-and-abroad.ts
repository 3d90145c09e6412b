// Facts for Student Perks and Study Abroad items (see ./types.ts).
import type { FactsTable } from './types';

export const PERKS_AND_ABROAD_FACTS: FactsTable = {
  'github-student-developer-pack': {
    access: [
      'Sign in to GitHub (or create a free account) and apply at education.github.com/pack.',
      'Prove you are a student with your school e-mail address and a photo of your student ID or another enrollment document.',
      'Once approved, claim each partner offer from the pack page; benefits last while you remain a verified student.',
    ],
  },
  'spotify-premium-student': {
    access: [
      'Open spotify.com/student for your country and sign up or log in.',
      'Verify enrollment at an accredited higher education institution through SheerID, then pay the student price monthly.',
    ],
  },
  notion: {
    access: [
      'Sign up at notion.com with your school e-mail address.',
      'If the Education Plus plan is not applied automatically, switch to it from Settings → Plans on the education page.',
    ],
  },
  'amazon-prime-student': {
    access: [
      'Start at amazon.com/joinstudent and sign in with your Amazon account.',
      'Enter your .edu e-mail address or upload proof of enrollment to start the free trial, then pay the student rate.',
    ],
  },
  'apple-education-pricing': {
    access: [
      'Shop in the Apple Education Store at apple.com/us-edu/store; college students, their parents and teachers qualify.',
      'Apple may ask you to verify through UNiDAYS before or after checkout.',
    ],
  },
  'microsoft-365-education': {
    access: [
      'Enter your school e-mail address on the Office 365 Education page of microsoft.com to check eligibility.',
      'If your school licenses it, sign in with your school account and install the apps from office.com.',
    ],
  },
  'adobe-creative-cloud-students': {
    access: [
      'Choose the Creative Cloud Pro student plan on adobe.com/creativecloud/buy/students.html.',
      'Sign up with your school e-mail address or upload proof of enrollment; the intro price renews at a higher rate after the first year.',
      'Check first whether your university already gives students Creative Cloud for free.',
    ],
  },
  unidays: {
    access: [
      'Download the UNiDAYS app or sign up at myunidays.com.',
      'Verify your student status once with your school e-mail or student ID, then open an offer to get its code.',
    ],
  },
  'student-beans': {
    access: [
      'Sign up at studentbeans.com, verify your student status, and open a brand’s offer to get its discount code.',
    ],
  },
  'jetbrains-students': {
    access: [
      'Apply for the free educational licence on jetbrains.com/community/education with your school e-mail address, an ISIC card or official documents.',
      'Renew it each year from your JetBrains account while you are still a student.',
    ],
  },
  fulbright: {
    access: [
      'Talk to your campus Fulbright Program Adviser (graduating seniors and students apply through their school).',
      'Create an account and submit the online application at us.fulbrightonline.org, by the national deadline in October.',
    ],
  },
  'erasmus-plus': {
    access: [
      'Ask your university’s international office which partner universities and traineeships it offers under Erasmus+.',
      'Apply through your own university; once selected, sign the learning agreement before you leave.',
    ],
  },
  'gilman-scholarship': {
    access: [
      'Check that you receive a Federal Pell Grant and are a U.S. citizen studying or interning abroad for credit.',
      'Create an account and apply on gilmanscholarship.org with your study abroad and financial aid advisors’ certifications.',
    ],
  },
  'boren-awards': {
    access: [
      'Apply online at borenawards.org with your campus Boren advisor; undergraduate scholarships and graduate fellowships have separate applications.',
    ],
    about: 'Boren award recipients commit to at least one year of work in the federal government after their studies.',
  },
  'critical-language-scholarship': {
    access: [
      'U.S. citizens enrolled in degree programs apply online at clscholarship.org, usually by November for the following summer.',
    ],
  },
  'isic-card': {
    access: [
      'Buy the ISIC card at isic.org or from a national issuer in your country, with proof that you are a full-time student.',
      'Use the ISIC app or website to find discounts in the country you are visiting.',
    ],
  },
  ucas: {
    access: [
      'Register in UCAS Hub on ucas.com and choose up to five courses in one application.',
      'Write your personal statement, add your school reference, and pay the application fee before the deadline.',
    ],
  },
  chevening: {
    access: [
      'Check that your country is eligible and that you have the work experience Chevening asks for on chevening.org.',
      'Apply online, choosing three UK master’s courses, in the application window (usually August to November).',
    ],
  },
  'marshall-scholarship': {
    access: [
      'Apply through your university’s Marshall advisor and the online application on marshallscholarship.org, in the autumn.',
    ],
  },
  'campus-france': {
    access: [
      'Search programmes in the Campus France catalogue on campusfrance.org.',
      'If your country uses the Études en France procedure, create your account and apply there before your visa appointment.',
    ],
  },
  'study-in-japan': {
    access: [
      'Search programmes and scholarships on studyinjapan.go.jp, then apply to the university or to MEXT through the Japanese embassy in your country.',
    ],
  },
  educanada: {
    access: [
      'Search programs on educanada.ca and follow its links to apply to the school and then for a study permit on canada.ca.',
    ],
  },
  'study-australia': {
    access: [
      'Use the course search on studyaustralia.gov.au, apply to the institution, then apply for a Student visa (subclass 500) with your Confirmation of Enrolment.',
    ],
  },
  'study-in-nl': {
    access: [
      'Find a programme on studyinnl.org, then apply through Studielink or the university’s own portal as the programme says.',
    ],
  },
  'education-in-ireland': {
    access: [
      'Search courses on educationinireland.com and apply to the college directly; EU students apply to undergraduate courses through the CAO.',
    ],
  },
  'study-in-korea': {
    access: [
      'Search programs on studyinkorea.go.kr and apply to universities directly; GKS applications go through the Korean embassy or a partner university.',
    ],
  },
  'study-with-new-zealand': {
    access: [
      'Search courses on studywithnewzealand.govt.nz, apply to the institution, then apply for a student visa on immigration.govt.nz.',
    ],
  },
  'schwarzman-scholars': {
    access: [
      'Apply online at schwarzmanscholars.org with a bachelor’s degree (or in your final year) and three recommendations; the U.S. round closes in the autumn.',
    ],
  },
  iie: {
    access: [
      'Browse IIE’s scholarship and fellowship programs on iie.org and follow each program’s own application link.',
    ],
    about:
      'IIE publishes Open Doors, the yearly data on international students in the U.S. and Americans studying abroad.',
  },
};

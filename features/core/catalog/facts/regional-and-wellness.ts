// Facts for Regional Resources, Wellness and Internships items (see ./types.ts).
import type { FactsTable } from './types';

export const REGIONAL_AND_WELLNESS_FACTS: FactsTable = {
  'cal-grant': {
    access: [
      'File the FAFSA (or the California Dream Act Application) and have your school submit your GPA by the Cal Grant deadline posted on csac.ca.gov.',
      'Create a WebGrants student account on csac.ca.gov to track your Cal Grant award.',
    ],
  },
  'nys-hesc': {
    access: [
      'File the FAFSA, then apply for TAP from the link at the end of the FAFSA or on hesc.ny.gov; apply for the Excelsior Scholarship separately there.',
    ],
  },
  'illinois-map': {
    access: [
      'File the FAFSA or the Alternative Application for Illinois Financial Aid as early as possible: MAP money is awarded until funds run out. Track your award on isac.org.',
    ],
  },
  'college-for-all-texans': {
    access: [
      'File the FAFSA, or the TASFA if you cannot file the FAFSA, and list your Texas colleges; your college’s aid office awards the TEXAS Grant.',
    ],
  },
  daad: {
    access: [
      'Search the DAAD scholarship database and the International Programmes list on daad.de/en.',
      'Apply for a scholarship through the DAAD portal by the deadline shown for your country and level.',
    ],
  },
  'bigfuture-scholarships': {
    access: [
      'Sign in to BigFuture with a free College Board account and complete the listed planning steps to earn entries; no application form or essay.',
    ],
  },
  'united-way-211': {
    access: [
      'Dial 211 or search your ZIP code on 211.org to reach your local 211 service; it is free and confidential.',
    ],
  },
  'thedream-us': {
    access: [
      'Check the eligibility quiz on thedream.us and apply online in the yearly window for the National or Opportunity Scholarship.',
    ],
  },
  'immigrants-rising': {
    access: [
      'Browse the scholarship lists and guides on immigrantsrising.org; no account or immigration documents are needed to read them.',
    ],
  },
  'my-undocumented-life': {
    access: ['Read the scholarship and opportunity posts on mydocumentedlife.org and subscribe to its e-mail updates.'],
  },
  pheaa: {
    access: [
      'File the FAFSA, then complete the PA State Grant form on pheaa.org (linked after the FAFSA) by the state deadline.',
    ],
  },
  'mass-osfa': {
    access: [
      'File the FAFSA; for merit and other programs, create a MASSAid account on the OSFA site and apply there.',
    ],
  },
  'nebhe-tuition-break': {
    access: [
      'Use the Tuition Break program search on nebhe.org to find eligible programs, then apply to the college and ask it for the Tuition Break rate.',
    ],
  },
  'mhec-msep': {
    access: [
      'Check the participating colleges on mhec.org and ask the admissions office to apply the MSEP rate when you apply.',
    ],
  },
  'minnesota-ohe': {
    access: [
      'File the FAFSA, or the Minnesota Dream Act application on ohe.state.mn.us if you are eligible; the State Grant is calculated automatically.',
    ],
  },
  'mi-student-aid': {
    access: [
      'File the FAFSA; Michigan’s aid office and your college use it for the Michigan Achievement Scholarship and other state aid.',
    ],
  },
  'academic-common-market': {
    access: [
      'Find eligible programs in the ACM search on sreb.org, then apply for ACM status through your home state’s coordinator.',
    ],
  },
  gafutures: {
    access: ['Create a GAfutures account, file the FAFSA or the GSFAPP, and check your HOPE GPA in your account.'],
  },
  'florida-bright-futures': {
    access: [
      'Complete the Florida Financial Aid Application (FFAA) in your senior year of high school, then meet the Bright Futures test and service hour requirements.',
    ],
  },
  'tn-promise': {
    access: [
      'Apply on tnpromise.gov in the fall of senior year, file the FAFSA, and attend the mentor meetings and do the community service it requires.',
    ],
  },
  wue: {
    access: [
      'Use the WUE Savings Finder on wiche.edu to see participating colleges, then apply to them; most award WUE automatically with admission.',
    ],
  },
  wsac: {
    access: ['File the FAFSA, or the WASFA if you cannot; your college awards the Washington College Grant.'],
  },
  'oregon-student-aid': {
    access: [
      'File the FAFSA or ORSAA, then complete the OSAC Scholarship Application on oregonstudentaid.gov for private scholarships.',
    ],
  },
  headspace: {
    access: [
      'Check first whether your university gives students Headspace for free.',
      'Otherwise start at headspace.com/studentplan and verify enrollment to get the student price.',
    ],
  },
  'lifeline-988': {
    access: [
      'Call or text 988, or chat on 988lifeline.org, any time; it is free and you do not need to give your name.',
    ],
  },
  'crisis-text-line': {
    access: ['Text HOME to 741741 in the U.S.; crisistextline.org lists the numbers for Canada, the UK and Ireland.'],
  },
  'jed-foundation': {
    access: [
      'Read the Mental Health Resource Center on jedfoundation.org, or text HOME to 741741 from its site if you need help now.',
    ],
  },
  'trevor-project': {
    access: [
      'Call, text or chat from thetrevorproject.org/get-help any time; TrevorSpace (ages 13–24) needs a free sign-up.',
    ],
  },
  forest: {
    access: [
      'Install Forest from the App Store, Google Play or as a browser extension from forestapp.cc; the iOS app is a one-time purchase.',
    ],
  },
  nami: {
    access: [
      'Call, text or chat the NAMI HelpLine from nami.org; to start a NAMI on Campus club, contact NAMI through the same site.',
    ],
  },
  'active-minds': {
    access: ['Find or start a chapter on activeminds.org and read its guides for supporting a friend.'],
  },
  handshake: {
    access: [
      'Sign in at joinhandshake.com with your school account if your career center uses Handshake.',
      'Complete your profile and make it visible to employers to receive messages from recruiters.',
    ],
  },
  indeed: {
    access: ['Search indeed.com with your city or “remote”; create a free account to save alerts and upload a résumé.'],
  },
  glassdoor: {
    access: [
      'Search a company on glassdoor.com; a free account is needed to read most reviews and you may be asked to contribute one.',
    ],
  },
  'usajobs-pathways': {
    access: [
      'Create a Login.gov account and a USAJOBS profile on usajobs.gov.',
      'Search with the “Students” hiring path filter to see Pathways internships, and apply with a federal-style résumé.',
    ],
  },
  idealist: {
    access: ['Search internships on idealist.org; create a free account to save listings and apply.'],
  },
  'levels-fyi': {
    access: ['Open the internships list on levels.fyi; no account is needed to browse.'],
  },
  'nih-summer-internship': {
    access: [
      'Apply online through the Summer Internship Program page on training.nih.gov; applications usually close in February.',
      'Ask two references to submit letters, then contact NIH investigators whose labs interest you.',
    ],
  },
  'nsf-reu': {
    access: [
      'Search REU Sites by subject and location on NSF’s REU search page.',
      'Apply to each site separately through the contact or application link it lists (many use NSF’s ETAP system); deadlines are mostly in February and March.',
    ],
    about: 'Students supported with NSF funds must be U.S. citizens, U.S. nationals or permanent residents.',
  },
  'nasa-internships': {
    access: [
      'Create an account on the NASA STEM Gateway (stemgateway.nasa.gov) from intern.nasa.gov and apply to the opportunities that fit you before the session deadline.',
    ],
  },
  forage: {
    access: ['Sign up free at theforage.com and enrol in any job simulation; there is no application.'],
  },
  'teach-for-america': {
    access: [
      'Apply online at teachforamerica.org in one of its application deadlines during your senior year or after graduating.',
    ],
  },
  backstage: {
    access: ['Browse casting calls on backstage.com; applying to most needs a paid subscription.'],
  },
  pmf: {
    access: [
      'Apply on pmf.gov during the yearly application window (usually in the autumn) in the final year of your advanced degree.',
    ],
  },
  'student-conservation-association': {
    access: ['Create an account on thesca.org and apply to crews or internships by location and dates.'],
  },
};

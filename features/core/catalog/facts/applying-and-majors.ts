// Facts for Applying to Colleges and Explore by Major items (see ./types.ts).
import type { FactsTable } from './types';

export const APPLYING_AND_MAJORS_FACTS: FactsTable = {
  'common-app': {
    access: [
      'Create a free first-year or transfer applicant account at commonapp.org (first-year applicants usually start in August before senior year).',
      'Add colleges to My Colleges, complete the Common App section once, then each college’s own questions.',
      'To skip application fees, answer the fee waiver questions in the Profile section; a counselor confirms eligibility.',
    ],
    about:
      'Run by a nonprofit membership organisation; many member colleges also accept applicants from outside the U.S. through it.',
  },
  fafsa: {
    access: [
      'Create a StudentAid.gov account (FSA ID) for yourself; a dependent student’s parent needs one too.',
      'Start the form from the FAFSA page on studentaid.gov; it opens each year for the following school year.',
      'List every college you are considering so each one receives your information.',
    ],
    about:
      'U.S. citizens and eligible noncitizens can file; there is never a fee, so any site that charges one is not the official form.',
  },
  fastweb: {
    access: [
      'Sign up free at fastweb.com with an e-mail address and fill in the profile questions.',
      'Open your matched scholarship list and save the ones you qualify for to track their deadlines.',
    ],
  },
  questbridge: {
    access: [
      'High school juniors apply to the College Prep Scholars program; seniors apply to the National College Match, both at questbridge.org.',
      'Create a free QuestBridge account and submit the application with counselor and teacher recommendations.',
    ],
    about: 'Partner colleges commit to meet the full financial need of QuestBridge Match recipients.',
  },
  'gates-scholarship': {
    access: [
      'Check the eligibility page at thegatesscholarship.org: U.S. high school seniors who are Pell-eligible and from a minority group.',
      'Submit the online application in the summer or early fall of senior year, before the deadline posted on the site.',
    ],
    about: 'Funded by the Gates Foundation; about 300 scholars are chosen each year.',
  },
  'jack-kent-cooke': {
    access: [
      'Pick the right program on jkcf.org: the College Scholarship (high school seniors) or the Undergraduate Transfer Scholarship (community college students).',
      'Submit the online application with transcripts, financial information and recommendations by the posted deadline.',
    ],
  },
  'coca-cola-scholars': {
    access: [
      'U.S. high school seniors apply online at coca-colascholarsfoundation.org when the application opens in the fall.',
      'Semifinalists are asked for transcripts and recommendations; finalists interview before 150 scholars are named.',
    ],
  },
  'ncaa-eligibility-center': {
    access: [
      'Create a Certification Account at eligibilitycenter.org (a free Profile Page is enough until a school recruits you).',
      'Pay the certification fee when you upgrade for Division I or II, or ask your counselor about a fee waiver.',
      'Have your high school send official transcripts and your test scores to the Eligibility Center.',
    ],
  },
  'smart-scholarship': {
    access: [
      'Check eligibility on smartscholarship.org: students aged 18 or older in an eligible STEM discipline who meet its citizenship rules.',
      'Apply online during the yearly application window, listing the DoD facilities you would like to work at.',
      'If selected, sign the service agreement: one year of DoD work for each year of funding.',
    ],
    about:
      'SMART stands for Science, Mathematics, and Research for Transformation; after graduating, scholars work as civilian employees at their sponsoring DoD facility.',
  },
  'scholastic-art-writing-awards': {
    access: [
      'Students in grades 7–12 in the U.S., Canada or U.S. territories register at artandwriting.org and upload works to their regional program.',
      'Pay each entry fee (or request a fee waiver through the site) before your region’s deadline, usually in December or January.',
    ],
  },
  'aamc-mcat': {
    access: [
      'Create an AAMC account, then register for a test date on the MCAT pages of students-residents.aamc.org.',
      'If cost is a barrier, apply for the Fee Assistance Program before you register so the reduced fee applies.',
      'Buy the official practice exams and question packs from the AAMC MCAT Official Prep Hub.',
    ],
  },
  adea: {
    access: [
      'Read ADEA’s GoDental site to plan your pre-dental courses, shadowing and the DAT (the DAT itself is run by the American Dental Association).',
      'When you are ready, apply to U.S. dental schools through ADEA AADSAS, which opens each spring.',
    ],
    about:
      'ADEA (the American Dental Education Association) represents dental schools; its Official Guide to Dental Schools lists each school’s requirements.',
  },
  pharmcas: {
    access: [
      'Create a PharmCAS account at pharmcas.org during the application cycle.',
      'Send official transcripts from every college you attended and pay the fee for each program you add.',
    ],
  },
  gre: {
    access: [
      'Create an ETS account and register for the GRE General Test at a test centre or at home on the GRE pages of ets.org.',
      'Download the free POWERPREP practice tests from the same account before test day.',
      'Apply for the ETS Fee Reduction Program before registering if you have financial need.',
    ],
  },
  gmat: {
    access: [
      'Create an account on mba.com and book the GMAT Focus Edition online or at a test centre.',
      'Use the free GMAT Official Starter Kit from the same account to try practice questions first.',
    ],
  },
  'teach-grant': {
    access: [
      'File the FAFSA and enrol in a TEACH-Grant-eligible program at a participating school.',
      'Complete TEACH Grant counseling and sign the Agreement to Serve on studentaid.gov each year you receive the grant.',
    ],
  },
  lsac: {
    access: [
      'Create an LSAC JD account at lsac.org to register for the LSAT and use LawHub practice tests.',
      'Request an LSAC fee waiver from the same account before you register if you have financial need.',
      'Subscribe to the Credential Assembly Service to send transcripts and letters to the law schools you apply to.',
    ],
  },
  accesslex: {
    access: [
      'Sign up free on accesslex.org to join its webinars and use its financial education tools for pre-law and law students.',
    ],
  },
  'truman-scholarship': {
    access: [
      'College juniors who are U.S. citizens or nationals contact their campus Truman Faculty Representative (listed on truman.gov).',
      'Your institution nominates you and submits the application in early February.',
    ],
    about:
      'Scholars receive up to $30,000 toward graduate school in return for working in public service after graduating.',
  },
  naspaa: {
    access: [
      'Open the program search on naspaa.org (or publicservicecareers.org) to filter MPA and MPP programs by location and specialization.',
      'Apply to programs directly; many use the NASPAA Common Application.',
    ],
  },
  pslf: {
    access: [
      'Check that your loans are Direct Loans and your employer qualifies with the PSLF Help Tool on studentaid.gov.',
      'Submit the PSLF form through the Help Tool; your employer signs it electronically.',
    ],
  },
  'noaa-hollings': {
    access: [
      'Sophomores at accredited U.S. schools who are U.S. citizens apply through the online application linked from the Hollings page on noaa.gov.',
      'Submit transcripts and two references by the deadline (usually in late January or early February).',
    ],
  },
  'onet-online': {
    access: [
      'Open onetonline.org and search an occupation or browse by career cluster; no account is needed.',
      'On an occupation page, jump to Tasks, Skills and Education to see what the job really asks.',
    ],
    about:
      'The O*NET Interest Profiler, also from the Department of Labor, matches your interests to occupations in the same database.',
  },
  'bls-occupational-outlook': {
    access: [
      'Open the Occupational Outlook Handbook at bls.gov/ooh and pick an occupation group or search; no account is needed.',
      'Use the Pay and Job Outlook tabs on each profile to compare careers.',
    ],
    about: 'The projections are revised yearly and cover the following ten years.',
  },
  mymajors: {
    access: [
      'Take the free major quiz at mymajors.com (no payment is needed) and read the profiles of the majors it suggests.',
    ],
  },
  'roadtrip-nation': {
    access: [
      'Browse the interview archive at roadtripnation.com, filtered by your interests.',
      'Create a free account to use the career exploration Roadmap tool and save what you find.',
    ],
  },
  careeronestop: {
    access: [
      'Open careeronestop.org; the assessments, occupation profiles and Scholarship Finder need no account.',
      'Use the Scholarship Finder under Find Training to filter awards by level and location.',
    ],
  },
  'college-scorecard': {
    access: [
      'Search schools at collegescorecard.ed.gov; no account is needed.',
      'Use Fields of Study search to compare median earnings for a specific major across colleges.',
    ],
    about: 'The earnings data come from federal tax records of former students who received federal aid.',
  },
  'explore-health-careers': {
    access: [
      'Browse Career Explorer on explorehealthcareers.org by profession; no account is needed.',
      'Check its Enrichment Programs list for summer programs and funding for pre-health students.',
    ],
  },
  cyberseek: {
    access: [
      'Open cyberseek.org and use the Heatmap for jobs by state or the Career Pathway to see certifications for each role; no sign-in.',
    ],
    about:
      'Built with NICE, the U.S. National Initiative for Cybersecurity Education, using job-posting data from Lightcast.',
  },
  'what-can-i-do-with-this-major': {
    access: [
      'Open whatcanidowiththismajor.com and pick your major from the list.',
      'Many universities subscribe: if the site asks for a login, use the link on your own career center’s page.',
    ],
  },
};

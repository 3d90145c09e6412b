// Facts for Connections items: networks, mentoring, professional societies and honor societies (see ./types.ts).
import type { FactsTable } from './types';

export const CONNECTIONS_FACTS: FactsTable = {
  linkedin: {
    access: [
      'Sign up free at linkedin.com, add your school and projects, and use the Alumni tool on your university’s page to find graduates.',
    ],
  },
  meetup: {
    access: ['Search meetup.com by topic and city; joining groups and most events is free with an account.'],
  },
  mlh: {
    access: [
      'Find a hackathon on the season calendar at mlh.io and register on the event’s own page with an MLH account.',
    ],
  },
  devpost: {
    access: ['Sign up free on devpost.com, then register for a hackathon and submit your project on its page.'],
  },
  adplist: {
    access: ['Sign up free on adplist.org, search mentors by field and book an open slot.'],
  },
  toastmasters: {
    access: [
      'Use Find a Club on toastmasters.org to visit a club as a guest for free, then pay the membership dues to join.',
    ],
  },
  amsa: {
    access: ['Join AMSA online at amsa.org at the pre-medical student rate, or through your campus chapter.'],
  },
  nsna: {
    access: [
      'Join through your school’s NSNA chapter or online at nsna.org; membership includes your state association.',
    ],
  },
  apha: {
    access: ['Join as a student member on apha.org and choose the Student Assembly when you sign up.'],
  },
  eatright: {
    access: ['Join the Academy as a student member on eatright.org while enrolled in an accredited nutrition program.'],
  },
  'apha-asp': {
    access: ['Join APhA-ASP through your pharmacy school’s chapter or online at pharmacist.com at the student rate.'],
  },
  acs: {
    access: ['Join ACS at the student rate on acs.org and look for the ACS student chapter at your college.'],
  },
  'sps-physics': {
    access: ['Join SPS through your campus chapter or as an at-large member on spsnational.org.'],
  },
  'asm-microbiology': {
    access: [
      'Join ASM at the student rate on asm.org; its undergraduate fellowships have their own application deadlines.',
    ],
  },
  geosociety: {
    access: [
      'Join GSA at the student rate on geosociety.org, then apply for its graduate research grants and field camp scholarships there.',
    ],
  },
  ieee: {
    access: ['Join IEEE as a student member on its student membership page, and find your school’s student branch.'],
  },
  asme: {
    access: ['Join ASME at the student rate on asme.org and connect with the ASME student section at your school.'],
  },
  asce: {
    access: [
      'Join ASCE as a student member on asce.org and find your school’s ASCE student chapter for the competitions.',
    ],
  },
  swe: {
    access: [
      'Join SWE as a collegiate member on swe.org and find your campus section; scholarships are applied for on the same site.',
    ],
  },
  nsbe: {
    access: ['Join NSBE on nsbe.org as a collegiate member through your campus chapter.'],
  },
  shpe: {
    access: ['Join SHPE as a student member on shpe.org and connect with your school’s chapter.'],
  },
  'tau-beta-pi': {
    access: [
      'Wait for an invitation from your school’s Tau Beta Pi chapter (eligibility is by class rank), then pay the initiation fee.',
    ],
  },
  aiche: {
    access: ['Join AIChE as a student member on aiche.org and connect with your AIChE student chapter.'],
  },
  acm: {
    access: ['Join ACM as a student member on acm.org; the Digital Library is an optional add-on.'],
  },
  siam: {
    access: [
      'Check whether your university is a SIAM academic member (then student membership is free) and sign up on siam.org.',
    ],
  },
  amstat: {
    access: ['Join ASA at the student rate on amstat.org; your department may be able to cover dues.'],
  },
  maa: {
    access: ['Join MAA as a student member on maa.org; sign up for the Putnam through your school’s local supervisor.'],
  },
  'collegiate-deca': {
    access: ['Join through a Collegiate DECA chapter at your college, found on deca.org; chapters pay member dues.'],
  },
  shrm: {
    access: ['Join SHRM as a student member on shrm.org and look for a SHRM student chapter at your school.'],
  },
  'ama-marketing': {
    access: ['Join your AMA collegiate chapter, found on ama.org, which includes national student membership.'],
  },
  enactus: {
    access: ['Join the Enactus team at your university, or start one with a faculty advisor through enactus.org.'],
  },
  ascm: {
    access: ['Join ASCM at the student rate on ascm.org and look for a student chapter or case competition.'],
  },
  'apa-psychology': {
    access: ['Join APA as a student affiliate on apa.org at the reduced student rate.'],
  },
  'psi-chi': {
    access: [
      'Check the GPA and course requirements with your campus Psi Chi chapter, apply through it and pay the one-time membership fee.',
    ],
  },
  'aea-economics': {
    access: ['Join AEA at the student rate on aeaweb.org; apply separately for the Summer Training Program.'],
  },
  'asa-sociology': {
    access: ['Join ASA at the student rate on asanet.org.'],
  },
  nasw: {
    access: ['Join NASW at the student rate on socialworkers.org while enrolled in a social work program.'],
  },
  'linguistic-society': {
    access: ['Join LSA as a student member on linguisticsociety.org.'],
  },
  'nea-aspiring-educators': {
    access: [
      'Join NEA Aspiring Educators through your campus chapter or your state education association’s student program.',
    ],
  },
  'kappa-delta-pi': {
    access: [
      'Apply for membership through your campus Kappa Delta Pi chapter (it checks your GPA and credits), then pay the initiation fee.',
    ],
  },
  cec: {
    access: ['Join CEC at the student rate on exceptionalchildren.org and find a student chapter.'],
  },
  naeyc: {
    access: ['Join NAEYC as a student member on naeyc.org; membership includes your state affiliate.'],
  },
  nctm: {
    access: ['Join NCTM at the reduced student rate on nctm.org.'],
  },
  'shape-america': {
    access: ['Join SHAPE America as a student member on shapeamerica.org.'],
  },
  nafme: {
    access: ['Join NAfME as a collegiate member on nafme.org, which includes your state music education association.'],
  },
  mla: {
    access: [
      'Join MLA as a student member on mla.org; its style center with free MLA-style guidance needs no membership.',
    ],
  },
  'american-historical-association': {
    access: ['Join AHA at the student rate on historians.org.'],
  },
  'phi-alpha-theta': {
    access: [
      'Apply through your campus Phi Alpha Theta chapter once you meet its history credit and GPA requirements.',
    ],
  },
  'dance-usa': {
    access: ['Read news and research on danceusa.org; fellowships and conferences have their own applications there.'],
  },
  ndeo: {
    access: ['Join NDEO as a student member on ndeo.org.'],
  },
  aiga: {
    access: ['Join AIGA at the student level on aiga.org and connect with your local chapter or campus student group.'],
  },
  aias: {
    access: ['Join AIAS through your school’s chapter or as a member on aias.org.'],
  },
  'american-bar-association': {
    access: [
      'Law students join the ABA free on americanbar.org; pre-law students can read its pre-law pages without joining.',
    ],
  },
  'american-planning-association': {
    access: ['Join APA at the student rate on planning.org, which includes your state chapter.'],
  },
  acjs: {
    access: ['Join ACJS at the student rate on acjs.org.'],
  },
  spj: {
    access: ['Join SPJ at the student rate on spj.org, and check for a campus chapter.'],
  },
  prssa: {
    access: [
      'Join through your school’s PRSSA chapter; dues are paid to the national organization through prssa.prsa.org.',
    ],
  },
  nabj: {
    access: [
      'Join NABJ at the student rate on nabjonline.org; apply for the student projects program when the call opens.',
    ],
  },
  ire: {
    access: ['Join IRE at the student rate on ire.org; apply for conference fellowships before each conference.'],
  },
  awp: {
    access: ['Join AWP as a student member on awpwriter.org, or check whether your program is an AWP member.'],
  },
  'ecological-society': {
    access: ['Join ESA at the student rate on esa.org; SEEDS chapters and field trips have their own applications.'],
  },
  'national-ffa': {
    access: [
      'Join through an FFA chapter at your school or a Collegiate FFA chapter at your college; scholarships are applied for on ffa.org.',
    ],
  },
  'wildlife-society': {
    access: ['Join TWS at the student rate on wildlife.org and find a student chapter.'],
  },
  'soil-science-society': {
    access: ['Join SSSA as a student member on soils.org.'],
  },
  ift: {
    access: ['Join IFT as a student member on ift.org, which makes you part of IFTSA.'],
  },
  wicys: {
    access: ['Join WiCyS as a student member on wicys.org and look for a student chapter at your school.'],
  },
};

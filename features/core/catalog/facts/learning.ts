// Facts for Learning items (see ./types.ts).
import type { FactsTable } from './types';

export const LEARNING_FACTS: FactsTable = {
  'khan-academy': {
    access: ['Open khanacademy.org and pick a course; a free account saves your progress and mastery points.'],
    about: 'Khan Academy is a nonprofit, and everything on it stays free, without ads.',
  },
  coursera: {
    access: [
      'Sign up at coursera.org; many courses let you preview or audit the lessons without paying.',
      'For a certificate, pay or use “Financial aid available” on the course page and submit the short application.',
      'Check whether your university offers Coursera for Campus, which can make certificates free.',
    ],
  },
  edx: {
    access: [
      'Create a free account on edx.org and choose the audit track to study a course for free; the verified certificate costs extra.',
    ],
  },
  'mit-opencourseware': {
    access: ['Search ocw.mit.edu by subject or course number and download the materials; no sign-up.'],
    about:
      'Materials are published under a Creative Commons BY-NC-SA licence, so you can reuse them non-commercially with credit.',
  },
  freecodecamp: {
    access: ['Start the curriculum at freecodecamp.org/learn; sign in free to save progress and claim certifications.'],
  },
  'linkedin-learning': {
    access: [
      'Check your university’s IT or library pages for free LinkedIn Learning access through your school login.',
      'Or ask your public library: many give free access with a library card.',
    ],
  },
  duolingo: {
    access: ['Sign up free at duolingo.com or in the app and take the placement test to skip what you know.'],
  },
  quizlet: {
    access: ['Sign up free at quizlet.com to create sets, or search for sets from your course without an account.'],
  },
  anki: {
    access: [
      'Download Anki free for Windows, macOS or Linux from apps.ankiweb.net; AnkiDroid on Android is also free.',
      'Create a free AnkiWeb account to sync decks; the iPhone app (AnkiMobile) is a paid purchase.',
    ],
  },
  'wolfram-alpha': {
    access: [
      'Type a question at wolframalpha.com; the step-by-step solutions need Wolfram|Alpha Pro, which has a student price.',
    ],
  },
  osmosis: {
    access: [
      'Sign up for a free trial at osmosis.org, then choose a paid plan; check whether your school provides access first.',
    ],
  },
  'geeky-medics': {
    access: ['Open geekymedics.com and search an examination or procedure; the guides are free to read.'],
  },
  'visible-body': {
    access: [
      'Check your library’s databases for a Visible Body Suite licence; otherwise buy access on visiblebody.com.',
    ],
  },
  phet: {
    access: ['Open phet.colorado.edu and run any simulation in your browser; no account is needed.'],
  },
  stellarium: {
    access: ['Download Stellarium free from stellarium.org, or open Stellarium Web in your browser.'],
  },
  'hhmi-biointeractive': {
    access: ['Browse resources on biointeractive.org freely; educators can create a free account for classroom tools.'],
  },
  ptable: {
    access: [
      'Open ptable.com and click an element or switch tabs for properties, orbitals and isotopes; no account is needed.',
    ],
  },
  'matlab-academy': {
    access: [
      'Sign in to matlabacademy.mathworks.com with a MathWorks account and start the free MATLAB Onramp.',
      'Use your school e-mail address so you are linked to your university’s licence for the full courses, if it has one.',
    ],
  },
  'falstad-circuit': {
    access: [
      'Open falstad.com/circuit and pick a sample circuit from the Circuits menu, or draw your own; nothing to install.',
    ],
  },
  arduino: {
    access: [
      'Buy a board from the Arduino store or a reseller, then install the free Arduino IDE (or use the Cloud Editor) from arduino.cc/en/software.',
    ],
  },
  leetcode: {
    access: [
      'Sign up free at leetcode.com and start with its study plans; the Premium subscription unlocks company-tagged questions.',
    ],
  },
  picoctf: {
    access: [
      'Create a free account on picoctf.org and open the picoGym to practise, or register a team for the yearly competition.',
    ],
  },
  tryhackme: {
    access: [
      'Sign up free at tryhackme.com and join free rooms; verify with your student e-mail on the pricing page for the student discount.',
    ],
  },
  desmos: {
    access: [
      'Open desmos.com/calculator in any browser or the mobile app; sign in with a free account to save graphs.',
    ],
  },
  geogebra: {
    access: ['Open geogebra.org/calculator or download the apps; a free account saves your work and activities.'],
  },
  'pauls-online-math-notes': {
    access: [
      'Open tutorial.math.lamar.edu and choose your class from the menu; PDFs of notes and practice problems are free to download.',
    ],
  },
  'art-of-problem-solving': {
    access: ['Create a free AoPS account to use Alcumus and the forums; online classes and books are paid.'],
  },
  'project-euler': {
    access: [
      'Register free at projecteuler.net to submit answers and track progress; problems are readable without an account.',
    ],
  },
  '3blue1brown': {
    access: ['Watch the series on 3blue1brown.com or the 3Blue1Brown YouTube channel; no account is needed.'],
  },
  'math-stack-exchange': {
    access: [
      'Search math.stackexchange.com without an account; sign up free to ask, and show your work in the question.',
    ],
  },
  'fast-ai': {
    access: ['Start Practical Deep Learning for Coders at course.fast.ai; the notebooks run free on Kaggle or Colab.'],
  },
  'elements-of-ai': {
    access: [
      'Create a free account on elementsofai.com and take the course at your own pace; the certificate is free.',
    ],
  },
  investopedia: {
    access: ['Search terms on investopedia.com freely; sign up free to use the stock simulator.'],
  },
  sba: {
    access: [
      'Take the free courses in the SBA Learning Center on sba.gov.',
      'Find your local Small Business Development Center with the local assistance finder for free one-on-one advice.',
    ],
  },
  edutopia: {
    access: ['Read and watch on edutopia.org freely; a free account saves articles and newsletters.'],
  },
  commonlit: {
    access: ['Browse the library on commonlit.org; sign up free as an educator to assign texts and see student data.'],
  },
  smarthistory: {
    access: ['Browse by period or region on smarthistory.org; everything is free to read and watch.'],
  },
  wordreference: {
    access: [
      'Look a word up on wordreference.com and read the forum threads under the entry; no account unless you post.',
    ],
  },
  'google-arts-culture': {
    access: ['Open artsandculture.google.com or the app and search an artist, artwork or museum.'],
  },
  'musictheory-net': {
    access: ['Open the Lessons or Exercises page on musictheory.net; everything is free in the browser.'],
  },
  unity: {
    access: [
      'Create a Unity ID, then apply for the Unity Student plan on its student page with proof of enrollment.',
      'Download Unity Hub and follow the free Unity Learn pathways.',
    ],
  },
  godot: {
    access: ['Download Godot free from godotengine.org/download; no account or licence fee.'],
  },
  poynter: {
    access: [
      'Read poynter.org freely; browse courses on Poynter’s learning site, where some are free and others paid.',
    ],
  },
  'no-film-school': {
    access: ['Read articles and watch tutorials on nofilmschool.com; no account is needed.'],
  },
  attra: {
    access: ['Search publications on attra.ncat.org, or ask a question through its Ask an Expert form or answer line.'],
  },
  'interaction-design-foundation': {
    access: ['Sign up on interaction-design.org and pick the student membership, verified with your school e-mail.'],
  },
};

// Facts for AI Tools and Certifications items (see ./types.ts).
import type { FactsTable } from './types';

export const TOOLS_AND_CREDENTIALS_FACTS: FactsTable = {
  chatgpt: {
    access: ['Open chatgpt.com; you can chat without an account, and a free OpenAI account keeps your history.'],
  },
  claude: {
    access: [
      'Sign up at claude.ai with an e-mail or Google account (you must be 18 or older); the free plan has usage limits.',
    ],
  },
  'google-gemini': {
    access: [
      'Sign in at gemini.google.com with a Google account; a school Google Workspace account works if your school has turned Gemini on.',
    ],
  },
  perplexity: {
    access: ['Ask a question at perplexity.ai without an account; sign up free to keep your threads.'],
  },
  notebooklm: {
    access: [
      'Sign in at notebooklm.google.com with a Google account, create a notebook and add your PDFs, slides or links as sources.',
    ],
  },
  'github-copilot': {
    access: [
      'Get verified for GitHub Education (the Student Developer Pack) first.',
      'Then turn on Copilot from your GitHub settings and install the extension in VS Code or your JetBrains IDE.',
    ],
  },
  'hugging-face': {
    access: [
      'Browse models and Spaces on huggingface.co without an account; sign up free to host models, datasets and Spaces.',
    ],
  },
  'google-colab': {
    access: [
      'Open colab.research.google.com with a Google account and create a notebook; change the runtime type to use a free GPU when available.',
    ],
  },
  kaggle: {
    access: [
      'Sign up free on kaggle.com and verify your phone number to use notebook GPUs; Kaggle Learn courses are under Learn.',
    ],
  },
  'aws-educate': {
    access: [
      'Register for AWS Educate on its page with an e-mail address (no credit card), then start a learning path.',
    ],
  },
  'google-career-certificates': {
    access: [
      'Choose a certificate on grow.google/certificates and enrol through Coursera, which charges a monthly fee.',
      'Apply for Coursera financial aid on the course page, or ask your school whether it offers free access.',
    ],
  },
  'microsoft-learn': {
    access: [
      'Sign in to learn.microsoft.com with a Microsoft account to track modules and earn badges.',
      'Students can register for a certification exam with the student discount from the exam’s page.',
    ],
  },
  'cisco-networking-academy': {
    access: [
      'Sign up free on netacad.com and enrol in a self-paced course; instructor-led courses come through a partner school.',
    ],
  },
  'hubspot-academy': {
    access: [
      'Create a free HubSpot account at academy.hubspot.com and enrol in a course; certification exams are free.',
    ],
  },
  'salesforce-trailhead': {
    access: [
      'Sign up free at trailhead.salesforce.com and launch a free Trailhead Playground for the hands-on challenges.',
    ],
  },
  nclex: {
    access: [
      'Apply for licensure to the nursing regulatory body in the state or province where you want to practise.',
      'Register and pay for the NCLEX with Pearson VUE, then schedule your exam once you receive your Authorization to Test.',
    ],
  },
  nsca: {
    access: [
      'Join the NSCA as a student member on nsca.com, then buy and register for the CSCS or CPT exam at the member rate.',
    ],
  },
  'ncees-fe': {
    access: [
      'Create a MyNCEES account on ncees.org and check your state board’s requirements.',
      'Register and pay for the FE exam in your discipline, then book a Pearson VUE appointment.',
    ],
  },
  comptia: {
    access: [
      'Buy the exam voucher with the academic discount from the CompTIA store using your school e-mail address, then book a test at Pearson VUE.',
    ],
  },
  'soa-exams': {
    access: [
      'Create an SOA account and register for Exam P or FM during its registration window, then schedule with Prometric.',
    ],
  },
  'this-way-to-cpa': {
    access: ['Open thiswaytocpa.com and pick your state in the licensing requirements tool; no account is needed.'],
  },
  'cfa-institute': {
    access: [
      'Create an account on cfainstitute.org and register for Level I once you are within the allowed months of finishing your degree.',
      'Ask your university whether it is a CFA Institute University Affiliation partner offering student scholarships.',
    ],
  },
  aswb: {
    access: [
      'Check whether your state social work board must approve you first, then register and pay for the exam on aswb.org and schedule with Pearson VUE.',
    ],
  },
  praxis: {
    access: [
      'Check your state’s required tests on ets.org/praxis, create a Praxis account, and register for a test centre or at-home test.',
    ],
  },
  edtpa: {
    access: [
      'Your teacher preparation program tells you when to submit; register and pay on edtpa.com, then upload your portfolio there.',
    ],
  },
  ncarb: {
    access: ['Create an NCARB Record on ncarb.org to start logging AXP hours while you are still in school.'],
  },
};

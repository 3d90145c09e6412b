// Facts for Research items (see ./types.ts).
import type { FactsTable } from './types';

export const RESEARCH_FACTS: FactsTable = {
  'google-scholar': {
    access: [
      'Search at scholar.google.com; no account is needed to search.',
      'Under Settings → Library links, add your university so “Find it” links open the full texts it subscribes to.',
      'Sign in with a Google account to save papers to My library and set up alerts.',
    ],
  },
  zotero: {
    access: [
      'Download Zotero and the Zotero Connector for your browser from zotero.org/download.',
      'Create a free zotero.org account to sync your library between computers (300 MB of free storage).',
    ],
  },
  jstor: {
    access: [
      'Open JSTOR through your university library’s database list, or use “Log in through your library” on jstor.org.',
      'Without an institution, register a free JSTOR account to read open-access content and a limited number of articles online.',
    ],
  },
  pubmed: {
    access: [
      'Search at pubmed.ncbi.nlm.nih.gov; no account is needed.',
      'Reach it through your library’s PubMed link to get its full-text buttons, or open the PMC free full-text filter.',
      'A free My NCBI account saves searches and e-mail alerts.',
    ],
  },
  arxiv: {
    access: [
      'Browse or search at arxiv.org; reading and downloading need no account.',
      'Subscribe to daily e-mail listings for a subject category from the arXiv help pages; posting a preprint needs a registered account.',
    ],
  },
  'semantic-scholar': {
    access: [
      'Search at semanticscholar.org without an account.',
      'Sign up free to save papers to your library and create research feeds that recommend new papers.',
    ],
  },
  elicit: {
    access: [
      'Sign up at elicit.com with an e-mail or Google account; the free Basic plan covers searching and summarising papers.',
    ],
  },
  medlineplus: {
    access: [
      'Open medlineplus.gov and search a condition, drug or test; there is no sign-in and it is also in Spanish.',
    ],
  },
  'rcsb-pdb': {
    access: [
      'Type a protein name or PDB ID into the search bar on rcsb.org; no account is needed.',
      'For guided introductions to molecules, open PDB-101 at pdb101.rcsb.org.',
    ],
  },
  ncbi: {
    access: [
      'Open ncbi.nlm.nih.gov, choose a database (Gene, Nucleotide, Protein) and search; no account is needed.',
      'Run sequence comparisons from the BLAST page at blast.ncbi.nlm.nih.gov.',
    ],
  },
  benchling: {
    access: ['Create a free academic account at benchling.com with your university e-mail address.'],
  },
  zooniverse: {
    access: [
      'Pick a project on zooniverse.org/projects and start classifying; you can take part without an account.',
      'Register free to get credit for your classifications and join the project’s Talk discussions.',
    ],
  },
  'nist-webbook': {
    access: ['Search webbook.nist.gov by name, formula or CAS number; no sign-in is needed.'],
  },
  'posit-rstudio': {
    access: [
      'Install R from CRAN first, then RStudio Desktop (free) from posit.co/download/rstudio-desktop.',
      'Or sign up for Posit Cloud at posit.cloud to run R in the browser; its free plan has limited hours.',
    ],
  },
  'sec-edgar': {
    access: ['Search a company by name or ticker with EDGAR full-text search on sec.gov; no account is needed.'],
  },
  'pew-research': {
    access: [
      'Read reports on pewresearch.org freely.',
      'To download a dataset, open the Datasets page and register a free account, then accept the terms of use.',
    ],
  },
  icpsr: {
    access: [
      'Check whether your university is an ICPSR member (most U.S. research universities are).',
      'Create a free ICPSR account, preferably from your campus network, to download member-only data; public-use data are open to everyone.',
    ],
  },
  'census-data': {
    access: ['Search data.census.gov by place, topic or table ID; no account is needed, and tables download as CSV.'],
  },
  ipums: {
    access: [
      'Register free on ipums.org for the collection you need (IPUMS USA, International, CPS …) and describe your research use.',
      'Build a data extract by picking samples and variables, then download it when the e-mail says it is ready.',
    ],
  },
  fred: {
    access: [
      'Search a series at fred.stlouisfed.org and download it as CSV or Excel; no account is needed.',
      'A free FRED account saves graphs and dashboards; an API key for code is also free.',
    ],
  },
  osf: {
    access: [
      'Sign up free at osf.io (or sign in through your institution) and create a project to store files, preregistrations and preprints.',
    ],
  },
  jasp: {
    access: ['Download JASP for Windows, macOS or Linux from jasp-stats.org/download; it needs no licence or account.'],
  },
  psychopy: {
    access: [
      'Download the standalone PsychoPy installer from psychopy.org/download.html.',
      'To run a study online, sync it to Pavlovia (pavlovia.org); hosting there has its own fees or an institutional licence.',
    ],
  },
  'our-world-in-data': {
    access: [
      'Open a topic or chart on ourworldindata.org and use its Download tab for the data; no account is needed.',
    ],
    about: 'All charts and data are published under the CC BY licence, so you may reuse them with attribution.',
  },
  perseus: {
    access: [
      'Open the Perseus Digital Library at perseus.tufts.edu/hopper and browse the Greek and Roman collection; no account is needed.',
    ],
  },
  'project-gutenberg': {
    access: [
      'Search gutenberg.org by title or author and download EPUB, Kindle or plain-text files; no account or fee.',
    ],
  },
  'internet-archive': {
    access: [
      'Search archive.org or paste a web address into the Wayback Machine at web.archive.org.',
      'Sign up for a free account to borrow scanned books for an hour or two weeks.',
    ],
  },
  'stanford-encyclopedia-philosophy': {
    access: ['Search or browse the table of contents at plato.stanford.edu; every entry is free to read.'],
    about: 'Each entry ends with a bibliography and a “How to cite this entry” link.',
  },
  'library-of-congress': {
    access: ['Search the digital collections at loc.gov; open material downloads free, and no account is needed.'],
  },
  dpla: {
    access: ['Search dp.la or open Primary Source Sets from the home page; no account is needed.'],
  },
  europeana: {
    access: ['Search europeana.eu and filter results by “Can I use this?” to find openly licensed items.'],
  },
  'internet-encyclopedia-philosophy': {
    access: ['Browse the A–Z list of articles at iep.utm.edu; no account is needed.'],
  },
  hathitrust: {
    access: [
      'Search the full text of the collection at babel.hathitrust.org; public-domain volumes open for everyone.',
      'If your university is a member, “Log in” with your institution to download whole public-domain volumes.',
    ],
  },
  imslp: {
    access: [
      'Search imslp.org by composer or work and download PDF scores; a paid membership only removes the wait before downloads.',
    ],
  },
  'cornell-lii': {
    access: [
      'Search the U.S. Code, CFR or Supreme Court opinions on law.cornell.edu, and look terms up in Wex; no account is needed.',
    ],
  },
  oyez: {
    access: [
      'Open oyez.org and search a case by name or browse cases by term; no account or sign-in is needed.',
      'On a case page, press play on the oral argument to follow the synced transcript.',
    ],
    about: 'A free law project from Cornell’s Legal Information Institute, Justia and Chicago-Kent College of Law.',
  },
  courtlistener: {
    access: [
      'Search opinions and oral arguments at courtlistener.com without an account.',
      'Register free to save searches as e-mail alerts and to follow dockets from the RECAP archive.',
    ],
  },
  'congress-gov': {
    access: [
      'Search bills by number or keyword at congress.gov; a free account lets you save searches and get alerts.',
    ],
  },
  govtrack: {
    access: [
      'Search a bill or legislator at govtrack.us; create a free account to track bills and get e-mail updates.',
    ],
  },
  'federal-register': {
    access: [
      'Search documents at federalregister.gov; no account is needed.',
      'Use “Submit a formal comment” on an open proposed rule, which sends your comment to regulations.gov.',
    ],
  },
  ballotpedia: {
    access: ['Search a candidate, ballot measure or state at ballotpedia.org; no account is needed.'],
  },
  rcfp: {
    access: [
      'Use the open government guides and legal resources on rcfp.org freely.',
      'For legal help with a reporting problem, call or write to its Legal Hotline from the Legal Hotline page.',
    ],
  },
  'student-press-law-center': {
    access: [
      'Read the legal guides on splc.org freely.',
      'If you face censorship or a records request problem, use the Legal Help form on splc.org to reach its attorneys at no cost.',
    ],
  },
  inaturalist: {
    access: [
      'Sign up free at inaturalist.org or in the iNaturalist mobile app.',
      'Upload a photo with a date and location; the community suggests an identification.',
    ],
    about: 'A joint initiative of the California Academy of Sciences and the National Geographic Society.',
  },
  ebird: {
    access: [
      'Create a free Cornell Lab account and log checklists at ebird.org or in the eBird app.',
      'To download raw data, request access to the eBird Basic Dataset from the Science → Download Data page.',
    ],
  },
  qgis: {
    access: ['Download the Long Term Release of QGIS for your system from qgis.org/download; it needs no licence.'],
    about: 'The QGIS Training Manual on docs.qgis.org teaches it from scratch with sample data.',
  },
  'esri-arcgis': {
    access: [
      'Ask your university’s GIS or library staff for an ArcGIS Pro or ArcGIS Online student licence; many schools have a site licence.',
      'Esri’s Learn ArcGIS lessons at learn.arcgis.com are free with an ArcGIS account.',
    ],
  },
  'nasa-earthdata': {
    access: [
      'Register for a free NASA Earthdata Login at urs.earthdata.nasa.gov; it is separate from any university login.',
      'Search and download datasets with Earthdata Search at search.earthdata.nasa.gov, signing in with that Earthdata Login.',
    ],
    about: 'Earthdata Login is the single account that NASA’s Earth science data archives use for downloads.',
  },
  'usgs-earthexplorer': {
    access: [
      'Browse and search imagery at earthexplorer.usgs.gov without an account.',
      'Register a free USGS account (ERS login) to download scenes.',
    ],
  },
  'global-forest-watch': {
    access: [
      'Open the Map on globalforestwatch.org and add data layers; a free My GFW account lets you save areas and get alerts.',
    ],
  },
  'un-sdgs': {
    access: [
      'Open the Goals page on sdgs.un.org and pick one of the 17 goals for its targets and progress reports; no account is needed.',
    ],
  },
  'nielsen-norman-group': {
    access: ['Read the free articles and videos on nngroup.com/articles; paid courses and certification are separate.'],
  },
};

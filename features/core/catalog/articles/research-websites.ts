import type { Article } from '../types';
import { articleImage } from '../images';
import { DANIEL_REYES } from './authors';
import { readTime } from './read-time';

const content = `Good research starts with good sources, and a general web search won't get you far when your assignment asks for peer-reviewed literature. These are the websites that researchers actually use, along with the search habits that turn an hour of frustration into ten minutes of progress.

## Start with your library

Your university library pays for access to databases and journals you can't get anywhere else for free. Its search portal usually covers books, articles and theses in one place, and subject librarians can help you build a search strategy. Book a consultation; it's free and it's their job.

Ask your library about the subscription databases it offers, which may include:

- **[JSTOR](https://www.jstor.org):** Journals, books and primary sources, especially strong in the humanities and social sciences.
- **[Web of Science](https://www.webofscience.com) and [Scopus](https://www.scopus.com):** Large citation databases for tracing who has cited what.
- **Subject databases** such as PsycINFO for psychology or IEEE Xplore for engineering.

If your library doesn't have something, request it through **interlibrary loan**. It's usually free for students.

## Free search engines for academic work

- **[Google Scholar](https://scholar.google.com):** The broadest free search across articles, theses, books and court opinions. In Settings, add your university under "Library links" to see links to full text you have access to. Click "Cited by" to find newer work that builds on a paper, and set up alerts for topics or authors.
- **[Semantic Scholar](https://www.semanticscholar.org):** A free, AI-assisted search engine from the Allen Institute for AI, with short summaries and citation graphs for many papers.
- **[BASE](https://www.base-search.net):** The Bielefeld Academic Search Engine indexes open-access material from repositories worldwide.
- **[CORE](https://core.ac.uk):** Aggregates open-access research papers from repositories and journals.

## Subject-specific sources

- **[PubMed](https://pubmed.ncbi.nlm.nih.gov):** The essential free database for medicine and life sciences, run by the US National Library of Medicine.
- **[arXiv](https://arxiv.org):** Preprints in physics, mathematics, computer science, statistics and related fields.
- **[SSRN](https://www.ssrn.com):** Early-stage research in economics, law and the social sciences.
- **[ERIC](https://eric.ed.gov):** The US Department of Education's database of education research.
- **[DOAJ](https://doaj.org):** The Directory of Open Access Journals lists peer-reviewed open-access journals across all disciplines.

A note on preprints: work on arXiv or SSRN may not have been peer reviewed yet. It can be valuable and up to date, but check whether a published version exists and tell your reader if you're citing a preprint.

## Getting legal access to full text

- **[Unpaywall](https://unpaywall.org):** A free browser extension that finds legal, open-access copies of paywalled articles.
- **Author copies:** Many researchers post accepted manuscripts on their university repository or personal page. If you can't find a copy, email the author; most are happy to share.
- **Your library's proxy or browser extension:** Many libraries offer a tool that routes you through their subscription when you land on a publisher page.

## Discovering related work

- **[Connected Papers](https://www.connectedpapers.com):** Enter one paper and get a visual graph of similar work.
- **[ResearchRabbit](https://www.researchrabbit.ai):** Build collections and get recommendations for related papers and authors.
- **Citation chasing:** Read the reference list of a good recent review article, then use "Cited by" to move forward in time. Together, these two directions map a field quickly.

## Data and primary sources

- **[Google Dataset Search](https://datasetsearch.research.google.com):** Find datasets published across the web.
- **[Our World in Data](https://ourworldindata.org):** Charts and downloadable data on global development, health and the environment, with sources documented.
- **[Data.gov](https://data.gov):** Open data from the US government.
- **[Library of Congress](https://www.loc.gov), [HathiTrust](https://www.hathitrust.org) and the [Internet Archive](https://archive.org):** Digitised books, newspapers, maps and historical documents.

## Search smarter

- Put exact phrases in quotation marks: "climate anxiety".
- Combine terms with AND, OR and NOT in library databases: (adolescents OR teenagers) AND "social media" NOT advertising.
- Use filters for peer-reviewed articles, date ranges and document types.
- Keep a simple log of the searches you ran and where. It saves repeated work and helps you write a methods section.
- Read abstracts first, then skim the introduction and conclusion before committing to the full paper.

## Keep your sources organised

Use a reference manager from day one. [Zotero](https://www.zotero.org) is free and open source; it captures citations from your browser in one click, stores PDFs and formats bibliographies in any style in Word or Google Docs. Mendeley is another widely used option. For citation style rules, the [Purdue OWL](https://owl.purdue.edu) is a reliable free guide to APA, MLA and Chicago.

## Evaluate what you find

Ask of every source: who wrote it and what are their credentials? Where was it published, and was it peer reviewed? How recent is it, and does that matter for your topic? What evidence does it use, and who funded it? Checking these questions quickly becomes habit, and it's the difference between a bibliography that impresses and one that gets marked down.
`;

export const researchWebsites: Article = {
  id: 'research-websites',
  title: 'The Best Websites for Academic Research',
  snippet:
    'Google Scholar, PubMed, JSTOR, arXiv and more: where to find trustworthy sources, how to get full text legally, and the search habits that save you hours.',
  content,
  image: articleImage('research-websites'),
  tags: ['Academic', 'Study Tips'],
  date: '2025-05-20',
  readTime: readTime(content),
  author: DANIEL_REYES,
};

import type { Article } from '../types';
import { articleImage } from '../images';
import { QUADKIT_EDITORIAL } from './authors';
import { readTime } from './read-time';

const content = `Your student email address is one of the most valuable things you'll get at university. It unlocks professional software, cloud storage and discounts that would otherwise cost hundreds a year. Here are the free tools we recommend most often, grouped by what you'll use them for. Offers and eligibility rules change, so always check the current terms on each provider's site.

## Check your university first

Before you sign up for anything, look at what your institution already pays for. Most universities provide:

- **Microsoft 365:** Many institutions give students Word, Excel, PowerPoint, OneNote and OneDrive storage through [Office 365 Education](https://www.microsoft.com/en-us/education/products/office). Sign in with your university account.
- **Google Workspace:** If your university email runs on Gmail, you'll have Docs, Sheets, Slides and Drive already.
- **Library subscriptions:** Your library likely pays for journal databases and e-books, and sometimes newspapers, LinkedIn Learning or language courses. Browse the library website's "databases" or "e-resources" page; it's one of the most overlooked perks on campus.
- **Software on campus machines:** Statistics, engineering and design packages are often installed in computer labs or available through a remote desktop service.

## Notes and organisation

- **[Notion](https://www.notion.com):** An all-in-one workspace for notes, task lists and databases. Notion offers an education plan for students and educators with a school email address.
- **[Obsidian](https://obsidian.md):** A fast notes app that stores everything as plain Markdown files on your own device. Free for personal use.
- **[Google Calendar](https://calendar.google.com):** Put every deadline in on the first day of term, with reminders a week ahead.
- **[Anki](https://apps.ankiweb.net):** Spaced-repetition flashcards. Free on desktop, Android and the web.

## Writing and research

- **[Zotero](https://www.zotero.org):** A free, open-source reference manager. It saves sources from your browser in one click and formats citations and bibliographies in Word, LibreOffice and Google Docs.
- **[Overleaf](https://www.overleaf.com):** Write LaTeX documents in the browser, with a free plan. Essential if you're in maths, physics, computer science or engineering. Some universities provide premium features.
- **[Google Scholar](https://scholar.google.com):** Free search across academic literature. Link it to your library in the settings to get full-text access.
- **[Purdue OWL](https://owl.purdue.edu):** Free, reliable guides to APA, MLA and Chicago citation styles and to academic writing in general.

## Design and media

- **[Figma](https://www.figma.com/education/):** The industry-standard interface design tool, with a free education plan for verified students.
- **[Canva](https://www.canva.com):** The free plan covers posters, presentations and social graphics for most student projects.
- **[Autodesk Education](https://www.autodesk.com/education/edu-software/overview):** Eligible students can get free educational access to software such as AutoCAD, Fusion and Maya.
- **[DaVinci Resolve](https://www.blackmagicdesign.com/products/davinciresolve):** A professional video editor with a generous free version.
- **[GIMP](https://www.gimp.org) and [Inkscape](https://inkscape.org):** Free, open-source alternatives for photo editing and vector graphics.

## Coding and technical work

- **[GitHub Student Developer Pack](https://education.github.com/pack):** Verified students get GitHub Pro plus free access to a long list of partner offers, including developer tools, cloud credits and learning platforms.
- **[JetBrains educational licences](https://www.jetbrains.com/community/education/):** Free access to IDEs such as IntelliJ IDEA and PyCharm for students.
- **[Visual Studio Code](https://code.visualstudio.com):** A free, widely used code editor for every language.
- **[Google Colab](https://colab.research.google.com):** Run Python notebooks in the browser with no setup, handy for data and machine-learning coursework.

## Maths and science

- **[Desmos](https://www.desmos.com):** A free graphing calculator that runs in the browser.
- **[GeoGebra](https://www.geogebra.org):** Free tools for geometry, algebra and calculus.
- **[diagrams.net](https://www.drawio.com):** Free flowcharts, circuit diagrams and lab schematics.

## Staying safe and organised online

- **[Bitwarden](https://bitwarden.com):** A free, open-source password manager. Reusing passwords across your university account and random websites is asking for trouble.
- **Two-factor authentication:** Turn it on for your university account, email and anything holding your coursework.
- **Back up your work:** Keep important files in cloud storage such as OneDrive or Google Drive, not just on a laptop that could be lost or stolen.

## Everyday student discounts

- **[UNiDAYS](https://www.myunidays.com) and [Student Beans](https://www.studentbeans.com):** Verify your student status once and get discount codes for clothing, tech and food.
- **Spotify Premium Student:** A discounted subscription for students at accredited higher education institutions.
- **Amazon Prime Student:** A free trial followed by a discounted membership.
- **Apple and Microsoft education stores:** Education pricing on laptops and tablets is worth checking before a big purchase.

## Avoiding subscription traps

Free trials are designed to convert into paid plans. A few habits save a lot of money:

1. Put a calendar reminder two days before any free trial ends.
2. Once a term, review the subscriptions on your bank statement and cancel what you don't use.
3. Note when student offers expire. Many require you to re-verify every year and end when you graduate, so export your data in good time.
4. Before paying for any tool, ask your library or IT help desk whether the university already provides it.

Start with a small set: a notes app, a reference manager, cloud storage and a password manager. Add other tools only when a course actually needs them.
`;

export const freeToolsForStudents: Article = {
  id: 'free-tools-for-students',
  title: 'Free Tools Every Student Should Know About',
  snippet:
    'Your student email unlocks software, storage and discounts worth hundreds. Here are the free tools for notes, writing, research, design and coding we recommend most.',
  content,
  image: articleImage('free-tools-for-students'),
  tags: ['Productivity', 'Technology', 'Student Life'],
  date: '2025-08-28',
  readTime: readTime(content),
  author: QUADKIT_EDITORIAL,
};

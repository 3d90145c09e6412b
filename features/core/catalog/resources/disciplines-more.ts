// More discipline resources for majors whose pages had few or none of their own: Religious Studies
// above all, and Theatre and Interior Design. `majors` lists the majors each one serves.
import type { Resource } from '../types';
import { defineResource } from './define';

export const MORE_DISCIPLINE_RESOURCES: readonly Resource[] = [
  defineResource({
    id: 'american-academy-of-religion',
    title: 'American Academy of Religion (AAR)',
    description:
      'The largest scholarly society for the academic study of religion. Student members pay reduced dues, can present at the Annual Meeting and regional meetings, and use its guides to graduate programs and careers in religion.',
    category: 'connections',
    tags: ['Professional Society', 'Religious Studies', 'Academic', 'Student Discount'],
    url: 'https://www.aarweb.org',
    majors: ['religious-studies'],
  }),
  defineResource({
    id: 'society-of-biblical-literature',
    title: 'Society of Biblical Literature (SBL)',
    description:
      'The society for scholars of the Bible and its contexts, behind the SBL Handbook of Style. Student membership is reduced and includes its journal, the Annual Meeting and free online resources for reading ancient languages.',
    category: 'connections',
    tags: ['Professional Society', 'Religious Studies', 'Citation', 'Student Discount'],
    url: 'https://www.sbl-site.org',
    majors: ['religious-studies', 'classics'],
  }),
  defineResource({
    id: 'atla-religion-database',
    title: 'Atla Religion Database',
    description:
      'The standard index of journal articles, essays and book reviews in religion and theology, covering every major tradition. Search it through your university library for citations and, with AtlaSerials, full texts.',
    category: 'research',
    tags: ['Research Tool', 'Religious Studies', 'Academic'],
    url: 'https://www.atla.com',
    majors: ['religious-studies', 'philosophy'],
  }),
  defineResource({
    id: 'pluralism-project',
    title: 'The Pluralism Project (Harvard)',
    description:
      'A Harvard University research project on religious diversity in the United States: profiles of traditions, case studies used in classrooms and a directory of religious centres. Free to read and good for fieldwork ideas.',
    category: 'research',
    tags: ['Free', 'Religious Studies', 'Case Studies'],
    url: 'https://pluralism.org',
    majors: ['religious-studies', 'sociology', 'anthropology'],
  }),
  defineResource({
    id: 'arda',
    title: 'Association of Religion Data Archives (ARDA)',
    description:
      'Free surveys and statistics on religion in the U.S. and around the world, with national profiles, congregation data and ready-made tables. Download datasets for papers in religious studies and the sociology of religion.',
    category: 'research',
    tags: ['Free', 'Data', 'Religious Studies', 'Research Tool'],
    url: 'https://www.thearda.com',
    majors: ['religious-studies', 'sociology'],
  }),
  defineResource({
    id: 'sefaria',
    title: 'Sefaria',
    description:
      'A free, open library of Jewish texts, from the Torah and Talmud to commentaries and modern works, in Hebrew and English side by side with links between every source that quotes another.',
    category: 'research',
    tags: ['Free', 'Religious Studies', 'Primary Sources'],
    url: 'https://www.sefaria.org',
    majors: ['religious-studies', 'history'],
  }),
  defineResource({
    id: 'quran-com',
    title: 'Quran.com',
    description:
      'The Qur’an in Arabic with dozens of translations, word-by-word meanings, recitations and classical tafsir commentary, free on the web and in apps. Useful for close reading and comparing translations.',
    category: 'research',
    tags: ['Free', 'Religious Studies', 'Primary Sources'],
    url: 'https://quran.com',
    majors: ['religious-studies'],
  }),
  defineResource({
    id: 'suttacentral',
    title: 'SuttaCentral',
    description:
      'Early Buddhist texts in Pali, Chinese, Sanskrit and Tibetan with free modern translations, arranged so you can compare parallel versions of the same discourse across traditions.',
    category: 'research',
    tags: ['Free', 'Religious Studies', 'Primary Sources'],
    url: 'https://suttacentral.net',
    majors: ['religious-studies', 'philosophy'],
  }),
  defineResource({
    id: 'usitt',
    title: 'USITT (United States Institute for Theatre Technology)',
    description:
      'The association for theatre designers and technicians: student membership, the annual conference and stage expo, portfolio reviews and awards for young designers, stage managers and technicians.',
    category: 'connections',
    tags: ['Professional Society', 'Theatre', 'Student Discount'],
    url: 'https://www.usitt.org',
    majors: ['theatre'],
  }),
  defineResource({
    id: 'asid',
    title: 'American Society of Interior Designers (ASID)',
    description:
      'The professional society for interior designers, with student membership, student chapters, design competitions and guidance on the NCIDQ exam and careers after graduation.',
    category: 'connections',
    tags: ['Professional Society', 'Interior Design', 'Student Discount'],
    url: 'https://www.asid.org',
    majors: ['interior-design'],
  }),
];

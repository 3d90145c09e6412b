import type { Article } from '../types';
import { articleImage } from '../images';
import { MAYA_OKAFOR } from './authors';
import { readTime } from './read-time';

const content = `Scholarships are the closest thing to free money you'll see as a student, but they rarely land in your lap. The students who win them tend to be the ones who apply early, apply widely and stay organised. Here's the whole process, from aid forms to an essay a committee remembers.

## Start with the forms that unlock everything

Before you chase individual awards, make sure you're in the running for the big pools of need-based aid.

- **FAFSA (US students):** The Free Application for Federal Student Aid at [studentaid.gov](https://studentaid.gov) decides your eligibility for Pell Grants, federal work-study and federal loans, and many states and colleges use it for their own grants. It is free to file; any site that charges you to submit it is not the official form. File as soon as the new form opens each year, because some state and campus funds are awarded until they run out.
- **CSS Profile:** Many private colleges and some scholarship programs use the College Board's CSS Profile to award their own institutional aid. Check your school's financial aid website to see whether it is required.
- **Outside the US:** Look up your national system first. In England, for example, [Student Finance England](https://www.gov.uk/student-finance) handles tuition fee and maintenance loans, and your university's money advice team can point you to bursaries.

## Where to search for scholarships

Use two or three databases rather than ten, and set up profiles carefully so their matching actually works.

- [Fastweb](https://www.fastweb.com): one of the longest-running free scholarship search sites, matching you to awards based on your profile.
- [Scholarships.com](https://www.scholarships.com): a large free directory you can browse by category, such as major, state or background.
- [BigFuture Scholarship Search](https://bigfuture.collegeboard.org): the College Board's free search tool.
- [CareerOneStop Scholarship Finder](https://www.careeronestop.org): a free tool sponsored by the US Department of Labor.
- [Bold.org](https://bold.org) and [Going Merry](https://www.goingmerry.com): platforms where you can keep one profile and apply to many awards.

## Don't skip the local and campus awards

National scholarships attract enormous applicant pools. Smaller awards often have far less competition, and they add up.

1. **Your department.** Ask your academic advisor or department office about awards for students in your major. Many are funded by alumni and go unadvertised.
2. **Your financial aid office.** Most universities run a single internal scholarship application each year. Find out when it opens and put it in your calendar.
3. **Community foundations.** Most regions have a community foundation that manages dozens of local scholarship funds.
4. **Employers and memberships.** Check with your own employer, your parents' employers, unions, credit unions, religious groups and civic organisations such as Rotary or Lions clubs.
5. **Professional associations.** Groups in engineering, nursing, accounting, journalism and most other fields fund student awards and often offer free student membership.

## Build a system before you write a single essay

Treat scholarships like a part-time job with a tracker. A simple spreadsheet with these columns works well: name, amount, deadline, eligibility, required documents, essay prompt, status and result.

Keep a folder with reusable material:

- An up-to-date resume or activities list
- An unofficial transcript
- Two or three core essays (a personal story, a "why this field" essay, and a community impact essay)
- Contact details for your recommenders

Most essay prompts are variations on a handful of themes, so a strong core essay can be adapted many times. Adapt it properly, though: answer the exact question asked and respect the word limit.

## Writing an essay that stands out

- **Be specific.** "I want to help people" is forgettable. A concrete moment, a named problem and what you did about it is not.
- **Show growth.** Committees want to invest in people who are going somewhere. Explain where you've been, what you learned and what you'll do next.
- **Connect to the funder.** Read the organisation's mission. If a scholarship honours a nurse who worked in rural clinics, tell them why that matters to you.
- **Get a second reader.** Your campus writing centre will review scholarship essays for free. Read your essay aloud before you submit; it catches clumsy sentences.

## Letters of recommendation

Ask at least three weeks before the deadline. Give your recommender your resume, the scholarship description, the deadline and two or three points you'd like them to speak to. Send a reminder a few days before the deadline and a thank-you note afterwards.

## Spot scholarship scams

The US Federal Trade Commission warns students about scholarship and financial aid scams. Walk away if:

- You are asked to pay an application, processing or "guarantee" fee
- Someone promises you'll win or you'll get your money back
- You are told you've won an award you never applied for
- Someone asks for your bank details or FSA ID to "hold" an award

Legitimate scholarships do not charge you to apply.

## After you win

Report outside scholarships to your financial aid office; schools generally have to factor outside awards into your aid package, and it's better to ask how they'll be applied than to be surprised later. Note any renewal conditions, such as a minimum GPA or full-time enrolment, and put renewal deadlines in your calendar. Finally, write a thank-you letter to the donor. It's good manners, and some donors fund the same students again.

Scholarship hunting rewards persistence. Set aside an hour a week, keep applying in every year of your degree, and the small wins add up.
`;

export const scholarshipGuide: Article = {
  id: 'scholarship-guide',
  title: 'The Complete Guide to Finding and Winning Scholarships',
  snippet:
    'From the FAFSA to local foundation awards, here is how to find scholarships, stay organised, write essays that stand out and avoid the scams along the way.',
  content,
  image: articleImage('scholarship-guide'),
  tags: ['Finance', 'Academic', 'Student Life'],
  date: '2025-10-14',
  readTime: readTime(content),
  author: MAYA_OKAFOR,
};

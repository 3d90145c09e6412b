import type { Article } from '../types';
import { articleImage } from '../images';
import { MAYA_OKAFOR } from './authors';
import { readTime } from './read-time';

const content = `An internship is often the bridge between your degree and your first job. It lets you test a career, build real skills and collect the references employers look for. Landing your first one can feel impossible when every posting seems to ask for experience, but there's a clear, repeatable process. Here it is.

## Know the recruiting calendar

Timing catches many students out. Large employers in finance, consulting and technology often open summer internship applications the autumn before, sometimes a full year ahead. Smaller companies, startups, nonprofits and public-sector employers tend to hire closer to the start date, often in spring.

- Start researching in your first semester, even if you don't plan to apply yet.
- Make a list of target organisations and note when each one opened applications last year.
- Set up job alerts so new postings come to you.

## Where to find internships

- **[Handshake](https://joinhandshake.com):** Used by a large number of university career centres. Employers on Handshake are specifically looking for students, and your school's own postings appear there.
- **[LinkedIn](https://www.linkedin.com/jobs):** Filter by "Internship" under experience level, and follow companies you're interested in.
- **Company career pages:** Many employers post internships on their own websites first. Bookmark the careers pages of your target list.
- **[Idealist](https://www.idealist.org):** Internships and jobs at nonprofits and social-impact organisations.
- **[USAJOBS](https://www.usajobs.gov):** For US citizens, the federal Pathways Internship Program offers paid roles across government agencies.
- **Career fairs:** Your careers service runs them every term. Research the attending employers beforehand and prepare a 30-second introduction.
- **Your professors:** Faculty often hear about openings through their networks, and many hire students as research assistants.

## Build a resume that gets read

Recruiters skim quickly, so make every line count.

1. **Keep it to one page.** At this stage, one page is the norm.
2. **Lead with action verbs.** "Organised", "analysed", "built", "led", "designed".
3. **Show results.** Add numbers where you genuinely have them: members recruited, money raised, users of an app you built, hours saved.
4. **Include projects.** Class projects, hackathons, personal websites, research and society roles all count as experience when you describe what you did.
5. **Tailor it.** Mirror the key skills from the job description, honestly. Many employers use applicant tracking systems, so a simple layout without tables or images is the safest choice.

Your careers centre will review your resume for free, and that's worth doing before every application season.

## Network without the awkwardness

Networking is simply having conversations with people who do work you find interesting.

- **Informational interviews:** Ask someone in a role you're curious about for 15 to 20 minutes to hear about their path. Keep the request short and specific, and don't ask for a job.
- **Alumni:** Use LinkedIn's alumni tool on your university's page to find graduates working at your target companies. A shared university is a natural opener.
- **Follow up:** Send a thank-you message within a day, and keep in touch occasionally with a brief update.

## No experience yet? Create some

- Apply for on-campus jobs, research assistant roles and student society leadership positions.
- Try a free virtual work experience program on [Forage](https://www.theforage.com), where real companies set tasks modelled on their own work.
- Build something: a portfolio, an app, a blog, a data analysis of a public dataset. Put it on GitHub or a personal site.
- Volunteer with a local nonprofit in a role that uses the skills you want to develop.

## Nail the interview

- **Research the organisation.** Know what they do, who their customers are and what's happened to them recently.
- **Prepare stories using the STAR method:** Situation, Task, Action, Result. Have five or six stories ready covering teamwork, a challenge, a failure, leadership and a time you learned something quickly.
- **Practise technical interviews** if your field uses them. Software candidates often practise coding problems on sites such as [LeetCode](https://leetcode.com); finance candidates review technical questions and market news.
- **Book a mock interview** with your careers centre.
- **Ask good questions** at the end, such as what a typical week looks like or what past interns went on to do.

## Know your rights

In the US, the Department of Labor uses a "primary beneficiary test" to decide whether an intern at a for-profit company must be paid. Before accepting an unpaid role, check whether you'll receive academic credit and what you'll actually learn. Many universities offer funding to support students in unpaid nonprofit or public-sector internships, so ask your careers centre.

International students should speak to their university's international student office before accepting any offer. In the US, for example, F-1 students usually need Curricular Practical Training (CPT) authorisation to work in an off-campus internship during their studies.

## Stay organised and resilient

Track every application in a spreadsheet with the company, role, date applied, contact, stage and next step. Rejection is a normal part of the process for everyone, so apply broadly and keep going. When an offer arrives, ask for the details in writing, and if you need time to weigh it against another process, it's fine to ask politely for a deadline extension.

Your first internship doesn't need to be perfect. It needs to teach you something and give you a story to tell in the next interview.
`;

export const internshipGuide: Article = {
  id: 'internship-guide',
  title: 'How to Land Your First Internship',
  snippet:
    'When to apply, where to look, how to write a resume recruiters read, and how to gain experience before anyone hires you: a step-by-step plan for your first internship.',
  content,
  image: articleImage('internship-guide'),
  tags: ['Career', 'Student Life'],
  date: '2025-07-15',
  readTime: readTime(content),
  author: MAYA_OKAFOR,
};

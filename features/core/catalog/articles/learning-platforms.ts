import type { Article } from '../types';
import { articleImage } from '../images';
import { QUADKIT_EDITORIAL } from './authors';
import { readTime } from './read-time';

const content = `Your degree covers a lot, but not everything. Maybe you need to catch up on calculus before a statistics module, want to learn Python for a research project, or simply want to explore a subject your university doesn't offer. The good news is that some of the best teaching in the world is available online, much of it free. Here's how the main platforms compare and how to actually finish what you start.

## Free platforms to start with

- **[Khan Academy](https://www.khanacademy.org):** A nonprofit offering free lessons and practice in maths, science, economics and more. It's ideal for filling gaps in foundations, from algebra to calculus and statistics, at your own pace.
- **[MIT OpenCourseWare](https://ocw.mit.edu):** Materials from a large number of MIT courses, including lecture notes, problem sets, exams and, for many courses, full video lectures. Free, with no sign-up required.
- **[OpenStax](https://openstax.org):** Free, peer-reviewed textbooks from Rice University covering common introductory courses. Worth checking before you buy a textbook; your course may even use one.
- **[freeCodeCamp](https://www.freecodecamp.org):** A nonprofit with a free, project-based curriculum in web development, Python, data analysis and more, plus free certifications.
- **[The Odin Project](https://www.theodinproject.com):** A free, open-source web development curriculum that has you build real projects from the start.
- **[CS50](https://cs50.harvard.edu):** Harvard's introduction to computer science, with all lectures, problem sets and tools freely available online.

## Course marketplaces: Coursera and edX

- **[Coursera](https://www.coursera.org):** Courses and specialisations from universities and companies. Many courses let you audit the content for free, while graded assignments and certificates generally require payment. Coursera also offers financial aid for eligible learners, and some universities give students free access through Coursera for Campus, so check with yours.
- **[edX](https://www.edx.org):** Courses from universities such as Harvard and MIT. Many courses have a free audit option, often for a limited time, with a paid verified certificate track.
- **[FutureLearn](https://www.futurelearn.com):** Courses from UK and international universities, with limited free access on many courses.

Audit options and pricing change, so read the enrolment options on each course page before signing up.

## Skills and languages

- **[LinkedIn Learning](https://www.linkedin.com/learning):** Video courses on software, business and creative skills. Many universities and public libraries provide free access, so search your library website before paying.
- **[Duolingo](https://www.duolingo.com):** Free, bite-sized language practice. Pair it with conversation practice, since apps alone rarely get you to fluency.
- **[Google Colab](https://colab.research.google.com) plus a course:** When learning to code or analyse data, run the exercises in a free notebook instead of just watching.

## YouTube, used well

YouTube hosts excellent educational channels. A few widely used examples:

- **3Blue1Brown** for visual intuition in linear algebra, calculus and neural networks.
- **CrashCourse** for fast, well-produced overviews of subjects from biology to philosophy.
- **StatQuest with Josh Starmer** for clear explanations of statistics and machine learning.

Make a playlist for each topic you're studying, and turn off autoplay so one video doesn't become ten.

## Are certificates worth paying for?

It depends on the goal. A certificate can be useful evidence of a skill when it's tied to a specific job requirement, such as a cloud or IT certification employers list in job postings. For general learning, a project you can show, such as a GitHub repository, a portfolio piece or a write-up of an analysis, often says more than a certificate. If you do pay, check whether your university, employer or library will cover it.

## How to actually finish an online course

Online courses are easy to start and easy to abandon. These habits help:

1. **Pick one course at a time.** Enrolling in five at once is a reliable way to finish none.
2. **Schedule it like a class.** Block two or three fixed sessions a week in your calendar.
3. **Do, don't just watch.** Pause videos and attempt the problem before the instructor solves it. Take notes in your own words.
4. **Use retrieval practice.** At the end of each session, write down what you learned without looking, then check.
5. **Build something at the end.** Apply what you learned to a small project connected to your degree or interests.
6. **Find company.** Study with a friend, join the course forum, or look for a campus society learning the same thing.

## Choosing the right platform

If you need to patch a foundation for a module, start with Khan Academy or OpenStax. If you want university-level depth in a new subject, try MIT OpenCourseWare, CS50 or an audited Coursera or edX course. For practical, job-ready skills, project-based curricula like freeCodeCamp and The Odin Project are hard to beat.

Whatever you choose, tell your tutor or academic advisor what you're learning. They may know a better resource, and it's a good conversation to have about where your studies are heading.
`;

export const learningPlatforms: Article = {
  id: 'learning-platforms',
  title: 'Online Learning Platforms Worth Your Time',
  snippet:
    'Khan Academy, MIT OpenCourseWare, Coursera, edX, freeCodeCamp and more: which online learning platforms fit your goals, what is really free, and how to finish a course.',
  content,
  image: articleImage('learning-platforms'),
  tags: ['Academic', 'Study Tips', 'Technology'],
  date: '2025-03-11',
  readTime: readTime(content),
  author: QUADKIT_EDITORIAL,
};

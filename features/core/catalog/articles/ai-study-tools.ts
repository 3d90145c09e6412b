import type { Article } from '../types';
import { articleImage } from '../images';
import { DANIEL_REYES } from './authors';
import { readTime } from './read-time';

const content = `AI tools can make you a faster, sharper learner, or they can quietly do your thinking for you and leave you stranded in the exam hall. The difference is in how you use them. Here's a practical tour of the AI study tools worth knowing, and the habits that keep them on the right side of both learning and academic integrity.

## First: check the rules for each course

Policies on generative AI vary between universities, departments and even individual assignments. Before you use any AI tool for coursework:

- Read the syllabus and the assignment brief for an AI policy.
- If it's unclear, ask your instructor. "Can I use AI to check my grammar?" is a perfectly reasonable question.
- Find out which tools your university supports. Many institutions provide licensed access to tools such as Microsoft Copilot through your student account, often with stronger data protections than a personal account.
- When AI use is allowed, disclose it. Both APA Style and the MLA have published guidance on citing generative AI.

## General-purpose assistants

- **[ChatGPT](https://chatgpt.com), [Claude](https://claude.ai), [Google Gemini](https://gemini.google.com) and [Microsoft Copilot](https://copilot.microsoft.com):** All of these can explain concepts, generate practice questions, give feedback on your outlines and help you debug code. Each has a free tier, with paid plans for heavier use.
- **[Perplexity](https://www.perplexity.ai):** An AI search engine that shows the web sources behind its answers, which makes it easier to check claims.

The best way to use them is as a tutor, not a ghostwriter. Try prompts like these:

1. "Explain the difference between mitosis and meiosis as if I'm new to biology, then ask me three questions to check I understood."
2. "Here is my outline for an essay on the causes of the First World War. What counter-arguments am I missing?"
3. "Give me five practice problems on integration by parts, increasing in difficulty. Don't show the solutions until I answer."
4. "I think this code fails because of an off-by-one error. Don't fix it; give me a hint."

## Tools built for studying your own material

- **[NotebookLM](https://notebooklm.google.com):** Google's research notebook lets you upload your own sources, such as lecture notes, PDFs and readings, and answers questions grounded in them, with citations back to the passage. It can also produce study guides and audio overviews.
- **[Khanmigo](https://www.khanmigo.ai):** Khan Academy's AI tutor is designed to guide students toward answers rather than hand them over.
- **[Quizlet](https://quizlet.com):** Turn notes into flashcard sets and practice tests. Some AI features require a paid plan.
- **[Anki](https://apps.ankiweb.net):** Not an AI tool, but the perfect partner to one. Ask an assistant to draft flashcards from your notes, check them yourself, then review them in Anki's spaced-repetition scheduler.

## Tools for reading and research

- **[Elicit](https://elicit.com) and [Consensus](https://consensus.app):** Search academic literature with plain-language questions and get summaries of relevant papers. Use them to find papers, then read the papers.
- **[Semantic Scholar](https://www.semanticscholar.org):** A free, AI-assisted search engine for scientific literature from the Allen Institute for AI, with short "TLDR" summaries for many papers.
- **[Wolfram|Alpha](https://www.wolframalpha.com):** A computational engine for maths, physics and chemistry. Its step-by-step solutions (a paid feature) are useful for checking your own working.

## Tools for writing and lectures

- **[Grammarly](https://www.grammarly.com):** Catches grammar, spelling and clarity issues. Check whether your course allows its generative features, as opposed to basic proofreading.
- **[Otter.ai](https://otter.ai):** Records and transcribes lectures and meetings. Always get permission before recording a lecture, and check your university's recording policy.

## Habits that keep you learning

**Verify everything.** AI models can state false information confidently, and they sometimes invent references that look completely real. Check every fact against your course materials, and look up every citation in [Google Scholar](https://scholar.google.com) or your library catalogue before you use it.

**Do the hard part yourself first.** Attempt the problem set, write the rough draft, sketch the argument, then ask AI for feedback. Retrieval practice, struggling to recall and apply what you know, is one of the best-supported learning techniques in cognitive science. Skipping the struggle skips the learning.

**Protect your data.** Don't paste in other people's personal information, confidential research data or unpublished work from a lab without permission. Read the privacy settings of any tool you use, and turn off training on your conversations if the option exists.

**Keep a record.** If you use AI for an assignment, save your prompts and the responses. If a question ever comes up about your work, you can show exactly what you did.

## A simple weekly routine

- After each lecture, upload your notes to a study tool and ask for five questions on the key ideas.
- Answer them from memory, then check.
- Turn anything you got wrong into flashcards.
- Before an exam, ask an assistant to act as an examiner and quiz you on the topics you find hardest.

Used this way, AI becomes a patient, always-available study partner, and you still walk into the exam knowing the material.
`;

export const aiStudyTools: Article = {
  id: 'ai-study-tools',
  title: 'AI Study Tools That Actually Help You Learn',
  snippet:
    'ChatGPT, NotebookLM, Khanmigo and more: which AI tools are worth using for studying, how to prompt them like a tutor, and how to stay within your course rules.',
  content,
  image: articleImage('ai-study-tools'),
  tags: ['AI Tools', 'Study Tips', 'Technology'],
  date: '2025-09-23',
  readTime: readTime(content),
  author: DANIEL_REYES,
};

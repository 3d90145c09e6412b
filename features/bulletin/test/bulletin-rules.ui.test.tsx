// The post rules both the form and the API use, the tag suggestions, the reading-progress maths and the
// markdown renderer's safety: raw HTML stays text and only http(s) or same-site links survive.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postForm } from '../shared/post-input';
import { looksLikeSpam, parseTags, POST_MESSAGES } from '../shared/post-rules';
import { mergeTags, suggestTags } from '../shared/tag-suggestions';
import { progressOf } from '../ui/article/reading-progress';
import { SafeMarkdown, safeUrl } from '../ui/components/safe-markdown';

const body = 'Plan each week on Sunday evening and review what you learned every Friday afternoon.';
const issuesOf = (values: { title: string; body: string; tags: string }) => {
  const parsed = postForm.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('post rules', () => {
  it("gives the spec's messages for a short title, a short body and spam", () => {
    expect(issuesOf({ title: 'Hey', body, tags: '' })).toEqual({ title: POST_MESSAGES.titleShort });
    expect(issuesOf({ title: 'A good title', body: 'short', tags: '' })).toEqual({ body: POST_MESSAGES.bodyShort });
    expect(issuesOf({ title: 'A good title', body: `${body} http://x.example`, tags: '' })).toEqual({
      body: POST_MESSAGES.spam,
    });
    expect(issuesOf({ title: 'A good title', body, tags: '' })).toEqual({});
  });

  it('calls 11 repeats of a character or any http(s) link spam, and 10 repeats not', () => {
    expect(looksLikeSpam('aaaaaaaaaaa')).toBe(true);
    expect(looksLikeSpam('aaaaaaaaaa')).toBe(false);
    expect(looksLikeSpam('see HTTPS://example.com')).toBe(true);
    expect(looksLikeSpam('see example.com')).toBe(false);
  });

  it('splits tags on commas, trims them, drops empties, and refuses more than 8', () => {
    expect(parseTags(' Career , ,Study Tips,, ')).toEqual(['Career', 'Study Tips']);
    expect(issuesOf({ title: 'A good title', body, tags: 'a,b,c,d,e,f,g,h,i' })).toEqual({
      tags: POST_MESSAGES.tooManyTags,
    });
  });

  it('suggests tags from the keyword map and keeps the ones already typed', () => {
    expect(suggestTags('My internship interview', 'How I budget and stay productive during exam week')).toEqual([
      'Study Tips',
      'Productivity',
      'Career',
      'Finance',
    ]);
    expect(mergeTags(['career'], ['Career', 'Wellness'])).toEqual(['career', 'Wellness']);
  });
});

describe('reading progress', () => {
  it('is 0 at the top, 50 halfway, 100 at the end and for an article that fits the window', () => {
    expect(progressOf(200, 3000, 1000)).toBe(0);
    expect(progressOf(-1000, 3000, 1000)).toBe(50);
    expect(progressOf(-2500, 3000, 1000)).toBe(100);
    expect(progressOf(100, 500, 1000)).toBe(100);
  });
});

describe('markdown rendering', () => {
  it('keeps only http(s) and same-site links', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('/bulletin-board')).toBe('/bulletin-board');
    expect(safeUrl('#part')).toBe('#part');
    expect(safeUrl('guide.html')).toBe('guide.html');
    for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'vbscript:x', '//evil.example']) {
      expect(safeUrl(bad)).toBe('');
    }
  });

  it('shows raw HTML as text and drops javascript: links', () => {
    const { container } = render(
      <SafeMarkdown userContent>
        {
          'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n[go](javascript:alert(3)) [ok](/bulletin-board)'
        }
      </SafeMarkdown>,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/bulletin-board']);
  });
});

// TagSummary: the first tags as chips and '+N' for the rest, '+N' in one item with the last tag shown so a
// wrapping row never leaves it on a line of its own.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TagSummary } from '../ui/tag-summary';

afterEach(cleanup);

describe('TagSummary', () => {
  it("keeps '+N' with the last tag shown, named 'and N more'", () => {
    render(<TagSummary tags={['Essential', 'Popular', 'Free', 'Notes', 'AI']} max={3} />);
    const items = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Essential', 'Popular', 'Free+2and 2 more']);
    const tail = items[2]!;
    expect(tail.querySelector('.tag--more')?.getAttribute('title')).toBe('Notes, AI');
  });

  it('lists every tag, one item each, when nothing is hidden', () => {
    render(<TagSummary tags={['Free', 'Notes']} max={3} />);
    const items = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Free', 'Notes']);
  });
});

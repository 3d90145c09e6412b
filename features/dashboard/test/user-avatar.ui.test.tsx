// The avatar: the uploaded image while it loads, the e-mail's first letter when there is none or it cannot be
// loaded (storage down, object gone), and a new URL gets its own chance to load.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from '../ui/user-avatar';

describe('UserAvatar', () => {
  it('shows the image when there is an avatar URL', () => {
    const { container } = render(<UserAvatar email="ada@example.edu" avatarUrl="/api/avatars/a.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/a.png');
  });

  it('shows the upper-case first letter without one', () => {
    const { container } = render(<UserAvatar email="ada@example.edu" avatarUrl={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
  });

  it('falls back to the letter when the image fails to load, and tries a new URL again', () => {
    const { container, rerender } = render(<UserAvatar email="grace@example.edu" avatarUrl="/api/avatars/a.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('G');
    rerender(<UserAvatar email="grace@example.edu" avatarUrl="/api/avatars/b.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/avatars/b.png');
  });
});

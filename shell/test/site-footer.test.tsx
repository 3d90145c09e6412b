// Footer: the copyright year is computed at render, and outside links open safely in a new tab.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../src/layout/site-footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SiteFooter', () => {
  it('shows the current year in the copyright line', () => {
    render(<SiteFooter />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Quadkit. All rights reserved.`)).toBeTruthy();
  });

  it('computes the year when it renders rather than when it was built', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    render(<SiteFooter />);
    expect(screen.getByText('© 2031 Quadkit. All rights reserved.')).toBeTruthy();
  });

  it.each(['Instagram', 'LinkedIn', 'Support Us'])('links to %s over https in a new tab', (label) => {
    render(<SiteFooter />);
    const link = screen.getByRole('link', { name: new RegExp(`^${label}`) });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

// A student's address on the dashboard and in the account menu: it may wrap only before its @ and the dots of its
// domain, and reads (and copies) as the address itself.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from '../ui/components/email-text';

/** The address as the browser may break it: '|' where a <wbr> lets a line end. */
function breaks(email: string): { text: string | null; breaks: string } {
  const { container } = render(
    <p>
      <EmailText email={email} />
    </p>,
  );
  const marked = [...container.firstChild!.childNodes]
    .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
    .join('');
  return { text: container.textContent, breaks: marked };
}

describe('EmailText', () => {
  it('lets a long address wrap before its @ and before each dot of its domain, not inside a word', () => {
    expect(breaks('maria.gonzalez-rodriguez@alumnos.unam.edu.mx')).toEqual({
      text: 'maria.gonzalez-rodriguez@alumnos.unam.edu.mx',
      breaks: 'maria.gonzalez-rodriguez|@alumnos|.unam|.edu|.mx',
    });
  });

  it('leaves what is not an address as it is', () => {
    expect(breaks('not-an-address')).toEqual({ text: 'not-an-address', breaks: 'not-an-address' });
  });
});

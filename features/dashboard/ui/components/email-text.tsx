// An e-mail address that wraps where a reader expects: before its @ and before each dot of its domain, as style
// guides break addresses, never inside a word ('example.e' / 'du'). The text itself, copied or read aloud, is
// the address unchanged.
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  // Each dot of the domain by its place in the address (a stable key: the address does not change).
  const dots = [...email.slice(at).matchAll(/\.[^.]*/g)].map((m) => ({ at: at + m.index, text: m[0] }));
  const domainStart = dots[0]?.at ?? email.length;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at, domainStart)}
      {dots.map((dot) => (
        <Fragment key={dot.at}>
          <wbr />
          {dot.text}
        </Fragment>
      ))}
    </>
  );
}

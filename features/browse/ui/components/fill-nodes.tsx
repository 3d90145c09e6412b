// A translated sentence with React nodes (a link, bold words) in place of its `{name}` placeholders, wherever
// each language puts them: the sentence stays one message rather than fragments in English word order.
import { Fragment, type ReactNode } from 'react';

export function fillNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  // split with a capture group keeps the placeholder names at the odd indexes.
  const parts = text.split(/\{(\w+)\}/);
  return parts.map((part, index) =>
    index % 2 === 1 && part in nodes ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed run of sentence pieces; the position is their identity
      <Fragment key={index}>{nodes[part]}</Fragment>
    ) : index % 2 === 1 ? (
      `{${part}}`
    ) : (
      part
    ),
  );
}

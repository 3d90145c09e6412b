// A titled card of figures (label, value), as the /toolkits and /trending sidebars show them. Each screen
// styles it through its own class name (`name`, `name__title`, `name__list`, `name__item`).
import { useId } from 'react';

export interface StatRow {
  label: string;
  value: number;
}

export function StatsCard({ title, rows, name }: { title: string; rows: readonly StatRow[]; name: string }) {
  const titleId = useId();
  return (
    <section className={`card ${name}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${name}__title`}>
        {title}
      </h2>
      <dl className={`${name}__list`}>
        {rows.map(({ label, value }) => (
          <div key={label} className={`${name}__item`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

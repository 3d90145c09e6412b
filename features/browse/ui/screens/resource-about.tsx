// The About / How to Access panel: the item's own facts when it has them (steps as a list, About only when it adds
// something to the description), else the category template of the spec (user suggestions, the offline list).
import type { Resource } from '@quadkit/core/catalog/types';
import { categoryGuide } from './category-guide';

export function ResourceAbout({ resource }: { resource: Resource }) {
  const steps = resource.access ?? [];
  if (steps.length === 0) {
    const guide = categoryGuide(resource);
    return (
      <section className="card resource-detail__panel" aria-labelledby="resource-about-title">
        <h2 id="resource-about-title">About</h2>
        <p>{guide.about}</p>
        <h2 className="resource-detail__subhead">How to Access</h2>
        <p>{guide.howToAccess}</p>
      </section>
    );
  }
  return (
    <section
      className="card resource-detail__panel"
      aria-labelledby={resource.about ? 'resource-about-title' : 'resource-access-title'}
    >
      {resource.about ? (
        <>
          <h2 id="resource-about-title">About</h2>
          <p>{resource.about}</p>
        </>
      ) : null}
      <h2 id="resource-access-title" className={resource.about ? 'resource-detail__subhead' : undefined}>
        How to Access
      </h2>
      <ol className="resource-detail__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

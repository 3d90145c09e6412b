// The "Features" list: one line per tag that has a known blurb; hidden when none do.
import { featuresFor } from './tag-blurbs';
import '@quadkit/core/ui/primitives.css';

export function ResourceFeatures({ tags }: { tags: readonly string[] }) {
  const features = featuresFor(tags);
  if (features.length === 0) return null;

  return (
    <section className="card resource-detail__panel" aria-labelledby="resource-features-title">
      <h2 id="resource-features-title">Features</h2>
      <ul className="resource-detail__features">
        {features.map(({ tag, blurb }) => (
          <li key={tag}>
            <span className="round-badge resource-detail__check" aria-hidden="true">
              ✓
            </span>
            <span>
              <strong>{tag}</strong>
              <span className="resource-detail__blurb">{blurb}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

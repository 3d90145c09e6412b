// The "Features" list: one line per tag that has a known blurb; hidden when none do.
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useTaxonomyName } from '@quadkit/core/ui/i18n/use-taxonomy-name';
import { resourceMessages } from './messages';
import { featuresFor } from './tag-blurbs';
import { tagBlurbMessages } from './tag-blurbs.messages';
import '@quadkit/core/ui/primitives.css';

export function ResourceFeatures({ tags }: { tags: readonly string[] }) {
  const t = useMessages(resourceMessages);
  const blurbs = useMessages(tagBlurbMessages);
  const taxonomy = useTaxonomyName();
  const features = featuresFor(tags);
  if (features.length === 0) return null;

  return (
    <section className="card resource-detail__panel" aria-labelledby="resource-features-title">
      <h2 id="resource-features-title">{t('features')}</h2>
      <ul className="resource-detail__features">
        {features.map(({ tag, blurb }) => (
          <li key={tag}>
            <span className="round-badge resource-detail__check" aria-hidden="true">
              ✓
            </span>
            <span>
              <strong>{taxonomy('tag', tag)}</strong>
              <span className="resource-detail__blurb">{blurbs(blurb)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

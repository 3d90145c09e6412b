// The About / How to Access panel: the item's own facts when it has them (steps as a list, About only when it adds
// something to the description), else the category template of the spec (user suggestions, the offline list).
// The item's own words are catalog content, in English whatever the page's language.
import type { Resource } from '@quadkit/core/catalog/types';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { categoryGuide } from './category-guide';
import { guideMessages } from './category-guide.messages';
import { resourceMessages } from './messages';

export function ResourceAbout({ resource }: { resource: Resource }) {
  const t = useMessages(resourceMessages);
  const guides = useMessages(guideMessages);
  const steps = resource.access ?? [];
  if (steps.length === 0) {
    const guide = categoryGuide(resource, guides);
    return (
      <section className="card resource-detail__panel" aria-labelledby="resource-about-title">
        <h2 id="resource-about-title">{t('about')}</h2>
        <p lang={guide.ownWords ? 'en' : undefined}>{guide.about}</p>
        <h2 className="resource-detail__subhead">{t('howTo')}</h2>
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
          <h2 id="resource-about-title">{t('about')}</h2>
          <p lang="en">{resource.about}</p>
        </>
      ) : null}
      <h2 id="resource-access-title" className={resource.about ? 'resource-detail__subhead' : undefined}>
        {t('howTo')}
      </h2>
      <ol className="resource-detail__steps" lang="en">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

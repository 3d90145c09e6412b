// Home screen: the hero, then every feature's home sections in order (each a lazy chunk with its own spinner).
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { Spinner } from '@quadkit/core/ui/spinner';
import { homeSections } from '../app/home-sections';
import { homeHead } from './home-head';
import { homeMessages } from './home-page.messages';
import './home-page.css';

const orderedSections = [...homeSections].sort((a, b) => a.order - b.order);

export function HomePage() {
  // The route's own head (the shell's layout sets none: other screens draw theirs with RouteHead, in their chunks).
  const { title, description } = homeHead({ locale: useLocale() });
  const t = useMessages(homeMessages);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">{t('eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('title')}
          </h1>
          <p className="hero__lead">{t('lead')}</p>
          <Link to="/browse" className="btn btn--primary hero__cta">
            {t('browse')}
          </Link>
        </div>
      </section>
      {orderedSections.map(({ id, Component }) => (
        <Suspense key={id} fallback={<Spinner block label={t('loading')} />}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}

// Home screen: the hero, then every feature's home sections in order (each a lazy chunk with its own spinner).
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useLocale } from '@quadkit/core/ui/i18n/locale-context';
import { Spinner } from '@quadkit/core/ui/spinner';
import { homeSections } from '../app/home-sections';
import { homeHead } from './home-head';
import './home-page.css';

const orderedSections = [...homeSections].sort((a, b) => a.order - b.order);

export function HomePage() {
  // The route's own head (the shell's layout sets none: other screens draw theirs with RouteHead, in their chunks).
  const { title, description } = homeHead({ locale: useLocale() });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Free tools · Discounts · Guides · Toolkits</p>
          <h1 id="hero-title" className="hero__title">
            Resources for Students
          </h1>
          <p className="hero__lead">
            Everything worth knowing about as a student, in one place: software you get for free, discounts that save
            real money, and guides for applications, research and your first internship.
          </p>
          <Link to="/browse" className="btn btn--primary hero__cta">
            Browse Resources
          </Link>
        </div>
      </section>
      {orderedSections.map(({ id, Component }) => (
        <Suspense key={id} fallback={<Spinner block label="Loading" />}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}

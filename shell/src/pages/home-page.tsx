// Home screen (shell-owned for now): the hero. Category tiles and home sections arrive with their features.
import { Link } from 'react-router';
import './home-page.css';

export function HomePage() {
  return (
    <>
      <title>Quadkit – Free tools and student discounts for university students</title>
      <meta
        name="description"
        content="Quadkit curates free tools, student discounts, guides and toolkits for university students."
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Free tools · Discounts · Guides · Toolkits</p>
          <h1 id="hero-title" className="hero__title">
            Resources for Students
          </h1>
          <p className="hero__lead">
            Everything worth knowing about as a student, in one place: software you get for free, discounts that
            save real money, and guides for applications, research and your first internship.
          </p>
          <Link to="/browse" className="btn btn--primary hero__cta">
            Browse Resources
          </Link>
        </div>
      </section>
      {/* Slot: the browse feature adds the 15 category tiles and the home sections below the hero. */}
    </>
  );
}

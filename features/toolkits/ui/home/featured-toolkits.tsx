// The home page's 'Featured Toolkits' showcase: at most 9 public toolkits (featured first, then newest),
// and 'See All Toolkits' to /toolkits when there are more.
import { Link } from 'react-router';
import { Spinner } from '@quadkit/core/ui/spinner';
import { ToolkitCard } from '../components/toolkit-card';
import { usePublicToolkits } from '../screens/use-public-toolkits';
import '@quadkit/core/ui/section-head.css';
import './featured-toolkits.css';

/** SPEC section 9: the toolkit showcase shows 9. */
export const SHOWCASE_SIZE = 9;

export default function FeaturedToolkits() {
  const state = usePublicToolkits();
  if (state.status === 'loaded' && state.toolkits.length === 0) return null;

  return (
    <section className="container toolkit-showcase" aria-labelledby="featured-toolkits-title">
      <header className="section-head">
        <div>
          <h2 id="featured-toolkits-title" className="section-head__title">
            Featured Toolkits
          </h2>
          <p className="section-head__lead">Collections of tools for exams, research, presentations and more.</p>
        </div>
        {state.status === 'loaded' && state.toolkits.length > SHOWCASE_SIZE ? (
          <Link to="/toolkits" className="section-head__more">
            See All Toolkits <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </header>
      {state.status === 'loading' ? <Spinner label="Loading toolkits" /> : null}
      {state.status === 'error' ? (
        <p className="toolkit-showcase__error" role="alert">
          Couldn't load toolkits: {state.message}
        </p>
      ) : null}
      {state.status === 'loaded' ? (
        <ul className="toolkit-grid" aria-label="Featured toolkits">
          {state.toolkits.slice(0, SHOWCASE_SIZE).map((toolkit) => (
            <li key={toolkit.id}>
              <ToolkitCard toolkit={toolkit} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

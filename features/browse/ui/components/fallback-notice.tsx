// A quiet note that the built-in list stands in for the live catalog (docs/product.md#when-something-fails), with the reason.
import './screen.css';
export function FallbackNotice({ error }: { error?: string | undefined }) {
  return (
    <p className="fallback-notice" role="status">
      We could not reach the live catalog, so you are seeing the built-in list.
      {error ? <span className="fallback-notice__reason"> ({error})</span> : null}
    </p>
  );
}

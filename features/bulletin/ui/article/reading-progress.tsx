// The reading-progress bar (docs/product.md#bulletin-board): how far through the article the reader has scrolled, 0 to 100 %.
import { type RefObject, useEffect, useState } from 'react';
import { useMessages } from '@quadkit/core/ui/i18n/use-messages';
import { articleMessages } from './article.messages';
import './reading-progress.css';

/** Percent of `element` scrolled past the bottom of the viewport, clamped to 0-100. */
export function progressOf(top: number, height: number, viewport: number): number {
  const scrollable = height - viewport;
  if (scrollable <= 0) return top + height <= viewport ? 100 : 0;
  return Math.round(Math.min(100, Math.max(0, (-top / scrollable) * 100)));
}

export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const [percent, setPercent] = useState(0);
  const t = useMessages(articleMessages);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = target.current?.getBoundingClientRect();
      if (box) setPercent(progressOf(box.top, box.height, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [target]);
  return (
    <div
      className="reading-progress"
      role="progressbar"
      aria-label={t('progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      {/* No style attribute at 0 % (the CSS's width): the page rendered by the worker must not carry one, since the
          CSP forbids inline styles in HTML; React sets later widths through the DOM, which the CSP allows. */}
      <div className="reading-progress__bar" style={percent > 0 ? { width: `${percent}%` } : undefined} />
    </div>
  );
}

// A slot on a page the worker rendered starts from the worker's answer (no spinner, no second request) once, and
// loads as before on a later mount, after a failed answer, on a new key and on reload.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EdgeSlotAnswer, EdgeSlotsContext } from '../ui/data/edge-slots';
import { useSlotData } from '../ui/data/use-slot-data';

afterEach(cleanup);

function Count({ slotKey, load }: { slotKey: string; load: () => Promise<number> }) {
  const slot = useSlotData(slotKey, load, { atTheEdge: true });
  return (
    <p>
      {slot.status === 'loaded' ? `count ${slot.data}` : slot.status}
      <button type="button" onClick={slot.reload}>
        Reload
      </button>
    </p>
  );
}

const withAnswers = (answers: Map<string, EdgeSlotAnswer>, ui: React.ReactNode) => (
  <EdgeSlotsContext value={{ side: 'browser', answers }}>{ui}</EdgeSlotsContext>
);

describe('useSlotData on a page the worker rendered', () => {
  it("draws the worker's answer at once and does not ask again until reloaded", async () => {
    const load = vi.fn(async () => 8);
    const answers = new Map<string, EdgeSlotAnswer>([['count', { ok: true, data: 7 }]]);
    render(withAnswers(answers, <Count slotKey="count" load={load} />));
    expect(screen.getByText('count 7')).toBeTruthy();
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
    expect(await screen.findByText('count 8')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('uses an answer once: a later visit to the page loads fresh data', async () => {
    const load = vi.fn(async () => 8);
    const answers = new Map<string, EdgeSlotAnswer>([['count', { ok: true, data: 7 }]]);
    const first = render(withAnswers(answers, <Count slotKey="count" load={load} />));
    await act(async () => {});
    first.unmount();
    render(withAnswers(answers, <Count slotKey="count" load={load} />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('count 8')).toBeTruthy();
  });

  it('loads in the browser when the worker could not, or for another key', async () => {
    const load = vi.fn(async () => 8);
    const answers = new Map<string, EdgeSlotAnswer>([
      ['failed', { ok: false }],
      ['other', { ok: true, data: 1 }],
    ]);
    render(
      withAnswers(
        answers,
        <>
          <Count slotKey="failed" load={load} />
          <Count slotKey="fresh" load={load} />
        </>,
      ),
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('count 8')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

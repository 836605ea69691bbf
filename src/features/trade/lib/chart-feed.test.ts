import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterDraw, inChartOrder, planDraw, type ChartDraw } from './chart-feed';
import { mergeBars, type ChartBar } from './kline';
import { flatBar } from '../../../shared/testing/kline-bars';

/** A series that refuses what lightweight-charts refuses, with its messages. */
class StrictSeries {
  bars: ChartBar[] = [];
  setData(bars: ChartBar[]) {
    bars.forEach((bar, index) => {
      if (index > 0 && bar.time <= bars[index - 1].time) throw new Error('data must be asc ordered by time');
    });
    this.bars = [...bars];
  }
  update(bar: ChartBar) {
    const last = this.bars.at(-1);
    if (last && bar.time < last.time)
      throw new Error(`Cannot update oldest data, last time=${last.time}, new time=${bar.time}`);
    if (last?.time === bar.time) this.bars[this.bars.length - 1] = bar;
    else this.bars.push(bar);
  }
  draw(draw: ChartDraw) {
    if (draw.kind === 'replace') this.setData(draw.bars);
    if (draw.kind === 'update') for (const bar of draw.bars) this.update(bar);
  }
}

const at = (time: number, close = time): ChartBar => ({ time, open: close, high: close, low: close, close, volume: 1 });

/** Feeds the frames to a strict series as the chart does, and returns it. */
function feed(frames: readonly (readonly ChartBar[])[]) {
  const series = new StrictSeries();
  let shown: ChartBar[] = [];
  for (const frame of frames) {
    const draw = planDraw(shown, frame);
    series.draw(draw);
    shown = afterDraw(shown, draw);
  }
  return { series, shown };
}

describe('the bars entering the chart', () => {
  it('carry the forming bar and the next ones as updates', () => {
    const shown = [at(60), at(120)];
    expect(planDraw(shown, [at(60), at(120, 5)])).toEqual({ kind: 'update', bars: [at(120, 5)] });
    expect(planDraw(shown, [at(60), at(120), at(180), at(240)])).toEqual({
      kind: 'update',
      bars: [at(180), at(240)],
    });
    expect(planDraw(shown, [at(120), at(60)])).toEqual({ kind: 'none' });
  });

  it('draw the whole series again when a bar older than the last one changes or appears', () => {
    const shown = [at(60), at(180)];
    expect(planDraw(shown, [at(60), at(120), at(180)])).toEqual({
      kind: 'replace',
      bars: [at(60), at(120), at(180)],
    });
    expect(planDraw(shown, [at(60, 2), at(180)]).kind).toBe('replace');
  });

  it('go back to the history when the live feed starts again without the bar drawn last', () => {
    const history = [at(60), at(120)];
    const { series } = feed([history, [...history, at(180)], history]);
    expect(series.bars).toEqual(history);
  });

  it('merge a history that arrives after the live bars', () => {
    const live = [at(300, 7)];
    const history = [at(180), at(240), at(300, 6)];
    const { series } = feed([live, [...history, ...live]]);
    expect(series.bars).toEqual([at(180), at(240), at(300, 7)]);
  });

  it('keep a bar from ahead of the device clock, and the live bars after it in their place', () => {
    const history = [at(3_600), at(7_200)];
    const future = at(7_200 + 3_600, 9);
    const { series } = feed([history, [...history, future], [...history, at(7_260), future]]);
    expect(series.bars.map((bar) => bar.time)).toEqual([3_600, 7_200, 7_260, 10_800]);
  });

  it('are left out when their time is no number', () => {
    expect(inChartOrder([at(Number.NaN), at(60), at(Number.POSITIVE_INFINITY)])).toEqual([at(60)]);
  });

  it('never make the chart throw, whatever their order, repeats and staleness', () => {
    const bar = fc.record({
      time: fc.integer({ min: 0, max: 40 }).map((slot) => slot * 60),
      open: fc.integer({ min: 1, max: 9 }),
      high: fc.integer({ min: 1, max: 9 }),
      low: fc.integer({ min: 1, max: 9 }),
      close: fc.integer({ min: 1, max: 9 }),
      volume: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(bar, { maxLength: 12 }), { maxLength: 12 }), (frames) => {
        const { series, shown } = feed(frames);
        const lastFrame = frames.findLast((frame) => frame.length > 0) ?? [];
        // the chart shows the latest frame's bars, in order, whatever came before
        expect(series.bars).toEqual(inChartOrder(lastFrame));
        expect(shown).toEqual(series.bars);
      }),
      { seed: 20261123, numRuns: 500 },
    );
  });

  it('take shuffled and repeated live bars merged into the history', () => {
    const history = [flatBar(60_000, 1), flatBar(120_000, 2)];
    fc.assert(
      fc.property(
        fc.shuffledSubarray([180, 240, 120, 300, 60, 240], { minLength: 1 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 6, maxLength: 6 }),
        (times, closes) => {
          const frames = times.map((_, index) =>
            mergeBars(
              history,
              times.slice(0, index + 1).map((time, order) => flatBar(time * 1000, closes[order])),
            ),
          );
          expect(() => feed(frames)).not.toThrow();
        },
      ),
      { seed: 20261123, numRuns: 200 },
    );
  });
});

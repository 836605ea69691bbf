import { useQuery } from '@tanstack/react-query';
import { chartHistoryQuery } from '../api/chart-history';
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '../../../shared/config/languages';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useKline } from '../../../shared/realtime/hooks';
import { ErrorState } from '../../../shared/ui/state/error-state';
import { DelayedSpinner } from '../../../shared/ui/spinner/delayed-spinner';
import {
  CHART_PERIODS,
  DEFAULT_CHART_PERIOD,
  liveFeedOf,
  mergeBars,
  missesBars,
  onDeviceClock,
  rollUpYears,
  type ChartBar,
  type ChartPeriod,
} from '../lib/kline';
import { afterDraw, planDraw } from '../lib/chart-feed';
import styles from './trade.module.css';
import scrollRow from '../../../shared/ui/scroll-row/scroll-row.module.css';
import { useHiddenSides } from '../../../shared/ui/scroll-row/use-hidden-sides';

const UP = '#28ba98';
const DOWN = '#f04a5a';
/**
 * The forming bar is redrawn at most this often: a candle of minutes or days looks the same moving four times a
 * second as ten, and each redraw is a repaint of the whole canvas.
 */
const LIVE_REDRAW_MS = 250;
/** Fewer bars than this are spread over the whole width instead of drawn at the default spacing. */
const FIT_BELOW_BARS = 40;

type Series = { chart: IChartApi; candles: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> };

function createSeries(container: HTMLElement): Series {
  // drawn at the box's size from its first frame: sized only by its observer, the chart's first frame has no
  // height, and its attribution link sits for that moment over the period buttons above it
  const chart = createChart(container, {
    width: container.clientWidth,
    height: container.clientHeight,
    layout: { background: { color: 'transparent' }, textColor: '#94a3b8', attributionLogo: true },
    grid: { vertLines: { color: '#1e293b' }, horzLines: { color: '#1e293b' } },
    timeScale: { timeVisible: true, borderColor: '#334155' },
    rightPriceScale: { borderColor: '#334155' },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: UP,
    downColor: DOWN,
    borderUpColor: UP,
    borderDownColor: DOWN,
    wickUpColor: UP,
    wickDownColor: DOWN,
  });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  // then it follows the box as the phone turns or the page's width changes
  chart.applyOptions({ autoSize: true });
  return { chart, candles, volume };
}

/**
 * The pair's k-line: candles and volume of the chosen period from /currency/new_timeshar, then the live bar from
 * the `kline` push. lightweight-charts keeps its attribution logo (its licence asks for it).
 */
export function KlineChart({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation('trade');
  const locale = LANGUAGE_TAGS[i18n.language as Language] ?? LANGUAGE_TAGS[DEFAULT_LANGUAGE];
  const [period, setPeriod] = useState<ChartPeriod>(DEFAULT_CHART_PERIOD);
  const box = useRef<HTMLDivElement>(null);
  // the periods run past a narrow phone: the row fades out on the side where more wait
  const periods = useRef<HTMLDivElement>(null);
  const periodsHidden = useHiddenSides(periods);
  const series = useRef<Series | null>(null);
  const history = useQuery(chartHistoryQuery(symbol, period));
  const live = useKline(symbol, liveFeedOf(period), { atMostEveryMs: LIVE_REDRAW_MS });
  const liveBars = live?.symbol === symbol ? live.bars : [];
  const bars = history.data
    ? mergeBars(history.data, period === '1year' ? rollUpYears(history.data, liveBars) : liveBars)
    : [];
  const lastTime = bars.at(-1)?.time;

  // the server's clock moved on past bars the page never received: the history again, now ending at the live bar,
  // fills them (once per history: a server whose history still ends before its live bar is not asked in a loop)
  const gapFilledFor = useRef<number | undefined>(undefined);
  const historyEnd = history.data?.at(-1)?.time;
  const gap = history.data !== undefined && missesBars(history.data, liveBars, period);
  useEffect(() => {
    if (!gap || history.isFetching || gapFilledFor.current === historyEnd) return;
    gapFilledFor.current = historyEnd;
    void history.refetch();
  }, [gap, history, historyEnd]);

  // what the series shows, in the chart's time: each render draws only the difference (chart-feed.ts)
  const shown = useRef<ChartBar[]>([]);
  useEffect(() => {
    if (!box.current) return;
    const created = createSeries(box.current);
    series.current = created;
    shown.current = [];
    return () => {
      series.current = null;
      created.chart.remove();
    };
  }, []);

  // dates on the time scale in the app's language (the chart would take the browser's)
  useEffect(() => {
    series.current?.chart.applyOptions({ localization: { locale } });
  }, [locale]);

  // the whole series when the history arrives (or an older bar changed), then only the forming end
  useEffect(() => {
    const target = series.current;
    if (!target) return;
    const draw = planDraw(
      shown.current,
      bars.map((bar) => ({ ...bar, time: onDeviceClock(bar.time, period) })),
    );
    const volume = (bar: ChartBar) => ({
      time: bar.time as UTCTimestamp,
      value: bar.volume,
      color: bar.close >= bar.open ? `${UP}80` : `${DOWN}80`,
    });
    const candle = (bar: ChartBar) => ({ ...bar, time: bar.time as UTCTimestamp });
    const before = shown.current;
    shown.current = afterDraw(before, draw);
    if (draw.kind === 'replace') {
      target.candles.setData(draw.bars.map(candle));
      target.volume.setData(draw.bars.map(volume));
      // a new history (not a correction of a past bar): a few long bars (years) fill the width, many keep their
      // spacing and show the latest
      if (before[0]?.time === draw.bars[0].time) return;
      if (draw.bars.length < FIT_BELOW_BARS) target.chart.timeScale().fitContent();
      else target.chart.timeScale().scrollToRealTime();
    } else if (draw.kind === 'update') {
      for (const bar of draw.bars) {
        target.candles.update(candle(bar));
        target.volume.update(volume(bar));
      }
    }
  });

  return (
    <section className={styles.chart} aria-label={t('chart.label', { symbol })}>
      <div
        ref={periods}
        className={`${styles.periods} ${scrollRow.fades}`}
        data-hidden-sides={periodsHidden}
        role="group"
        aria-label={t('chart.periods')}
      >
        {CHART_PERIODS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className={styles.period}
            aria-pressed={candidate === period}
            onClick={() => setPeriod(candidate)}
          >
            {t(`chart.period.${candidate}`)}
          </button>
        ))}
      </div>
      <div
        className={styles.chartBox}
        ref={box}
        data-testid="kline-chart"
        data-bars={bars.length}
        data-first={bars[0]?.time}
        data-last={lastTime}
        data-open={bars.at(-1)?.open}
        data-high={bars.at(-1)?.high}
        data-low={bars.at(-1)?.low}
        data-close={bars.at(-1)?.close}
      >
        {history.isError && <ErrorState onRetry={() => void history.refetch()} retrying={history.isRefetching} />}
        {!history.data && !history.isError && <DelayedSpinner active />}
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay } from '../lib/format';

/** Series colours, distinct in light and dark themes. */
export const CHART_COLOURS = ['#039d55', '#2563eb', '#d97706', '#dc2626', '#7c3aed', '#0891b2', '#be185d', '#65a30d'];

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
}

/**
 * Series over periods as lines or bars (uPlot), labelled by the caller in the console's language. A
 * picture for the eyes: the table or figures beside it say the same to everyone, screen readers included.
 */
export function PeriodChart({ labels: given, days = false, series, bars = false, format, testId, height = 220, axes }: {
  /** What each point is: a period's first day (YYYY-MM-DD) when `days`, shown in the console's language. */
  labels: readonly string[]; days?: boolean; series: readonly ChartSeries[]; bars?: boolean; format?: (value: number) => string; testId: string;
  height?: number;
  /** The axes' titles, across and up; none by default. */
  axes?: readonly [string, string];
}) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const labels = days ? given.map((d) => formatDay(d, i18n.language, true)) : given;
    const width = () => Math.max(280, el.clientWidth || 640);
    let chart: uPlot | null = null;
    let gone = false;
    let observer: ResizeObserver | null = null;
    // uPlot reads the screen when it loads: it comes with the first chart, not with the console.
    void import('uplot').then(({ default: Plot }) => {
      if (gone) return;
      try {
        chart = new Plot({
          width: width(), height,
          legend: { show: series.length > 1, live: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          axes: [
            { label: axes?.[0], values: (_u, splits) => splits.map((i) => labels[i] ?? ''), space: 56 },
            { label: axes?.[1], values: (_u, splits) => splits.map((v) => (format ? format(v) : String(v))), size: format ? 88 : 48 },
          ],
          series: [
            {},
            ...series.map((s, i) => {
              const colour = CHART_COLOURS[i % CHART_COLOURS.length]!;
              return bars
                ? { label: s.label, stroke: colour, fill: `${colour}99`, paths: Plot.paths.bars?.({ size: [0.7 / Math.max(1, series.length), 40] }), points: { show: false } }
                : { label: s.label, stroke: colour, width: 2, points: { show: labels.length < 40 } };
            }),
          ],
        }, [labels.map((_, i) => i), ...series.map((s) => [...s.values])] as uPlot.AlignedData, el);
      } catch {
        // No canvas here (an old browser, a test's document): the figures beside it show the same.
        return;
      }
      observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => chart?.setSize({ width: width(), height })) : null;
      observer?.observe(el);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [given, days, i18n.language, series, bars, format, height, axes]);

  // Periods run left to right in every language, as the tables' dates do.
  return <div ref={box} dir="ltr" aria-hidden="true" data-testid={testId} className="w-full overflow-hidden" />;
}

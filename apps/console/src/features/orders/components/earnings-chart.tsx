import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { EarningsDay } from '@storefront/contract';
import { formatDay } from '../../../lib/format';

const HEIGHT = 240;
const BRAND = '#039d55';

/**
 * The amount of each day's delivered orders as bars (uPlot), labelled in the console's language. The
 * chart is a picture for the eyes: the table beside it says the same to everyone, screen readers included.
 */
export function EarningsChart({ days, money }: { days: readonly EarningsDay[]; money: (amount: number) => string }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const labels = days.map((d) => formatDay(d.date, i18n.language, true));
    const width = () => Math.max(280, el.clientWidth || 640);
    let chart: uPlot | null = null;
    let gone = false;
    let observer: ResizeObserver | null = null;
    // uPlot reads the screen when it loads: it comes with the first chart, not with the console.
    void import('uplot').then(({ default: Plot }) => {
      if (gone) return;
      try {
        chart = new Plot({
          width: width(), height: HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          axes: [
            { label: t('earnings.day'), values: (_u, splits) => splits.map((i) => labels[i] ?? ''), space: 56 },
            { label: t('earnings.amount'), values: (_u, splits) => splits.map((v) => money(v)), size: 88 },
          ],
          series: [
            { label: t('earnings.day') },
            { label: t('earnings.amount'), stroke: BRAND, fill: `${BRAND}99`, paths: Plot.paths.bars?.({ size: [0.7, 40] }), points: { show: false } },
          ],
        }, [days.map((_, i) => i), days.map((d) => d.amount)], el);
      } catch {
        // No canvas here (an old browser, a test's document): the table shows the same figures.
        return;
      }
      observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT })) : null;
      observer?.observe(el);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, money, i18n.language, t]);

  // Days run left to right in every language, as the table's dates do.
  return <div ref={box} dir="ltr" aria-hidden="true" data-testid="earnings-chart" className="w-full overflow-hidden" />;
}

import type { MonthCollection } from '@trust/contract/dashboard';
import { formatRupees } from '@trust/contract/receipt';
import { type PointerEvent, useState } from 'react';
import { useTexts } from '../../i18n/catalogue';
import { figures } from '../../i18n/screens/figures.en';
import { rupeeTicks } from './rupee-ticks';
import './collections-chart.css';

/** '₹1.2L', '₹45K': the axis has room for a few characters, in the lakhs and crores the trust counts in. */
function compactRupees(amount: number): string {
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (amount >= 10_000_000) return `₹${short(amount / 10_000_000)}Cr`;
  if (amount >= 100_000) return `₹${short(amount / 100_000)}L`;
  if (amount >= 1_000) return `₹${short(amount / 1_000)}K`;
  return `₹${amount}`;
}

type FiguresText = ReturnType<typeof useTexts<typeof figures>>;
type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** 'Nov 2026' (or 'नवंबर 2026') for '2026-11'; `short`, the month's name alone for the chart's axis. */
export function monthIn(t: FiguresText, month: string, short = false): string {
  const [year, m] = month.split('-');
  const number = Number(m) as MonthNumber;
  return short ? t(`figures.monthShort.${number}`) : `${t(`figures.month.${number}`)} ${year}`;
}

/** Height as a share of the axis's top mark, for a bar, a grid line or a mark's label. */
const share = (amount: number, top: number) => `${top > 0 ? (amount / top) * 100 : 0}%`;

/**
 * Collections per month as bars, with the rupee marks of rupeeTicks and each month's amount on
 * pointing at (or tapping) its column. Drawn with a few styled elements (collections-chart.css,
 * `.collections-chart`) rather than a charting library, which for twelve bars weighed about 100 KB
 * gzipped, a third of the dashboard's JavaScript. The figures it draws are in its container's label.
 */
export function CollectionsChart({ months, height }: { months: MonthCollection[]; height: number }) {
  const t = useTexts(figures);
  const [pointed, setPointed] = useState<number | null>(null);
  const ticks = rupeeTicks(Math.max(0, ...months.map((m) => m.amount)));
  const top = ticks.at(-1) ?? 0;
  const shown = pointed === null ? undefined : months[pointed];
  // A mouse that leaves hides the amount; a finger lifted leaves it shown until another column is tapped.
  const leave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setPointed(null);
  };
  return (
    <div className="collections-chart" style={{ height }}>
      <div className="chart-y-axis">
        {ticks.map((tick) => (
          <span key={tick} style={{ bottom: share(tick, top) }}>
            {compactRupees(tick)}
          </span>
        ))}
      </div>
      <div className="chart-plot" onPointerLeave={leave}>
        {ticks.slice(1).map((tick) => (
          <div key={tick} className="chart-grid-line" style={{ bottom: share(tick, top) }} />
        ))}
        {months.map((month, index) => (
          <div
            key={month.month}
            className="chart-month"
            data-pointed={index === pointed || undefined}
            onPointerEnter={() => setPointed(index)}
            onPointerDown={() => setPointed(index)}
          >
            <div className="chart-bar" style={{ height: share(month.amount, top) }} />
          </div>
        ))}
        {shown && pointed !== null ? (
          // Beside its column, on the side with room: right of the first half, left of the second.
          <div
            className="chart-tooltip"
            style={
              pointed < months.length / 2
                ? { left: `calc(${share(pointed + 1, months.length)} + 8px)` }
                : { right: `calc(${share(months.length - pointed, months.length)} + 8px)` }
            }
          >
            <div>{monthIn(t, shown.month)}</div>
            <div className="chart-tooltip-amount">{t('figures.collected', { amount: formatRupees(shown.amount) })}</div>
          </div>
        ) : null}
      </div>
      <div className="chart-x-axis">
        {months.map((month) => (
          <span key={month.month}>{monthIn(t, month.month, true)}</span>
        ))}
      </div>
    </div>
  );
}

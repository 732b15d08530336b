import { type MonthCollection, monthLabel } from '@trust/contract/dashboard';
import { formatRupees } from '@trust/contract/receipt';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { rupeeTicks } from './rupee-ticks';

/** '₹1.2L', '₹45K': the axis has room for a few characters, in the lakhs and crores the trust counts in. */
function compactRupees(amount: number): string {
  const short = (n: number) => String(Math.round(n * 10) / 10);
  if (amount >= 10_000_000) return `₹${short(amount / 10_000_000)}Cr`;
  if (amount >= 100_000) return `₹${short(amount / 100_000)}L`;
  if (amount >= 1_000) return `₹${short(amount / 1_000)}K`;
  return `₹${amount}`;
}

/**
 * Collections per month as bars, for months of which at least one collected something. Its own
 * module, loaded after the dashboard has painted: the charting library is the heaviest code on the screen.
 */
export default function CollectionsChart({ months, height }: { months: MonthCollection[]; height: number }) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const ticks = rupeeTicks(Math.max(0, ...months.map((m) => m.amount)));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tickFormatter={(label: string) => label.slice(0, 3)} fontSize={12} tickLine={false} />
        <YAxis
          ticks={ticks}
          domain={[0, ticks.at(-1) ?? 0]}
          allowDecimals={false}
          tickFormatter={compactRupees}
          fontSize={12}
          width={56}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          formatter={(value) => [formatRupees(Number(value)), 'Collected']}
          labelFormatter={(label) => String(label)}
          cursor={{ fill: 'rgba(28, 78, 128, 0.08)' }}
        />
        <Bar dataKey="amount" fill="#1c4e80" radius={[3, 3, 0, 0]} maxBarSize={36} />
      </BarChart>
    </ResponsiveContainer>
  );
}

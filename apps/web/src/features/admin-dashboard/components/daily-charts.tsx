import { formatPence, type DailyFigure } from '@app/contracts';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { chartSeries, poundsAxisLabel } from '../lib/chart-series';

// Only the pieces these two charts use, so the chunk stays small.
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Filler);

const EMERALD = '#047857';
const SKY = '#0369a1';

function baseOptions(): ChartOptions<'bar' | 'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: { legend: { display: false }, tooltip: { intersect: false, mode: 'index' } },
    scales: {
      x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8, color: '#475569' } },
      y: { beginAtZero: true, grid: { color: '#e2e8f0' }, ticks: { color: '#475569', precision: 0 } },
    },
  };
}

function ChartCard({ title, total, children }: { title: string; total: string; children: React.ReactNode }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">
          30 days: <strong className="text-slate-900 tabular-nums">{total}</strong>
        </span>
      </figcaption>
      <div className="mt-3 h-56">{children}</div>
    </figure>
  );
}

/** Bookings and revenue per London day for the last 30 days (owner-admin.md §2 Overview). */
export function DailyCharts({ daily }: { daily: readonly DailyFigure[] }) {
  const series = chartSeries(daily);
  const bookingOptions = baseOptions() as ChartOptions<'bar'>;
  const revenueOptions = baseOptions() as ChartOptions<'line'>;
  revenueOptions.scales!.y!.ticks = { color: '#475569', callback: (value) => poundsAxisLabel(Number(value)) };
  revenueOptions.plugins!.tooltip = {
    intersect: false,
    mode: 'index',
    callbacks: { label: (context) => formatPence(Math.round(Number(context.parsed.y) * 100)) },
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title="Bookings per day" total={series.totals.bookings.toLocaleString('en-GB')}>
        {/* The canvas has role img; its label says what it shows for screen readers. */}
        <Bar
          aria-label={`Bookings per day for the last 30 days, ${series.totals.bookings} in all`}
          options={bookingOptions}
          data={{
            labels: series.labels,
            datasets: [
              {
                label: 'Bookings',
                data: series.bookings,
                backgroundColor: EMERALD,
                borderRadius: 4,
                maxBarThickness: 18,
              },
            ],
          }}
        />
      </ChartCard>
      <ChartCard title="Revenue per day" total={formatPence(series.totals.revenuePence)}>
        <Line
          aria-label={`Revenue per day for the last 30 days, ${formatPence(series.totals.revenuePence)} in all`}
          options={revenueOptions}
          data={{
            labels: series.labels,
            datasets: [
              {
                label: 'Revenue',
                data: series.revenue,
                borderColor: SKY,
                backgroundColor: 'rgba(3, 105, 161, 0.12)',
                fill: true,
                cubicInterpolationMode: 'monotone',
                pointRadius: 2,
                borderWidth: 2,
              },
            ],
          }}
        />
      </ChartCard>
    </div>
  );
}

import { formatPence, type DailyFigure } from '@app/contracts';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { formatVenueDate } from '@app/domain';

// Only the parts these two charts use, so the dashboard chunk stays small (tree-shaken Chart.js).
ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Filler,
);

const shortDate = (date: string) => formatVenueDate(date, { day: 'numeric', month: 'short' });

/** Bookings and revenue per day over the last 8 weeks, by the date played (GET /api/venues/dashboard/ `daily`). */
export function DailyCharts({ daily }: { daily: readonly DailyFigure[] }) {
  const labels = daily.map((day) => shortDate(day.date));
  const totalBookings = daily.reduce((sum, day) => sum + day.bookings, 0);
  const totalPence = daily.reduce((sum, day) => sum + day.revenue_pence, 0);
  const axis = { ticks: { maxTicksLimit: 8, color: '#475569' }, grid: { display: false } };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <figure className="rounded-xl border border-slate-200 bg-white p-4">
        <figcaption className="mb-3 text-sm font-semibold text-slate-900">Bookings per day · last 8 weeks</figcaption>
        <div className="h-56">
          <Bar
            role="img"
            aria-label={`Bookings per day over the last 8 weeks: ${totalBookings} in total`}
            data={{
              labels,
              datasets: [
                {
                  label: 'Bookings',
                  data: daily.map((day) => day.bookings),
                  backgroundColor: '#047857',
                  borderRadius: 3,
                  maxBarThickness: 14,
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              plugins: { tooltip: { intersect: false } },
              scales: { x: axis, y: { beginAtZero: true, suggestedMax: 4, ticks: { precision: 0, color: '#475569' } } },
            }}
          />
        </div>
      </figure>
      <figure className="rounded-xl border border-slate-200 bg-white p-4">
        <figcaption className="mb-3 text-sm font-semibold text-slate-900">
          Revenue per day (£) · last 8 weeks
        </figcaption>
        <div className="h-56">
          <Line
            role="img"
            aria-label={`Revenue per day over the last 8 weeks: ${formatPence(totalPence)} in total`}
            data={{
              labels,
              datasets: [
                {
                  label: 'Revenue (£)',
                  data: daily.map((day) => day.revenue),
                  borderColor: '#0369a1',
                  backgroundColor: 'rgba(3,105,161,0.12)',
                  fill: true,
                  pointRadius: 0,
                  tension: 0.25,
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              interaction: { mode: 'index', intersect: false },
              plugins: {
                tooltip: { callbacks: { label: (item) => formatPence(daily[item.dataIndex]?.revenue_pence ?? 0) } },
              },
              scales: {
                x: axis,
                y: {
                  beginAtZero: true,
                  suggestedMax: 100,
                  ticks: { color: '#475569', callback: (value) => `£${value}` },
                },
              },
            }}
          />
        </div>
      </figure>
    </div>
  );
}

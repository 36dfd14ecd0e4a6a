/**
 * The dashboards' charts (the admin console's figures, a company account's own), drawn as plain SVG (no chart library: 30 bars and a few lines of text need
 * none). Each chart is an image with a name that says what it shows, and its numbers are also
 * given as a table a screen reader or a curious reader can open.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/i18n/ui-texts';
import { formatDate } from '@/lib/format';

/** The count of one calendar day (YYYY-MM-DD). */
export interface DayCount {
  day: string;
  count: number;
}

/** A count by name: a district, a topic. */
export interface NameCount {
  name: string;
  count: number;
}

const WIDTH = 300;
const HEIGHT = 90;
const GAP = 2;

/** A bar for each day; the highest bar fills the height. */
export function DailyBars({ title, days }: { title: string; days: readonly DayCount[] }) {
  const { t, i18n } = useTranslation('ui');
  const captionId = useId();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const highest = days.reduce<DayCount | null>((best, day) => (!best || day.count > best.count ? day : best), null);
  const max = Math.max(1, highest?.count ?? 0);
  const barWidth = days.length ? WIDTH / days.length - GAP : 0;
  const first = days[0]?.day;
  const last = days[days.length - 1]?.day;
  const summary = highest && highest.count > 0
    ? t('charts.summary', { title, total, count: highest.count, day: formatDate(highest.day, i18n.language) })
    : t('charts.summaryNone', { title });
  return (
    <figure className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4" aria-labelledby={captionId}>
      <figcaption id={captionId} className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-gray-900">{title}</span>
        <span className="text-sm text-gray-700">{t('charts.total', { count: total })}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`} className="h-24 w-full" role="img" aria-label={summary} preserveAspectRatio="none">
        {days.map((day, index) => {
          const height = (day.count / max) * HEIGHT;
          return (
            <rect
              key={day.day}
              x={index * (barWidth + GAP)}
              y={HEIGHT - height}
              width={Math.max(barWidth, 1)}
              height={Math.max(height, day.count > 0 ? 1 : 0)}
              className="fill-teal-700"
            />
          );
        })}
        <line x1="0" x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} className="stroke-gray-400" strokeWidth="1" />
      </svg>
      {first && last ? (
        <div className="flex justify-between text-xs text-gray-700" aria-hidden="true">
          <span>{formatDate(first, i18n.language)}</span>
          <span>{formatDate(last, i18n.language)}</span>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-teal-800 underline-offset-2 hover:underline">{t('charts.showNumbers')}</summary>
        <div className="mt-2 max-h-48 overflow-y-auto" tabIndex={0} role="region" aria-label={t('charts.numbersOf', { title })}>
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-2 font-semibold text-gray-700">{t('charts.day')}</th>
                <th scope="col" className="py-1 text-right font-semibold text-gray-700">{t('charts.count')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-gray-100">
                  <td className="py-1 pr-2">{formatDate(day.day, i18n.language)}</td>
                  <td className="py-1 text-right tabular-nums">{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The leading names with a bar each, as a list (the bars only repeat the numbers beside them). */
export function RankedBars({ title, items, empty, label = (name) => name }: { title: string; items: readonly NameCount[]; empty: string; label?: (name: string) => string }) {
  const headingId = useId();
  const max = Math.max(1, ...items.map((item) => item.count));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {items.map((item) => (
            <li key={item.name} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate text-gray-900">{label(item.name)}</span>
                <span className="tabular-nums text-gray-700">{item.count}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                <div className="h-2 rounded-full bg-teal-700" style={{ width: `${(item.count / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useSearchParams } from 'react-router';
import { Link } from '@/lib/link';

export interface DashboardTab {
  id: string;
  label: string;
  /** A number shown beside the label, such as the jobs waiting for approval. */
  count?: number | null;
}

/** The section chosen in the address (?tab=...), or the first one when it names none of them. */
export function useDashboardTab(tabs: readonly DashboardTab[]): string {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return tabs.find((tab) => tab.id === asked)?.id ?? tabs[0]?.id ?? '';
}

/**
 * The sections of a dashboard as links (?tab=...), so Back, reload and shared links keep the
 * section; on phones the row scrolls sideways.
 */
export function DashboardTabs({ tabs, current, label }: { tabs: readonly DashboardTab[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-gray-200">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={{ search: `?tab=${tab.id}` }}
                aria-current={active ? 'page' : undefined}
                className={[
                  '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-teal-700 motion-reduce:transition-none',
                  active ? 'border-teal-700 text-teal-800' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900',
                ].join(' ')}
              >
                {tab.label}
                {typeof tab.count === 'number' && tab.count > 0 ? (
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-teal-100 text-teal-900' : 'bg-gray-100 text-gray-800'}`}>
                    {tab.count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

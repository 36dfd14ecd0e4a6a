import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import '@/features/jobs/texts';
import { ChevronLeftIcon, ChevronRightIcon } from './job-icons';

/**
 * The page numbers to show: always the first and last, the current one with a neighbour on each
 * side, and null where a run of pages is left out.
 */
export function pageWindow(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((page) => pages.add(page));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((page) => pages.add(page));
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push(null);
    result.push(page);
  });
  return result;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page (links, so each page can be opened, shared and bookmarked). */
  hrefFor: (page: number) => string;
  /** The name of the navigation, when the page holds more than one list of pages. */
  label?: string;
}

const itemBase =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

export function Pagination({ page, totalPages, hrefFor, label }: PaginationProps) {
  const { t } = useTranslation('jobs');
  if (totalPages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;

  return (
    <nav aria-label={label ?? t('pagination.label')} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {previous ? (
            <Link to={hrefFor(previous)} className={`${itemBase} gap-1 text-gray-800 hover:bg-gray-100`} rel="prev">
              <ChevronLeftIcon className="size-4" />
              <span>{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={`${itemBase} gap-1 text-gray-400`} aria-disabled="true">
              <ChevronLeftIcon className="size-4" />
              <span>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-gray-500 sm:block">
              …
            </li>
          ) : (
            <li key={item} className={item === page ? '' : 'hidden sm:block'}>
              {item === page ? (
                <span aria-current="page" aria-label={t('pagination.current', { page: item })} className={`${itemBase} bg-teal-700 text-white`}>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={t('pagination.page', { page: item })} className={`${itemBase} text-gray-800 hover:bg-gray-100`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link to={hrefFor(next)} className={`${itemBase} gap-1 text-gray-800 hover:bg-gray-100`} rel="next">
              <span>{t('pagination.next')}</span>
              <ChevronRightIcon className="size-4" />
            </Link>
          ) : (
            <span className={`${itemBase} gap-1 text-gray-400`} aria-disabled="true">
              <span>{t('pagination.next')}</span>
              <ChevronRightIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-gray-600 sm:hidden">{t('pagination.of', { page, total: totalPages })}</p>
    </nav>
  );
}

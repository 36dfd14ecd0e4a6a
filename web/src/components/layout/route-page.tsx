import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { pageReady } from '@/lib/page-ready';

/** Says the page is in place once it has been drawn or hydrated, its part of the tree included. */
function PageInPlace() {
  useEffect(pageReady, []);
  return null;
}

/** Which of SPEC section 2's fallback texts a page shows while its code loads. */
export type LoadingText = 'content' | 'page' | 'admin';

/**
 * A page of an area, as the router mounts it: `path` below the site root, the page (lazily
 * loaded, see lib/lazy-with-timeout), its loading text, and whether it stands alone (without the
 * site header and footer). Each area exports its list from routes.tsx; app/router spreads them.
 */
export interface AreaRoute {
  path: string;
  page: ComponentType;
  loading: LoadingText;
  standalone?: boolean;
}

/**
 * One lazily loaded page: its loading text while the chunk arrives, and the load error with a
 * retry if it cannot be fetched. A shown error clears when the address changes.
 */
export function RoutePage({ page: Page, loading, standalone = false }: Omit<AreaRoute, 'path'>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading text={t(`loading.${loading}`)} fullScreen={standalone} />}>
        <Page />
        <PageInPlace />
      </Suspense>
    </RouteErrorBoundary>
  );
}

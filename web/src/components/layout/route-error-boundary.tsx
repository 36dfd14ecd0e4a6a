import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { AlertIcon } from '@/components/ui/icons';
import { Button, buttonClasses } from '@/components/ui/button';
import { isChunkLoadError } from '@/lib/lazy-with-timeout';
import { pageReady } from '@/lib/page-ready';

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the visitor went to another address), a shown error is cleared. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
}

/**
 * Catches what a page throws while rendering, chiefly a ChunkLoadError from lazyWithTimeout
 * (its code could not be fetched or timed out), and shows it with a button to try again.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  state: RouteErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) {
      console.error('A page failed while rendering', error, info.componentStack);
    }
  }

  private retry = (): void => {
    const { error } = this.state;
    if (isChunkLoadError(error)) error.retry();
    this.setState({ error: null });
  };

  render(): ReactNode {
    if (this.state.error) {
      return <LoadError chunk={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

function LoadError({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  // A page that failed is in place too: its error, with a button to try again that must answer.
  useEffect(pageReady, []);
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-12 text-center">
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <AlertIcon className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-gray-900">
        {chunk ? t('loadError.title') : t('loadError.unexpectedTitle')}
      </h1>
      <p className="mt-2 text-sm leading-6 text-gray-600">
        {chunk ? t('loadError.message') : t('loadError.unexpectedMessage')}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRetry}>{t('loadError.retry')}</Button>
        <Link to="/" className={buttonClasses('secondary')}>
          {t('loadError.home')}
        </Link>
      </div>
    </div>
  );
}

import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { buttonClasses } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any address the app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <SearchIcon className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-base leading-7 text-gray-600">{t('notFound.message')}</p>
      <div className="mt-8 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to="/browse" className={buttonClasses('secondary')}>
          {t('notFound.browse')}
        </Link>
      </div>
    </div>
  );
}

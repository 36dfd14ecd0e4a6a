/**
 * /cv-templates/:id: a CV template's preview page (GET /cv-templates/{id}): its name, what it is
 * good for, a full-size picture of a CV in it, the other templates, and a way to start a CV in
 * it: a job seeker goes to "My CVs" with the new CV's dialog open on this template, a visitor
 * signs in first and comes back to this page (the sign-in page returns to no /customer/ path).
 */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { buttonClasses } from '@/components/ui/button';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import { thumbnailUrl } from '@/features/cv/components/customization-panel';
import { selectCv } from '@/features/cv/cv-slice';
import { fetchCVTemplate, fetchCVTemplates } from '@/features/cv/cv-thunks';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRemote } from '@/lib/use-remote';
import '@/features/cv/texts';

/** Where "Use this template" leads: My CVs, with the new CV's dialog open on the template. */
export function startWithTemplatePath(id: string): string {
  return `/customer/dashboard?tab=cvs&template=${encodeURIComponent(id)}`;
}

export default function CvTemplatePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const session = useCustomerSession();
  const templates = useAppSelector((state) => selectCv(state).templates);
  const { state, retry } = useRemote(() => dispatch(fetchCVTemplate(id)).unwrap(), id, t('messages.fetchTemplatesFailed'));
  const template = state.data?.id === id ? state.data : null;
  const name = template ? t(`templates.${template.id}`, { defaultValue: template.name }) : '';
  useDocumentTitle(name ? t('templatePage.title', { name }) : null);

  useEffect(() => {
    if (templates.length === 0) void dispatch(fetchCVTemplates());
  }, [dispatch, templates.length]);

  const others = templates.filter((item) => item.id !== id);
  const start = startWithTemplatePath(id);

  let body;
  if (state.status === 'error' && state.failure.status === 404) {
    body = (
      <div className="rounded-2xl border border-gray-200 bg-white p-6 text-center">
        <h1 className="text-xl font-semibold text-gray-900">{t('templatePage.notFound')}</h1>
        <p className="mt-2 text-sm text-gray-700">{t('templatePage.notFoundHint')}</p>
      </div>
    );
  } else if (state.status === 'error' && !template) {
    body = <LoadError failure={state.failure} fallback={t('messages.fetchTemplatesFailed')} onRetry={retry} />;
  } else if (!template) {
    body = <ListSkeleton label={t('templatePage.loading')} rows={3} />;
  } else {
    body = (
      <article aria-labelledby="cv-template-title" className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="order-2 md:order-1">
          <img
            src={template.thumbnailUrl || thumbnailUrl(template.id)}
            alt={t('templatePage.imageAlt', { name })}
            width={595}
            height={842}
            className="h-auto w-full max-w-xl rounded-lg border border-gray-200 bg-white shadow-sm"
          />
        </div>
        <div className="order-1 space-y-4 md:order-2">
          <p className="text-sm font-semibold text-teal-800">{t('templatePage.kicker')}</p>
          <h1 id="cv-template-title" className="text-2xl font-bold text-gray-900">
            {name}
          </h1>
          <p className="text-gray-700">{t(`templateDescriptions.${template.id}`, { defaultValue: template.description })}</p>
          {template.atsFriendly ? (
            <p className="inline-flex rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800 ring-1 ring-green-200">{t('customize.ats')}</p>
          ) : null}
          <p className="text-sm text-gray-700">{t('templatePage.languages')}</p>
          {session.isLoggedIn && session.user?.type === 'company' ? (
            <p className="text-sm text-gray-700">{t('templatePage.forJobSeekers')}</p>
          ) : session.isLoggedIn ? (
            <Link to={start} className={buttonClasses('primary')}>
              {t('templatePage.use')}
            </Link>
          ) : (
            <Link to="/customer/login" state={{ from: `/cv-templates/${encodeURIComponent(id)}` }} className={buttonClasses('primary')}>
              {t('templatePage.signInToUse')}
            </Link>
          )}
        </div>
      </article>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      {body}
      {others.length > 0 ? (
        <nav aria-labelledby="cv-template-others" className="space-y-3">
          <h2 id="cv-template-others" className="text-lg font-semibold text-gray-900">
            {t('templatePage.others')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {others.map((item) => (
              <li key={item.id}>
                <Link to={`/cv-templates/${encodeURIComponent(item.id)}`} className="flex flex-col gap-1 rounded-xl border border-gray-200 bg-white p-2 text-sm font-medium text-teal-800 underline-offset-2 hover:underline">
                  <img src={item.thumbnailUrl || thumbnailUrl(item.id)} alt="" width={120} height={170} loading="lazy" className="h-auto w-full rounded border border-gray-100 bg-gray-50" />
                  {t(`templates.${item.id}`, { defaultValue: item.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

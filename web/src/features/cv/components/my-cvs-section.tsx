/**
 * "My CVs" in a job seeker's dashboard: the figures (views, downloads, completion), each CV with
 * its template's thumbnail, title, last change and completion, and what can be done with it:
 * open in the builder, duplicate, share, download as PDF or JSON Resume, delete (after asking).
 * Reached with ?template=<id> (from a template's preview page), it opens the new CV's dialog on it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { UploadProgress } from '@/components/ui/upload-progress';
import { CreateCVDialog } from '@/features/cv/components/create-cv-dialog';
import { thumbnailUrl } from '@/features/cv/components/customization-panel';
import { ShareDialog } from '@/features/cv/components/share-dialog';
import { CV_MESSAGES, deleteCV, downloadJSONResume, duplicateCV, fetchCVDashboard, fetchCVTemplates, fetchUserCVs, generatePDF } from '@/features/cv/cv-thunks';
import { CV_TEMPLATES, MAX_CVS, type CV } from '@/features/cv/types';
import { useCvToast } from '@/features/cv/use-cv-toast';
import { fallbackFailure } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { selectCv } from '@/features/cv/cv-slice';
import '@/features/cv/texts';

export default function MyCVsSection() {
  const { t, i18n } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const toast = useCvToast();
  const { userCVs, userCVsLoaded, cvStats, loading, error } = useAppSelector(selectCv);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // A template's preview page sends a job seeker here with ?template=...: the new CV's dialog
  // opens on it.
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('template');
  const askedTemplate = asked !== null && (CV_TEMPLATES as readonly string[]).includes(asked) ? asked : undefined;
  const [creating, setCreating] = useState(askedTemplate !== undefined);
  const [sharing, setSharing] = useState<CV | null>(null);
  const [deleting, setDeleting] = useState<CV | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [download, setDownload] = useState<{ id: number; percent: number } | null>(null);

  useEffect(() => {
    setFailed(false);
    const list = dispatch(fetchUserCVs());
    const figures = dispatch(fetchCVDashboard());
    void list.then((result) => {
      if (fetchUserCVs.rejected.match(result) && !result.meta.aborted) setFailed(true);
    });
    return () => {
      list.abort();
      figures.abort();
    };
  }, [dispatch, attempt]);

  useEffect(() => {
    void dispatch(fetchCVTemplates());
  }, [dispatch]);

  const refreshFigures = () => void dispatch(fetchCVDashboard());

  async function duplicate(cv: CV) {
    const result = await dispatch(duplicateCV(cv.id));
    if (duplicateCV.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.duplicated);
      refreshFigures();
    } else toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.duplicateFailed);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    const result = await dispatch(deleteCV(deleting.id));
    if (deleteCV.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.deleted);
      setDeleting(null);
      refreshFigures();
    } else {
      setDeleteError(result.payload?.fromServer ? result.payload.message : t('messages.deleteFailed'));
    }
  }

  async function downloadPDF(cv: CV) {
    setDownload({ id: cv.id, percent: 0 });
    const result = await dispatch(generatePDF({ id: cv.id, save: saveFile, onProgress: (percent) => setDownload({ id: cv.id, percent }) }));
    setDownload(null);
    if (generatePDF.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.pdfGenerated);
      if (result.payload.warning) toast('warning', result.payload.warning);
    } else toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.pdfFailed);
  }

  async function downloadJSON(cv: CV) {
    const result = await dispatch(downloadJSONResume({ id: cv.id, save: saveFile }));
    if (downloadJSONResume.rejected.match(result)) toast('error', result.payload?.fromServer ? result.payload.message : t('export.jsonFailed'));
  }

  const full = userCVs.length >= MAX_CVS;

  return (
    <section aria-labelledby="my-cvs" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="my-cvs" className="text-xl font-bold text-gray-900">
            {t('list.title')}
          </h2>
          <p className="text-sm text-gray-600">{t('list.intro')}</p>
        </div>
        <Button onClick={() => setCreating(true)} disabled={full}>
          {t('list.create')}
        </Button>
      </div>
      {full ? <p className="text-sm text-gray-700">{t('list.full', { max: MAX_CVS })}</p> : null}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('stats.title')}>
        <Figure label={t('stats.views')} value={String(cvStats.totalViews)} />
        <Figure label={t('stats.downloads')} value={String(cvStats.totalDownloads)} />
        <Figure label={t('stats.completion')} value={t('list.percent', { percent: cvStats.completionPercentage })} />
        <Figure label={t('stats.lastUpdated')} value={cvStats.lastUpdated ? formatDate(cvStats.lastUpdated, i18n.language) : t('stats.never')} />
      </dl>

      {failed && userCVs.length === 0 ? (
        <LoadError failure={error ? { ...fallbackFailure(error), fromServer: error !== CV_MESSAGES.fetchCVsFailed } : fallbackFailure(CV_MESSAGES.fetchCVsFailed)} fallback={t('messages.fetchCVsFailed')} onRetry={() => setAttempt((value) => value + 1)} />
      ) : !userCVsLoaded && (loading.fetchCVs || userCVs.length === 0) ? (
        <ListSkeleton label={t('list.loading')} rows={2} />
      ) : userCVs.length === 0 ? (
        <EmptyList
          title={t('list.emptyTitle')}
          action={
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {t('list.create')}
            </Button>
          }
        >
          {t('list.emptyMessage')}
        </EmptyList>
      ) : (
        <ul className="space-y-3" aria-label={t('list.title')}>
          {userCVs.map((cv) => (
            <li key={cv.id} className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:flex-row">
              <img
                src={thumbnailUrl(cv.customization.template)}
                alt=""
                width={72}
                height={102}
                loading="lazy"
                className="h-[102px] w-[72px] shrink-0 rounded border border-gray-200 bg-gray-50 object-cover"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <Link to={`/customer/cv/${cv.id}`} className="text-lg font-semibold break-words text-teal-800 underline-offset-2 hover:underline">
                  {cv.title}
                </Link>
                <p className="text-sm text-gray-600">
                  {t('list.updated', { date: formatDate(cv.updatedAt, i18n.language) })}
                  {' · '}
                  {t(`templates.${cv.customization.template}`, { defaultValue: cv.customization.template })}
                  {' · '}
                  {t(`languages.${cv.language}`)}
                </p>
                <div className="flex items-center gap-2">
                  <div
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={cv.completionPercentage}
                    aria-label={t('list.completion', { title: cv.title })}
                    className="h-2 w-32 overflow-hidden rounded-full bg-gray-200"
                  >
                    <div className="h-full rounded-full bg-teal-700" style={{ width: `${cv.completionPercentage}%` }} />
                  </div>
                  <span className="text-sm text-gray-700">{t('list.complete', { percent: cv.completionPercentage })}</span>
                </div>
                <p className="text-sm text-gray-600">
                  {t('share.views', { count: cv.views })} · {t('list.downloads', { count: cv.downloads })}
                </p>
                {download?.id === cv.id ? <UploadProgress percent={download.percent} label={t('pdf.progress')} /> : null}
                <div className="flex flex-wrap gap-2">
                  <Link to={`/customer/cv/${cv.id}`} className={buttonClasses('primary', 'sm')} aria-label={t('list.editNamed', { title: cv.title })}>
                    {t('list.edit')}
                  </Link>
                  <Button size="sm" variant="secondary" aria-label={t('list.duplicateNamed', { title: cv.title })} disabled={full || loading.duplicate} onClick={() => void duplicate(cv)}>
                    {t('list.duplicate')}
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t('list.shareNamed', { title: cv.title })} onClick={() => setSharing(cv)}>
                    {t('list.share')}
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t('list.pdfNamed', { title: cv.title })} disabled={download !== null} onClick={() => void downloadPDF(cv)}>
                    {t('pdf.download')}
                  </Button>
                  <Button size="sm" variant="secondary" aria-label={t('list.jsonNamed', { title: cv.title })} onClick={() => void downloadJSON(cv)}>
                    {t('export.json')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700!"
                    aria-label={t('list.deleteNamed', { title: cv.title })}
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(cv);
                    }}
                  >
                    {t('list.delete')}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      {creating ? (
        <CreateCVDialog
          open
          initialTemplate={askedTemplate}
          onClose={() => {
            setCreating(false);
            if (asked !== null) {
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete('template');
                  return next;
                },
                { replace: true },
              );
            }
          }}
        />
      ) : null}
      {sharing ? <ShareDialog cv={sharing} onClose={() => setSharing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.deleting')}
        busy={loading.delete}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('delete.message', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-3">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-xl font-semibold text-gray-900">{value}</dd>
    </div>
  );
}

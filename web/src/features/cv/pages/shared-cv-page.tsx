/**
 * /cv/s/:token: a CV someone shared, in its template, for anyone with the link; a Download PDF
 * button when the owner allowed it. An expired, revoked or unknown link says so plainly.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { ListSkeleton } from '@/components/ui/list-states';
import { UploadProgress } from '@/components/ui/upload-progress';
import { CvPreview } from '@/features/cv/components/cv-preview';
import { defaultCustomization, selectCv } from '@/features/cv/cv-slice';
import { CV_MESSAGES, downloadSharedPDF, fetchSharedCV } from '@/features/cv/cv-thunks';
import { useCvToast } from '@/features/cv/use-cv-toast';
import { saveFile } from '@/lib/save-file';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/features/cv/texts';

export default function SharedCvPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const toast = useCvToast();
  const shared = useAppSelector((state) => selectCv(state).shared);
  const [attempt, setAttempt] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const current = shared.token === token ? shared : null;
  const cv = current?.status === 'loaded' ? current.value?.cv : undefined;
  const name = cv ? [cv.builderData.personalInfo.firstName, cv.builderData.personalInfo.lastName].filter(Boolean).join(' ') : '';
  useDocumentTitle(name || cv?.title || t('shared.title'));

  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);

  useEffect(() => {
    const request = dispatch(fetchSharedCV(token));
    return () => request.abort();
  }, [dispatch, token, attempt]);

  async function download() {
    setProgress(0);
    const result = await dispatch(downloadSharedPDF({ token, onProgress: setProgress, save: saveFile }));
    setProgress(null);
    if (downloadSharedPDF.rejected.match(result)) toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.pdfFailed);
  }

  let body;
  if (!current || current.status === 'loading' || current.status === 'idle') {
    body = <ListSkeleton label={t('shared.loading')} rows={3} />;
  } else if (current.status === 'notFound') {
    body = (
      <div className="rounded-2xl border border-gray-200 bg-white p-6 text-center">
        <h1 className="text-xl font-semibold text-gray-900">{t('shared.notFound')}</h1>
        <p className="mt-2 text-sm text-gray-600">{t('shared.notFoundHint')}</p>
        <Link to="/" className={`${buttonClasses('secondary')} mt-4`}>
          {t('shared.home')}
        </Link>
      </div>
    );
  } else if (current.status === 'failed' || !current.value) {
    body = (
      <FormMessage tone="error">
        <p>{current.error && current.error !== CV_MESSAGES.fetchCVFailed ? current.error : t('messages.fetchCVFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAttempt((value) => value + 1)}>
          {t('common.retry')}
        </Button>
      </FormMessage>
    );
  } else {
    const value = current.value;
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold break-words text-gray-900">{name || value.cv.title}</h1>
          {value.allowDownload ? (
            <Button onClick={() => void download()} disabled={progress !== null} aria-busy={progress !== null || undefined}>
              {progress !== null ? t('pdf.downloading') : t('pdf.download')}
            </Button>
          ) : null}
        </div>
        {progress !== null ? <UploadProgress percent={progress} label={t('pdf.progress')} /> : null}
        <Suspense fallback={<ListSkeleton label={t('shared.loading')} rows={3} />}>
          <CvPreview data={value.cv.builderData} customization={{ ...defaultCustomization(), ...value.cv.customization }} language={value.cv.language} />
        </Suspense>
      </div>
    );
  }

  return <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">{body}</div>;
}

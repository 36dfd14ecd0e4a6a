/**
 * /customer/cv/:id, the CV builder: the form beside a live preview on wide screens (a Form /
 * Preview switch on phones), the look of the CV, import, analysis and the PDF. Changes are
 * saved by themselves 1.5 s after the last edit while auto-save is on; the status says whether
 * the CV is saving, saved (and when) or not saved, and leaving with unsaved changes asks first.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useParams } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField, FormMessage, SelectField } from '@/components/ui/form-field';
import { ListSkeleton } from '@/components/ui/list-states';
import { UploadProgress } from '@/components/ui/upload-progress';
import { AnalysisPanel } from '@/features/cv/components/analysis-panel';
import { BuilderForm } from '@/features/cv/components/builder-form';
import { CustomizationPanel } from '@/features/cv/components/customization-panel';
import { CvPreview } from '@/features/cv/components/cv-preview';
import { ImportDialog } from '@/features/cv/components/import-dialog';
import { useJobInterest } from '@/features/cv/job-interest';
import { autoSaveSet, conflictKeptMine, conflictResolvedWithNewer, cvDetailsUpdated, previewModeSet, selectCv } from '@/features/cv/cv-slice';
import { CV_MESSAGES, analyzeCV, fetchCV, fetchCVTemplates, generatePDF, updateCV } from '@/features/cv/cv-thunks';
import { CV_LANGUAGES, type CVLanguage } from '@/features/cv/types';
import { useCvToast } from '@/features/cv/use-cv-toast';
import { useLeaveGuard } from '@/features/cv/use-leave-guard';
import { formatDate } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/features/cv/texts';

/** How long after the last edit the builder saves by itself. */
export const AUTO_SAVE_DELAY_MS = 1500;

export default function CvBuilderPage() {
  const session = useCustomerSession();
  const { id } = useParams();
  const cvId = Number(id);
  if (!session.isLoggedIn) return <Navigate to="/customer/login" replace />;
  return <CvBuilder key={cvId} cvId={cvId} />;
}

type SaveOutcome = 'saved' | 'failed' | 'skipped';

function CvBuilder({ cvId }: { cvId: number }) {
  const { t, i18n } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const toast = useCvToast();
  const cv = useAppSelector(selectCv);
  const current = cv.currentCV?.id === cvId ? cv.currentCV : null;
  const [loadFailure, setLoadFailure] = useState<{ status: number | null; message: string } | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [pdfProgress, setPdfProgress] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(cv);
  stateRef.current = cv;
  const viewedJobIds = useJobInterest().useRecentlyViewedJobIds();
  useDocumentTitle(current ? current.title || t('builder.title') : t('builder.title'));

  useEffect(() => {
    if (!Number.isInteger(cvId) || cvId <= 0) {
      setLoadFailure({ status: 404, message: '' });
      return;
    }
    setLoadFailure(null);
    const request = dispatch(fetchCV(cvId));
    void request.then((result) => {
      if (fetchCV.rejected.match(result) && !result.meta.aborted) {
        setLoadFailure({ status: result.payload?.status ?? null, message: result.payload?.fromServer ? result.payload.message : '' });
      }
    });
    return () => request.abort();
  }, [dispatch, cvId, attempt]);

  useEffect(() => {
    if (stateRef.current.templates.length === 0) void dispatch(fetchCVTemplates());
  }, [dispatch]);

  const save = useCallback(
    async (announce: boolean): Promise<SaveOutcome> => {
      const state = stateRef.current;
      const open = state.currentCV;
      if (!open || open.id !== cvId || state.conflict || state.loading.update) return 'skipped';
      const result = await dispatch(
        updateCV({
          id: open.id,
          version: open.version,
          title: open.title,
          language: open.language,
          builderData: state.builderData,
          customization: state.customization,
          revision: state.revision,
        }),
      );
      if (updateCV.fulfilled.match(result)) {
        setSaveFailed(false);
        if (announce) toast('success', CV_MESSAGES.updated);
        return 'saved';
      }
      setSaveFailed(true);
      const failure = result.payload;
      if (failure?.status !== 409) {
        const detail = failure?.fieldErrors.map((problem) => `${problem.field}: ${problem.message}`).join(' ');
        toast('error', [failure?.fromServer ? failure.message : CV_MESSAGES.updateFailed, detail].filter(Boolean).join(' '));
      }
      return 'failed';
    },
    [cvId, dispatch, toast],
  );

  // Auto-save: 1.5 s after the last edit (each edit moves the revision and restarts the wait).
  const saving = cv.loading.update;
  useEffect(() => {
    if (!cv.autoSave || !cv.hasUnsavedChanges || !current || cv.conflict || saving || saveFailed) return;
    const timer = setTimeout(() => void save(false), AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cv.autoSave, cv.hasUnsavedChanges, cv.revision, current, cv.conflict, saving, saveFailed, save]);

  // A failed save is tried again after the next edit.
  useEffect(() => {
    setSaveFailed(false);
  }, [cv.revision]);

  const guard = useLeaveGuard(cv.hasUnsavedChanges && current !== null);

  // The browser's Back button cannot be asked about with this router: with auto-save on, what is
  // not saved yet is saved on the way out, whatever way out it is, unless the person chose to
  // leave without saving.
  const discardRef = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(
    () => () => {
      const state = stateRef.current;
      if (!discardRef.current && state.autoSave && state.hasUnsavedChanges && !state.conflict) {
        void saveRef.current(false);
      }
    },
    [],
  );
  const leaveWithoutSaving = useCallback(() => {
    discardRef.current = true;
    guard.leave();
  }, [guard]);

  async function downloadPDF() {
    if (!current) return;
    if (stateRef.current.hasUnsavedChanges && (await save(false)) !== 'saved') return;
    setPdfProgress(0);
    const result = await dispatch(
      generatePDF({
        id: current.id,
        includePhoto: cv.exportOptions.includePhoto,
        watermark: cv.exportOptions.watermark,
        onProgress: setPdfProgress,
        save: saveFile,
      }),
    );
    setPdfProgress(null);
    if (generatePDF.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.pdfGenerated);
      if (result.payload.warning) toast('warning', result.payload.warning);
    } else {
      toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.pdfFailed);
    }
  }

  async function analyze() {
    if (!current) return;
    if (stateRef.current.hasUnsavedChanges && (await save(false)) !== 'saved') return;
    const result = await dispatch(analyzeCV({ id: current.id, viewedJobIds }));
    if (analyzeCV.rejected.match(result)) toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.analyzeFailed);
  }

  if (loadFailure && !current) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <FormMessage tone="error">
          <p>{loadFailure.status === 404 ? t('builder.notFound') : loadFailure.message || t('messages.fetchCVFailed')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {loadFailure.status !== 404 ? (
              <Button variant="secondary" size="sm" onClick={() => setAttempt((value) => value + 1)}>
                {t('common.retry')}
              </Button>
            ) : null}
            <Link to="/customer/dashboard?tab=cvs" className={buttonClasses('secondary', 'sm')}>
              {t('builder.back')}
            </Link>
          </div>
        </FormMessage>
      </div>
    );
  }

  if (!current) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <ListSkeleton label={t('builder.loading')} rows={3} />
      </div>
    );
  }

  const status = saving
    ? t('status.saving')
    : cv.hasUnsavedChanges
      ? t('status.notSaved')
      : cv.lastSaved
        ? t('status.savedAt', { time: new Date(cv.lastSaved).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) })
        : t('status.saved');

  return (
    <div className="mx-auto w-full max-w-7xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to="/customer/dashboard?tab=cvs" className="text-sm text-teal-800 underline-offset-2 hover:underline">
            {t('builder.back')}
          </Link>
          <h1 className="text-2xl font-semibold break-words text-gray-900">{t('builder.title')}</h1>
          <p className="text-sm text-gray-600">{t('builder.updated', { date: formatDate(current.updatedAt, i18n.language) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" aria-live="polite" data-testid="save-status" className="min-w-24 text-sm font-medium text-gray-700">
            {status}
          </p>
          <Button variant="secondary" onClick={() => void save(true)} disabled={saving || !cv.hasUnsavedChanges || cv.conflict !== null}>
            {t('builder.save')}
          </Button>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            {t('builder.import')}
          </Button>
          <Button onClick={() => void downloadPDF()} disabled={pdfProgress !== null} aria-busy={pdfProgress !== null || undefined}>
            {pdfProgress !== null ? t('pdf.downloading') : t('pdf.download')}
          </Button>
        </div>
      </div>

      {pdfProgress !== null ? <UploadProgress percent={pdfProgress} label={t('pdf.progress')} /> : null}

      {cv.conflict ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{t('conflict.message')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => dispatch(conflictResolvedWithNewer())}>
              {t('conflict.reload')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => dispatch(conflictKeptMine())}>
              {t('conflict.keepMine')}
            </Button>
          </div>
        </div>
      ) : null}

      {cv.importWarnings.length > 0 ? (
        <FormMessage tone="info">
          <p className="font-medium">{t('import.warnings')}</p>
          <ul className="list-disc pl-5">
            {cv.importWarnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </FormMessage>
      ) : null}

      <div className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4">
        <FormField
          id="cv-title"
          label={t('builder.cvTitle')}
          className="min-w-48 flex-1"
          value={current.title}
          maxLength={200}
          onChange={(event) => dispatch(cvDetailsUpdated({ title: event.target.value }))}
        />
        <SelectField id="cv-language" label={t('builder.language')} value={current.language} onChange={(event) => dispatch(cvDetailsUpdated({ language: event.target.value as CVLanguage }))}>
          {CV_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <label htmlFor="cv-auto-save" className="flex min-h-11 items-center gap-2 text-sm font-medium text-gray-900">
          <input id="cv-auto-save" type="checkbox" className="size-5 accent-teal-700" checked={cv.autoSave} onChange={(event) => dispatch(autoSaveSet(event.target.checked))} />
          {t('builder.autoSave')}
        </label>
      </div>

      <div className="flex gap-2 lg:hidden" role="group" aria-label={t('builder.view')}>
        <Button variant={cv.previewMode ? 'secondary' : 'primary'} aria-pressed={!cv.previewMode} className="flex-1" onClick={() => dispatch(previewModeSet(false))}>
          {t('builder.formTab')}
        </Button>
        <Button variant={cv.previewMode ? 'primary' : 'secondary'} aria-pressed={cv.previewMode} className="flex-1" onClick={() => dispatch(previewModeSet(true))}>
          {t('builder.previewTab')}
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`min-w-0 space-y-4 ${cv.previewMode ? 'hidden lg:block' : ''}`}>
          <BuilderForm cvId={current.id} />
          <details className="rounded-2xl border border-gray-200 bg-gray-50">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 py-3 text-base font-semibold text-gray-900">
              <h2>{t('customize.title')}</h2>
            </summary>
            <div className="px-4 pb-4">
              <CustomizationPanel />
            </div>
          </details>
          <div className="rounded-2xl border border-gray-200 bg-gray-50 p-4">
            <AnalysisPanel cvId={current.id} onAnalyze={() => void analyze()} />
          </div>
        </div>
        <div className={`min-w-0 ${cv.previewMode ? '' : 'hidden lg:block'}`}>
          <div className="lg:sticky lg:top-20">
            <h2 className="sr-only">{t('builder.previewTab')}</h2>
            {/* Another language's headings may have to be fetched first: only the preview waits. */}
            <Suspense fallback={<ListSkeleton label={t('builder.loading')} rows={2} />}>
              <CvPreview data={cv.builderData} customization={cv.customization} language={current.language} />
            </Suspense>
          </div>
        </div>
      </div>

      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <ConfirmDialog
        open={guard.asking}
        title={t('leave.title')}
        confirmLabel={t('leave.confirm')}
        busyLabel={t('leave.confirm')}
        busy={false}
        onConfirm={leaveWithoutSaving}
        onCancel={guard.stay}
      >
        <p>{t('leave.message')}</p>
      </ConfirmDialog>
    </div>
  );
}

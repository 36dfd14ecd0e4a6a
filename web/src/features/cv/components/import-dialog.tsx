/**
 * Brings CV data in from elsewhere: a JSON Resume (pasted or from a .json file), the CSV files of
 * LinkedIn's data export (Profile, Positions, Education, Skills), or pasted text. What the server
 * finds is merged into the builder and left unsaved, for the person to look over.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormMessage, TextareaField } from '@/components/ui/form-field';
import { CV_MESSAGES, importCVData } from '@/features/cv/cv-thunks';
import type { ImportSource, LinkedInFiles } from '@/features/cv/types';
import { useCvToast } from '@/features/cv/use-cv-toast';
import { selectCv } from '@/features/cv/cv-slice';
import '@/features/cv/texts';

const SOURCES: ImportSource[] = ['json-resume', 'linkedin', 'text'];
const LINKEDIN_FILES: (keyof LinkedInFiles)[] = ['profile', 'positions', 'education', 'skills'];

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsText(file);
  });
}

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const toast = useCvToast();
  const busy = useAppSelector((state) => selectCv(state).loading.import);
  const [source, setSource] = useState<ImportSource>('json-resume');
  const [text, setText] = useState('');
  const [linkedin, setLinkedin] = useState<LinkedInFiles>({});
  const [error, setError] = useState<string | null>(null);

  async function chooseJSON(file: File | undefined) {
    if (!file) return;
    setText(await readText(file));
  }

  async function chooseCSV(key: keyof LinkedInFiles, file: File | undefined) {
    const next = { ...linkedin };
    if (file) next[key] = await readText(file);
    else delete next[key];
    setLinkedin(next);
  }

  async function submit() {
    setError(null);
    let data: unknown;
    if (source === 'linkedin') {
      if (Object.keys(linkedin).length === 0) {
        setError(t('import.linkedinRequired'));
        return;
      }
      data = linkedin;
    } else if (source === 'json-resume') {
      if (!text.trim()) {
        setError(t('import.textRequired'));
        return;
      }
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        setError(t('import.badJSON'));
        return;
      }
    } else {
      if (!text.trim()) {
        setError(t('import.textRequired'));
        return;
      }
      data = text;
    }
    const result = await dispatch(importCVData({ source, data }));
    if (importCVData.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.imported);
      setText('');
      setLinkedin({});
      onClose();
      return;
    }
    const failure = result.payload;
    const field = failure?.fieldErrors.map((problem) => problem.message).join(' ');
    setError(field || (failure?.fromServer ? failure.message : t('messages.importFailed')));
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t('import.title')}
      className="sm:max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('import.importing') : t('import.submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{t('import.intro')}</p>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('import.source')}</legend>
          <div className="flex flex-col gap-1">
            {SOURCES.map((item) => (
              <label key={item} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="cv-import-source"
                  value={item}
                  className="size-5 accent-teal-700"
                  checked={source === item}
                  onChange={() => {
                    setSource(item);
                    setError(null);
                  }}
                />
                {t(`import.sources.${item}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {source === 'linkedin' ? (
          <div className="space-y-3">
            <p className="text-sm text-gray-600">{t('import.linkedinHint')}</p>
            {LINKEDIN_FILES.map((key) => (
              <div key={key} className="flex flex-col gap-1">
                <label htmlFor={`cv-import-${key}`} className="text-sm font-medium text-gray-900">
                  {t(`import.files.${key}`)}
                </label>
                <input id={`cv-import-${key}`} type="file" accept=".csv,text/csv" className="min-h-11 text-sm" onChange={(event) => void chooseCSV(key, event.target.files?.[0])} />
              </div>
            ))}
          </div>
        ) : (
          <>
            {source === 'json-resume' ? (
              <div className="flex flex-col gap-1">
                <label htmlFor="cv-import-file" className="text-sm font-medium text-gray-900">
                  {t('import.chooseJSON')}
                </label>
                <input id="cv-import-file" type="file" accept=".json,application/json" className="min-h-11 text-sm" onChange={(event) => void chooseJSON(event.target.files?.[0])} />
              </div>
            ) : null}
            <TextareaField
              id="cv-import-text"
              label={source === 'json-resume' ? t('import.pasteJSON') : t('import.pasteText')}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </>
        )}
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      </div>
    </Dialog>
  );
}

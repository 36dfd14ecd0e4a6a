import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';
import { FLYER_TYPES } from '@/features/jobs/dashboard/job-form-values';
import '@/i18n/dashboard-texts';

interface FlyerFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  disabled?: boolean;
}

/** A preview address for a chosen image, freed when the file changes or the field goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** The optional vacancy flyer: choose an image, see it, replace or remove it. */
export function FlyerField({ file, onChange, error, disabled = false }: FlyerFieldProps) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function remove() {
    onChange(null);
    if (input.current) input.current.value = '';
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {t('jobForm.fields.flyer')} {t('common.optional')}
      </label>
      <div className={`rounded-lg border border-dashed p-3 ${error ? 'border-red-600' : 'border-gray-300'}`}>
        {file ? (
          <div className="mb-3 flex items-center gap-3">
            {preview ? (
              <img src={preview} alt={t('jobForm.flyerPreview')} width={64} height={64} className="size-16 shrink-0 rounded-md border border-gray-200 object-cover" />
            ) : null}
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium text-gray-900">{file.name}</p>
              <p className="text-gray-600">{formatBytes(file.size, i18n.language)}</p>
            </div>
            <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
              {t('jobForm.removeFlyer')}
            </Button>
          </div>
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept={FLYER_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-50"
        />
      </div>
      <p id={hintId} className="text-sm text-gray-600">
        {t('jobForm.flyerHint')}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

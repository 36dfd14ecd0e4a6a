import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { FieldShell, useField } from '@/components/ui/form-field';
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
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  const field = useField(undefined, {
    label: `${t('jobForm.fields.flyer')} ${t('common.optional')}`,
    hint: t('jobForm.flyerHint'),
    error: error ?? undefined,
  });

  function remove() {
    onChange(null);
    if (input.current) input.current.value = '';
  }

  return (
    <FieldShell {...field.shell}>
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
          {...field.control}
          type="file"
          accept={FLYER_TYPES.join(',')}
          disabled={disabled}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-gray-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-50"
        />
      </div>
    </FieldShell>
  );
}

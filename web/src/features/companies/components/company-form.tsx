import { useState, type FormEvent } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { Company, CompanyInput } from '@/features/companies/types';
import { COMPANY_SIZES, INDUSTRIES } from '@/features/companies/types';
import type { ApiFailure } from '@/lib/api-error';
import { DISTRICTS, FOREIGN } from '@/lib/locations';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A company page's fields and images, for its owner and for the admins. The name is asked only
 * when `withName` (admins, and owners, whose rename sends the page back to review: the hint says
 * so). Errors the server gives per field are shown beside the field; what was typed is kept.
 */
export function CompanyForm({
  company,
  withName,
  renameHint,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  company?: Company;
  withName: boolean;
  renameHint?: boolean;
  submitLabel: string;
  onSubmit: (input: CompanyInput, onProgress: (percent: number) => void) => Promise<ApiFailure | null>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('companies');
  const names = useNames();
  const [values, setValues] = useState({
    name: company?.name ?? '',
    industry: company?.industry ?? '',
    size: company?.size ?? '',
    location: company?.location ?? '',
    website: company?.website ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    founded: company?.founded ? String(company.founded) : '',
    description: company?.description ?? '',
  });
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  function pick(field: 'logo' | 'cover', file: File | null) {
    const next = { ...errors };
    delete next[field];
    if (file && (!IMAGE_TYPES.includes(file.type) || file.size > MAX_IMAGE_BYTES)) {
      next[field] = t('form.imageRule');
      file = null;
    }
    setErrors(next);
    if (field === 'logo') setLogo(file);
    else setCover(file);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (withName && !values.name.trim()) found.name = t('form.nameRequired');
    const year = values.founded.trim();
    if (year && (!/^\d{4}$/.test(year) || Number(year) < 1800 || Number(year) > new Date().getFullYear())) found.founded = t('form.foundedRule');
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setProgress(0);
    const input: CompanyInput = {
      ...(withName ? { name: values.name } : {}),
      industry: values.industry,
      size: values.size,
      location: values.location,
      website: values.website,
      email: values.email,
      phone: values.phone,
      founded: year ? Number(year) : null,
      description: values.description,
      logo,
      cover,
    };
    const problem = await onSubmit(input, setProgress);
    setProgress(null);
    if (problem) {
      setFailure(problem.message);
      setErrors(Object.fromEntries(problem.fieldErrors.map((item) => [item.field, item.message])));
    } else {
      setLogo(null);
      setCover(null);
    }
  }

  const sending = progress !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
      {withName ? (
        <FormField
          label={t('form.name')}
          value={values.name}
          maxLength={150}
          error={errors.name}
          hint={renameHint ? t('form.renameHint') : undefined}
          onChange={(event) => set('name')(event.target.value)}
          className="sm:col-span-2"
        />
      ) : null}
      <SelectField label={t('facts.industry')} value={values.industry} error={errors.industry} onChange={(event) => set('industry')(event.target.value)}>
        <option value="">{t('form.none')}</option>
        {INDUSTRIES.map((name) => (
          <option key={name} value={name}>
            {names.industry(name)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('facts.size')} value={values.size} error={errors.size} onChange={(event) => set('size')(event.target.value)}>
        <option value="">{t('form.none')}</option>
        {COMPANY_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('sizeBand', { size })}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('facts.district')} value={values.location} error={errors.location} onChange={(event) => set('location')(event.target.value)}>
        <option value="">{t('form.none')}</option>
        {[...DISTRICTS, FOREIGN].map((name) => (
          <option key={name} value={name}>
            {names.district(name)}
          </option>
        ))}
      </SelectField>
      <FormField label={t('facts.founded')} inputMode="numeric" value={values.founded} error={errors.founded} onChange={(event) => set('founded')(event.target.value)} />
      <FormField label={t('facts.website')} type="url" value={values.website} error={errors.website} onChange={(event) => set('website')(event.target.value)} />
      <FormField label={t('facts.email')} type="email" value={values.email} error={errors.email} onChange={(event) => set('email')(event.target.value)} />
      <FormField label={t('facts.phone')} type="tel" value={values.phone} error={errors.phone} onChange={(event) => set('phone')(event.target.value)} />
      <TextareaField
        label={t('about')}
        value={values.description}
        maxLength={5000}
        error={errors.description}
        onChange={(event) => set('description')(event.target.value)}
        className="sm:col-span-2"
      />
      <FormField
        label={t('form.logo')}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hint={t('form.imageRule')}
        error={errors.logo}
        onChange={(event) => pick('logo', event.target.files?.[0] ?? null)}
      />
      <FormField
        label={t('form.cover')}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hint={t('form.imageRule')}
        error={errors.cover}
        onChange={(event) => pick('cover', event.target.files?.[0] ?? null)}
      />
      {sending && (logo || cover) ? (
        <div className="sm:col-span-2">
          <UploadProgress percent={progress} label={t('form.uploading')} />
        </div>
      ) : null}
      {failure ? (
        <FormMessage tone="error" className="sm:col-span-2">
          {failure}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={sending}>
          {sending ? t('form.saving') : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('reviewForm.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

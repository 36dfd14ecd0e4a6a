/** A new CV: its title, template and language, started empty or from the person's profile. */
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, FormMessage, SelectField } from '@/components/ui/form-field';
import { CV_MESSAGES, createCV } from '@/features/cv/cv-thunks';
import { CV_LANGUAGES, CV_TEMPLATES, type CVLanguage } from '@/features/cv/types';
import { useCvToast } from '@/features/cv/use-cv-toast';
import { selectCv } from '@/features/cv/cv-slice';
import '@/features/cv/texts';

export function CreateCVDialog({ open, onClose, initialTemplate = 'modern' }: { open: boolean; onClose: () => void; initialTemplate?: string }) {
  const { t, i18n } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useCvToast();
  const busy = useAppSelector((state) => selectCv(state).loading.create);
  const templates = useAppSelector((state) => selectCv(state).templates);
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState(initialTemplate);
  const [language, setLanguage] = useState<CVLanguage>((CV_LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as CVLanguage) : 'en');
  const [from, setFrom] = useState<'empty' | 'profile'>('profile');
  const [error, setError] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const ids = templates.length > 0 ? templates.map((item) => item.id) : [...CV_TEMPLATES];

  async function submit() {
    setError(null);
    const result = await dispatch(createCV({ title: title.trim() || t('create.defaultTitle'), template, language, from }));
    if (createCV.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.created);
      onClose();
      void navigate(`/customer/cv/${result.payload.value.id}`);
      return;
    }
    const failure = result.payload;
    setError(failure?.fromServer ? failure.message : t('messages.createFailed'));
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t('create.title')}
      initialFocus={titleRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="cv-create-form" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('create.creating') : t('create.submit')}
          </Button>
        </>
      }
    >
      <form
        id="cv-create-form"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <FormField ref={titleRef} id="cv-create-title" label={t('create.name')} hint={t('create.nameHint')} maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        <SelectField id="cv-create-template" label={t('customize.template')} value={template} onChange={(event) => setTemplate(event.target.value)}>
          {ids.map((id) => (
            <option key={id} value={id}>
              {t(`templates.${id}`, { defaultValue: id })}
            </option>
          ))}
        </SelectField>
        <Link to={`/cv-templates/${encodeURIComponent(template)}`} className="inline-block text-sm text-teal-800 underline underline-offset-2">
          {t('create.previewTemplate', { name: t(`templates.${template}`, { defaultValue: template }) })}
        </Link>
        <SelectField id="cv-create-language" label={t('builder.language')} value={language} onChange={(event) => setLanguage(event.target.value as CVLanguage)}>
          {CV_LANGUAGES.map((item) => (
            <option key={item} value={item}>
              {t(`languages.${item}`)}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-gray-900">{t('create.start')}</legend>
          {(['profile', 'empty'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="cv-create-from" className="size-5 accent-teal-700" value={value} checked={from === value} onChange={() => setFrom(value)} />
              {t(`create.from.${value}`)}
            </label>
          ))}
        </fieldset>
      </form>
    </Dialog>
  );
}

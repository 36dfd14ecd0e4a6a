import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toApiFailure } from '@/lib/api-error';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage, TextareaField } from '@/components/ui/form-field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { zodResolver } from '@/lib/zod-resolver';
import { sendContactMessage, type ContactMessage } from '../api';
import { useProse } from '../components/prose';
import '../contact/texts';

const LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** Subjects people most often write about, offered as suggestions (subjects.<key>). */
const SUBJECT_SUGGESTIONS = ['job', 'posting', 'report', 'account', 'privacy'];

const LINK_CLASS = 'font-medium text-teal-800 underline underline-offset-2';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** /contact: a form that sends a message to the team (POST /api/contact). */
export default function ContactPage() {
  const { t, say, i18n } = useProse('static-contact', LINK_CLASS);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('contact.nameRequired'))
          .max(LIMITS.name, t('contact.tooLong', { max: LIMITS.name })),
        email: z
          .string()
          .trim()
          .max(LIMITS.email, t('contact.tooLong', { max: LIMITS.email }))
          .pipe(z.email(t('contact.emailInvalid'))),
        subject: z
          .string()
          .trim()
          .min(1, t('contact.subjectRequired'))
          .max(LIMITS.subject, t('contact.tooLong', { max: LIMITS.subject })),
        message: z
          .string()
          .trim()
          .min(10, t('contact.messageTooShort'))
          .max(LIMITS.message, t('contact.tooLong', { max: LIMITS.message })),
      }),
    [t],
  );

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  async function onSubmit(values: ContactMessage) {
    setFailure(null);
    try {
      const reply = await sendContactMessage(values);
      // The server's reply is in English; a reader of another language gets the same in theirs.
      setSent(reply && i18n.language === 'en' ? reply : t('sent'));
      reset();
    } catch (error) {
      const problem = toApiFailure(error, t('contact.failed'));
      let placed = false;
      for (const { field, message } of problem.fieldErrors) {
        if ((FIELDS as readonly string[]).includes(field)) {
          setError(field as (typeof FIELDS)[number], { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed || problem.fromServer) setFailure(problem.message);
    }
  }

  return (
    <>
      <PageHeader title={t('static.contactTitle')} intro={t('contact.intro')} />
      <PageBody>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
            {sent ? (
              <div role="status" className="flex flex-col items-start gap-4">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-green-50 text-green-700">
                  <CheckCircleIcon className="size-7" />
                </span>
                <h2 className="text-xl font-semibold text-gray-900">{t('contact.sentTitle')}</h2>
                <p className="text-gray-700">{sent}</p>
                <Button variant="secondary" onClick={() => setSent(null)}>
                  {t('contact.sendAnother')}
                </Button>
              </div>
            ) : (
              <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-5">
                {failure && <FormMessage tone="error">{failure}</FormMessage>}
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField
                    label={t('contact.name')}
                    autoComplete="name"
                    maxLength={LIMITS.name}
                    error={errors.name?.message}
                    {...register('name')}
                  />
                  <FormField
                    label={t('contact.email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    maxLength={LIMITS.email}
                    error={errors.email?.message}
                    {...register('email')}
                  />
                </div>
                <FormField
                  label={t('contact.subject')}
                  list="contact-subjects"
                  maxLength={LIMITS.subject}
                  error={errors.subject?.message}
                  {...register('subject')}
                />
                <datalist id="contact-subjects">
                  {SUBJECT_SUGGESTIONS.map((subject) => (
                    <option key={subject} value={t(`subjects.${subject}`)} />
                  ))}
                </datalist>
                <TextareaField
                  label={t('contact.message')}
                  rows={6}
                  maxLength={LIMITS.message}
                  error={errors.message?.message}
                  {...register('message')}
                />
                <div>
                  <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="w-full sm:w-auto">
                    {isSubmitting ? t('contact.sending') : t('contact.send')}
                  </Button>
                </div>
              </form>
            )}
          </div>

          <aside className="space-y-6 text-sm leading-6 text-gray-700">
            <div>
              <h2 className="text-base font-semibold text-gray-900">{t('beforeTitle')}</h2>
              <p className="mt-1">{say('before')}</p>
            </div>
            <div>
              <h2 className="text-base font-semibold text-gray-900">{t('reportTitle')}</h2>
              <p className="mt-1">{say('report')}</p>
            </div>
            <div>
              <h2 className="text-base font-semibold text-gray-900">{t('privacyTitle')}</h2>
              <p className="mt-1">{say('privacy')}</p>
            </div>
            <p>{t('replyTime')}</p>
          </aside>
        </div>
      </PageBody>
    </>
  );
}

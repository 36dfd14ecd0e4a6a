/**
 * The two registration forms: a job seeker (individual) and an employer (company). Field rules
 * match the server's; the server's own field messages still land beside the right field.
 */
import { useMemo, type FormEventHandler, type ReactNode } from 'react';
import { DistrictField } from '@/components/form/district-field';
import { Trans, useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { EmailField, IndustryField, NewPasswordFields, PhoneField, WebsiteField } from '@/components/form/account-fields';
import { REGISTRATION_FAILED, registerCustomer } from '@/app/session/auth-slice';
import type { Registration } from '@/app/session/types';
import type { useFormFailure } from '@/lib/use-form-failure';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  districtSchema,
  emailSchema,
  industrySchema,
  newPasswordSchema,
  phoneSchema,
  requiredText,
  websiteSchema,
  withConfirmedPassword,
  withoutEmpty,
} from '@/lib/validation';
import '@/i18n/auth-texts';

export interface RegistrationFormProps {
  /** Called with the server's message (if any) and the email, once the account exists. */
  onRegistered: (message: string | undefined, email: string) => void;
}

function Consent() {
  const { t } = useTranslation('auth');
  const linkClass = 'font-medium text-teal-800 underline underline-offset-2';
  return (
    <p className="text-sm text-gray-600">
      <Trans
        t={t}
        i18nKey="register.consent"
        components={{ terms: <Link to="/terms" className={linkClass} />, privacy: <Link to="/privacy" className={linkClass} /> }}
      />
    </p>
  );
}

interface RegistrationShellProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message above the fields after a failed registration. */
  failure: string | null;
  busy: boolean;
  children: ReactNode;
}

/** A registration form around its fields: the failure above them, then consent and the button. */
function RegistrationShell({ label, onSubmit, failure, busy, children }: RegistrationShellProps) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={label}>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {children}
      <Consent />
      <SubmitButton className="w-full" busy={busy} busyText={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </form>
  );
}

/** Sends a registration; once the account exists, hands over to onRegistered. */
function useRegistration(onRegistered: RegistrationFormProps['onRegistered'], failure: ReturnType<typeof useFormFailure>) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  return async (registration: Registration) => {
    failure.clear();
    const result = await dispatch(registerCustomer(registration));
    if (registerCustomer.fulfilled.match(result)) onRegistered(result.payload.message, registration.email);
    else failure.show(result.payload ?? fallbackFailure(REGISTRATION_FAILED), t('errors.registrationFailed'));
  };
}

const INDIVIDUAL_FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

export function IndividualRegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const schema = useMemo(
    () =>
      withConfirmedPassword(
        t,
        {
          name: requiredText(t('validation.nameRequired'), t('validation.tooLong')),
          email: emailSchema(t),
          phone: phoneSchema(t),
          password: newPasswordSchema(t),
        },
        'password',
      ),
    [t],
  );
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { name: '', email: '', phone: '', password: '', confirmPassword: '' }, INDIVIDUAL_FIELDS);
  const send = useRegistration(onRegistered, failure);
  const onSubmit = handleSubmit(({ name, email, phone, password }) =>
    send({ type: 'individual', name, email, password, ...withoutEmpty({ phone }) }),
  );

  return (
    <RegistrationShell label={t('register.individualForm')} onSubmit={onSubmit} failure={failure.message} busy={isSubmitting}>
      <FormField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <NewPasswordFields
        label={t('fields.password')}
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
    </RegistrationShell>
  );
}

const COMPANY_FIELDS = [
  'name',
  'contactPerson',
  'email',
  'phone',
  'website',
  'industry',
  'district',
  'password',
  'confirmPassword',
] as const;

export function CompanyRegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const schema = useMemo(
    () =>
      withConfirmedPassword(
        t,
        {
          name: requiredText(t('validation.companyNameRequired'), t('validation.tooLong')),
          contactPerson: requiredText(t('validation.contactPersonRequired'), t('validation.tooLong')),
          email: emailSchema(t),
          phone: phoneSchema(t),
          website: websiteSchema(t),
          industry: industrySchema(t),
          district: districtSchema(t),
          password: newPasswordSchema(t),
        },
        'password',
      ),
    [t],
  );
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, {
      name: '',
      contactPerson: '',
      email: '',
      phone: '',
      website: '',
      industry: '',
      district: '',
      password: '',
      confirmPassword: '',
    }, COMPANY_FIELDS);
  const send = useRegistration(onRegistered, failure);
  const onSubmit = handleSubmit(({ name, contactPerson, email, password, phone, website, industry, district }) =>
    send({ type: 'company', name, contactPerson, email, password, ...withoutEmpty({ phone, website, industry, district }) }),
  );

  return (
    <RegistrationShell label={t('register.companyForm')} onSubmit={onSubmit} failure={failure.message} busy={isSubmitting}>
      <FormField label={t('fields.companyName')} autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <FormField label={t('fields.contactPerson')} autoComplete="name" error={errors.contactPerson?.message} {...register('contactPerson')} />
      <EmailField label={t('fields.workEmail')} error={errors.email?.message} {...register('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <DistrictField error={errors.district?.message} {...register('district')} />
      </div>
      <WebsiteField autoComplete="url" placeholder="https://" error={errors.website?.message} {...register('website')} />
      <IndustryField hint={t('hints.industry')} error={errors.industry?.message} {...register('industry')} />
      <NewPasswordFields
        label={t('fields.password')}
        password={{ error: errors.password?.message, ...register('password') }}
        confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
      />
    </RegistrationShell>
  );
}

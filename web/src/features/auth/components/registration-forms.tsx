/**
 * The two registration forms: a job seeker (individual) and an employer (company). Field rules
 * match the server's; the server's own field messages still land beside the right field.
 */
import { useMemo } from 'react';
import { DistrictField } from '@/components/form/district-field';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { REGISTRATION_FAILED, registerCustomer } from '@/app/session/auth-slice';
import { PasswordField } from '@/components/form/password-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  districtSchema,
  emailSchema,
  industrySchema,
  newPasswordSchema,
  phoneSchema,
  requiredText,
  websiteSchema,
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

const INDIVIDUAL_FIELDS = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

export function IndividualRegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const schema = useMemo(
    () =>
      z
        .object({
          name: requiredText(t('validation.nameRequired'), t('validation.tooLong')),
          email: emailSchema(t),
          phone: phoneSchema(t),
          password: newPasswordSchema(t),
          confirmPassword: z.string().min(1, t('validation.confirmRequired')),
        })
        .refine((values) => values.password === values.confirmPassword, {
          message: t('validation.passwordsDiffer'),
          path: ['confirmPassword'],
        }),
    [t],
  );
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { name: '', email: '', phone: '', password: '', confirmPassword: '' }, INDIVIDUAL_FIELDS);
  const dispatch = useAppDispatch();

  const onSubmit = handleSubmit(async ({ name, email, phone, password }) => {
    failure.clear();
    const result = await dispatch(registerCustomer({ type: 'individual', name, email, password, ...withoutEmpty({ phone }) }));
    if (registerCustomer.fulfilled.match(result)) onRegistered(result.payload.message, email);
    else failure.show(result.payload ?? fallbackFailure(REGISTRATION_FAILED), t('errors.registrationFailed'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('register.individualForm')}>
      {failure.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <FormField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label={`${t('fields.phone')} ${t('fields.optional')}`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('hints.phone')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('hints.password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Consent />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
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
      z
        .object({
          name: requiredText(t('validation.companyNameRequired'), t('validation.tooLong')),
          contactPerson: requiredText(t('validation.contactPersonRequired'), t('validation.tooLong')),
          email: emailSchema(t),
          phone: phoneSchema(t),
          website: websiteSchema(t),
          industry: industrySchema(t),
          district: districtSchema(t),
          password: newPasswordSchema(t),
          confirmPassword: z.string().min(1, t('validation.confirmRequired')),
        })
        .refine((values) => values.password === values.confirmPassword, {
          message: t('validation.passwordsDiffer'),
          path: ['confirmPassword'],
        }),
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
  const dispatch = useAppDispatch();

  const onSubmit = handleSubmit(async ({ name, contactPerson, email, password, phone, website, industry, district }) => {
    failure.clear();
    const result = await dispatch(
      registerCustomer({
        type: 'company',
        name,
        contactPerson,
        email,
        password,
        ...withoutEmpty({ phone, website, industry, district }),
      }),
    );
    if (registerCustomer.fulfilled.match(result)) onRegistered(result.payload.message, email);
    else failure.show(result.payload ?? fallbackFailure(REGISTRATION_FAILED), t('errors.registrationFailed'));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t('register.companyForm')}>
      {failure.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <FormField label={t('fields.companyName')} autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <FormField label={t('fields.contactPerson')} autoComplete="name" error={errors.contactPerson?.message} {...register('contactPerson')} />
      <FormField
        label={t('fields.workEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={`${t('fields.phone')} ${t('fields.optional')}`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('hints.phone')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <DistrictField error={errors.district?.message} {...register('district')} />
      </div>
      <FormField
        label={`${t('fields.website')} ${t('fields.optional')}`}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        placeholder="https://"
        hint={t('hints.website')}
        error={errors.website?.message}
        {...register('website')}
      />
      <FormField
        label={`${t('fields.industry')} ${t('fields.optional')}`}
        hint={t('hints.industry')}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('hints.password')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Consent />
      <Button type="submit" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}

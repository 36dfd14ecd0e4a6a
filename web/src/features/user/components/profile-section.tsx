/**
 * The profile parts of the customer dashboard: the profile card, editing the profile and
 * changing the password.
 */
import { useMemo } from 'react';
import { DistrictField } from '@/components/form/district-field';
import { districtName, industryName } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { z } from 'zod';
import { fallbackFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { SubmitButton } from '@/components/ui/button';
import { CurrentPasswordField, IndustryField, NewPasswordFields, PhoneField, WebsiteField } from '@/components/form/account-fields';
import { FormField, FormMessage } from '@/components/ui/form-field';
import type { CustomerUser } from '@/app/session/types';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  currentPasswordSchema,
  districtSchema,
  industrySchema,
  newPasswordSchema,
  phoneSchema,
  requiredText,
  websiteSchema,
  withConfirmedPassword,
} from '@/lib/validation';
import { changePassword, updateProfile } from '@/features/user/account-thunks';
import { USER_MESSAGES } from '@/features/user/user-slice';
import type { ProfileUpdate } from '@/features/user/types';
import { initials } from '@/lib/initials';
import { useAccountToast } from '@/features/user/use-account-toast';
import '@/i18n/auth-texts';
import '@/i18n/dashboard-texts';
import '@/features/user/texts';

export function ProfileSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-live="polite" className="rounded-2xl border border-gray-200 bg-white p-6">
      <span className="sr-only">{t('customer.loading')}</span>
      <div className="flex items-center gap-4 motion-safe:animate-pulse" aria-hidden="true">
        <div className="size-16 rounded-full bg-gray-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-1/3 rounded bg-gray-200" />
          <div className="h-3 w-1/2 rounded bg-gray-200" />
        </div>
      </div>
    </div>
  );
}

export function ProfileCard({ customer, refreshing, avatar }: { customer: CustomerUser; refreshing: boolean; avatar?: string | null }) {
  const { t, i18n } = useTranslation('user');
  const picture = avatar === undefined ? customer.avatar : avatar;
  const { t: common } = useTranslation('common');
  const company = customer.type === 'company';
  const since = customer.createdAt ? new Date(customer.createdAt) : null;
  const rows: [string, string][] = [
    [t('profile.email'), customer.email],
    [t('profile.phone'), customer.phone],
    ...(company
      ? ([
          [t('profile.contactPerson'), customer.contactPerson],
          [t('profile.website'), customer.website],
          [t('profile.industry'), industryName(common, customer.industry)],
        ] as [string, string][])
      : []),
    [t('profile.district'), districtName(common, customer.district)],
    [
      t('profile.memberSince'),
      since && !Number.isNaN(since.getTime()) ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(since) : '',
    ],
  ];
  return (
    <section aria-labelledby="profile-title" aria-busy={refreshing || undefined} className="rounded-2xl border border-gray-200 bg-white p-6">
      <div className="flex items-center gap-4">
        {picture ? (
          <img src={picture} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-teal-700 text-xl font-semibold text-white">
            {initials(customer.name || customer.email)}
          </span>
        )}
        <div className="min-w-0">
          <h2 id="profile-title" className="truncate text-lg font-semibold text-gray-900">
            {customer.name}
          </h2>
          <p className="mt-1">
            <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-900">
              {company ? t('profile.typeCompany') : t('profile.typeIndividual')}
            </span>
          </p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-gray-900">{value || <span className="font-normal text-gray-500">{t('profile.notGiven')}</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const PROFILE_FIELDS = ['name', 'phone', 'contactPerson', 'website', 'industry', 'district'] as const;

export function EditProfileForm({ customer }: { customer: CustomerUser }) {
  const { t } = useTranslation('user');
  const { t: auth } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const company = customer.type === 'company';
  const toast = useAccountToast();

  const schema = useMemo(
    () =>
      z.object({
        name: requiredText(company ? auth('validation.companyNameRequired') : auth('validation.nameRequired'), auth('validation.tooLong')),
        phone: phoneSchema(auth),
        contactPerson: company
          ? requiredText(auth('validation.contactPersonRequired'), auth('validation.tooLong'))
          : z.string(),
        website: websiteSchema(auth),
        industry: industrySchema(auth),
        district: districtSchema(auth),
      }),
    [auth, company],
  );
  const {
    register,
    handleSubmit,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, {
      name: customer.name ?? '',
      phone: customer.phone ?? '',
      contactPerson: customer.contactPerson ?? '',
      website: customer.website ?? '',
      industry: customer.industry ?? '',
      district: customer.district ?? '',
    }, PROFILE_FIELDS);

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    const update: ProfileUpdate = { name: values.name, phone: values.phone, district: values.district };
    if (company) Object.assign(update, { contactPerson: values.contactPerson, website: values.website, industry: values.industry });
    const result = await dispatch(updateProfile(update));
    if (updateProfile.fulfilled.match(result)) toast('success', result.payload.message);
    else {
      failure.show(result.payload ?? fallbackFailure(USER_MESSAGES.updateProfileFailed), t('editProfile.failed'));
      toast('error', result.payload?.message ?? USER_MESSAGES.updateProfileFailed);
    }
  });

  return (
    <section aria-labelledby="edit-profile-title" className="rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="edit-profile-title" className="text-lg font-semibold text-gray-900">
        {t('editProfile.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        {failure.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <FormField
          label={company ? auth('fields.companyName') : auth('fields.name')}
          autoComplete={company ? 'organization' : 'name'}
          error={errors.name?.message}
          {...register('name')}
        />
        {company ? (
          <FormField label={auth('fields.contactPerson')} autoComplete="name" error={errors.contactPerson?.message} {...register('contactPerson')} />
        ) : null}
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <DistrictField error={errors.district?.message} {...register('district')} />
        {company ? (
          <>
            <WebsiteField error={errors.website?.message} {...register('website')} />
            <IndustryField error={errors.industry?.message} {...register('industry')} />
          </>
        ) : null}
        <SubmitButton busy={isSubmitting} busyText={t('editProfile.saving')}>
          {t('editProfile.save')}
        </SubmitButton>
      </form>
    </section>
  );
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordForm() {
  const { t } = useTranslation('user');
  const { t: auth } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const toast = useAccountToast();
  const schema = useMemo(
    () =>
      withConfirmedPassword(auth, { currentPassword: currentPasswordSchema(auth), newPassword: newPasswordSchema(auth) }, 'newPassword'),
    [auth],
  );
  const {
    register,
    handleSubmit,
    reset,
    failure,
    formState: { errors, isSubmitting },
  } = useSchemaForm(schema, { currentPassword: '', newPassword: '', confirmPassword: '' }, PASSWORD_FIELDS);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    failure.clear();
    const result = await dispatch(changePassword({ currentPassword, newPassword }));
    if (changePassword.fulfilled.match(result)) {
      toast('success', result.payload);
      reset();
    } else {
      failure.show(result.payload ?? fallbackFailure(USER_MESSAGES.changePasswordFailed), t('password.failed'));
      toast('error', result.payload?.message ?? USER_MESSAGES.changePasswordFailed);
    }
  });

  return (
    <section aria-labelledby="change-password-title" className="rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="change-password-title" className="text-lg font-semibold text-gray-900">
        {t('password.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        {failure.message ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <CurrentPasswordField label={t('password.current')} error={errors.currentPassword?.message} {...register('currentPassword')} />
        <NewPasswordFields
          label={t('password.new')}
          password={{ error: errors.newPassword?.message, ...register('newPassword') }}
          confirm={{ error: errors.confirmPassword?.message, ...register('confirmPassword') }}
        />
        <SubmitButton busy={isSubmitting} busyText={t('password.saving')}>
          {t('password.save')}
        </SubmitButton>
      </form>
    </section>
  );
}

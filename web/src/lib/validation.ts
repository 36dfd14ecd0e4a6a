/**
 * Form rules of the auth and profile forms, the same as the server's (so most mistakes are
 * caught before sending); messages come translated from the 'auth' namespace.
 */
import type { TFunction } from '@/i18n/core';
import { z } from 'zod';
import { DISTRICTS, FOREIGN } from '@/lib/locations';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
const MAX_NAME_LENGTH = 120;
const MAX_EMAIL_LENGTH = 254;
const MAX_INDUSTRY_LENGTH = 80;

type T = TFunction;

export function emailSchema(t: T) {
  return z
    .string()
    .trim()
    .min(1, t('validation.emailRequired'))
    .max(MAX_EMAIL_LENGTH, t('validation.emailInvalid'))
    .pipe(z.email(t('validation.emailInvalid')));
}

/** A password being chosen: 8 to 128 characters. */
export function newPasswordSchema(t: T) {
  return z
    .string()
    .min(1, t('validation.passwordRequired'))
    .refine((value) => Array.from(value).length >= MIN_PASSWORD_LENGTH, t('validation.passwordTooShort'))
    .refine((value) => value.length <= MAX_PASSWORD_LENGTH, t('validation.passwordTooLong'));
}

/** A password being typed to sign in: only required. */
export function currentPasswordSchema(t: T) {
  return z.string().min(1, t('validation.passwordRequired'));
}

export function requiredText(message: string, tooLong: string, max = MAX_NAME_LENGTH) {
  return z.string().trim().min(1, message).max(max, tooLong);
}

export function isPhone(value: string): boolean {
  if (!/^[0-9+\-() ]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

export function phoneSchema(t: T) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isPhone(value), t('validation.phoneInvalid'));
}

export function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && value.length <= 300;
  } catch {
    return false;
  }
}

export function websiteSchema(t: T) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isWebsite(value), t('validation.websiteInvalid'));
}

export function industrySchema(t: T) {
  return z.string().trim().max(MAX_INDUSTRY_LENGTH, t('validation.tooLong'));
}

const PLACES: readonly string[] = [FOREIGN, ...DISTRICTS];

export function districtSchema(t: T) {
  return z.string().refine((value) => value === '' || PLACES.includes(value), t('validation.districtInvalid'));
}

/** Drops the optional fields left empty, so the server receives only what was filled in. */
export function withoutEmpty<V extends Record<string, string>>(values: V): Partial<V> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<V>;
}

/**
 * The rules of a form that chooses a password: its fields (the new password among them, named
 * by password) and confirmPassword, the new password typed again, which must be the same.
 */
export function withConfirmedPassword<Shape extends z.ZodRawShape>(t: T, shape: Shape, password: keyof Shape & string) {
  return z
    .object({ ...shape, confirmPassword: z.string().min(1, t('validation.confirmRequired')) })
    .refine((values) => {
      const typed = values as Record<string, unknown>;
      return typed[password] === typed.confirmPassword;
    }, {
      message: t('validation.passwordsDiffer'),
      path: ['confirmPassword'],
    });
}

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import '@/i18n/auth-texts';

export interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign in / create account / back home). */
  footer?: ReactNode;
  /** Wider card for longer forms such as registration. */
  wide?: boolean;
}

/**
 * The frame of the sign-in pages, which show without the site header and footer: the logo
 * (home), the language switch, one card in the middle and a way back home.
 */
export function AuthLayout({ title, subtitle, children, footer, wide = false }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <header className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between px-4">
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:pt-10">
        <div className={`w-full ${wide ? 'max-w-xl' : 'max-w-md'}`}>
          <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
            {subtitle ? <p className="mt-2 text-sm text-gray-600">{subtitle}</p> : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 space-y-2 text-center text-sm text-gray-700">{footer}</div> : null}
          <p className="mt-4 text-center text-sm">
            <Link to="/" className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline">
              {t('backHome')}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

/** An inline link in the auth pages' text, brand-coloured and easy to tap. */
export function AuthLink({ to, children, state }: { to: string; children: ReactNode; state?: unknown }) {
  return (
    <Link to={to} state={state} className="font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:underline">
      {children}
    </Link>
  );
}

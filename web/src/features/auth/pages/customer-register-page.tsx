import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import {
  CompanyRegistrationForm,
  IndividualRegistrationForm,
} from '@/features/auth/components/registration-forms';
import type { CustomerType, LoginPageState } from '@/app/session/types';
import { useCustomerSession } from '@/app/session/use-customer-session';
import '@/i18n/auth-texts';

const TYPES: readonly CustomerType[] = ['individual', 'company'];

/**
 * /customer/register: a job seeker (individual) or an employer (company) opens an account.
 * Registration does not sign in: on success the person goes to the sign-in page, which shows
 * the server's message and has the email filled in. ?type=company opens the employer tab.
 */
export default function CustomerRegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useCustomerSession();
  const [params, setParams] = useSearchParams();
  const tabs = useRef<Record<CustomerType, HTMLButtonElement | null>>({ individual: null, company: null });
  const selected: CustomerType = params.get('type') === 'company' ? 'company' : 'individual';

  if (session.isLoggedIn) return <Navigate to="/customer/dashboard" replace />;

  function choose(type: CustomerType, focus = false) {
    setParams(type === 'company' ? { type } : {}, { replace: true });
    if (focus) tabs.current[type]?.focus();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TYPES.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 };
    let next: CustomerType | undefined;
    if (event.key in moves) next = TYPES[(index + (moves[event.key] ?? 0) + TYPES.length) % TYPES.length];
    else if (event.key === 'Home') next = TYPES[0];
    else if (event.key === 'End') next = TYPES[TYPES.length - 1];
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  }

  function onRegistered(message: string | undefined, email: string) {
    const state: LoginPageState = { notice: message ?? t('register.success'), email };
    navigate('/customer/login', { state });
  }

  return (
    <AuthLayout
      wide
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <p>
          {t('register.haveAccount')} <AuthLink to="/customer/login">{t('register.signIn')}</AuthLink>
        </p>
      }
    >
      <div role="tablist" aria-label={t('register.tabsLabel')} className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1">
        {TYPES.map((type) => {
          const active = type === selected;
          return (
            <button
              key={type}
              ref={(element) => {
                tabs.current[type] = element;
              }}
              type="button"
              role="tab"
              id={`register-tab-${type}`}
              aria-selected={active}
              aria-controls={`register-panel-${type}`}
              tabIndex={active ? 0 : -1}
              onClick={() => choose(type)}
              onKeyDown={onTabKey}
              className={`flex min-h-11 flex-col items-center justify-center rounded-lg px-3 py-2 text-center transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-teal-700 motion-reduce:transition-none ${
                active ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900'
              }`}
            >
              {/* Named by all it shows, label and hint, so what is read out is what is seen. */}
              <span id={`register-tab-${type}-label`} className="text-sm font-semibold">
                {t(`register.${type}`)}
              </span>
              <span className="text-xs text-gray-600">
                {t(`register.${type}Hint`)}
              </span>
            </button>
          );
        })}
      </div>
      {TYPES.map((type) => (
        // Both forms stay mounted, so switching tabs keeps what was typed in each.
        <div
          key={type}
          role="tabpanel"
          id={`register-panel-${type}`}
          aria-labelledby={`register-tab-${type}-label`}
          hidden={type !== selected}
        >
          {type === 'individual' ? (
            <IndividualRegistrationForm onRegistered={onRegistered} />
          ) : (
            <CompanyRegistrationForm onRegistered={onRegistered} />
          )}
        </div>
      ))}
    </AuthLayout>
  );
}

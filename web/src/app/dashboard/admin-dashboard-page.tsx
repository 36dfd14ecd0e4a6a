import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Navigate, useNavigate } from 'react-router';
import { DashboardSections } from '@/app/dashboard/dashboard-sections';
import { dashboardSections } from '@/app/dashboard/sections';
import { useAppDispatch } from '@/app/hooks';
import { logout } from '@/app/session/auth-slice';
import { useAdminSession } from '@/app/session/use-admin-session';
import { toastAdded } from '@/app/ui-slice';
import { adminSectionsFor, type DashboardRole } from '@/components/dashboard/dashboard-section';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { displayName } from '@/lib/display-name';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FirstPasswordScreen } from '@/features/admin/components/first-password';
import { useAdminSessionKeeper } from '@/features/admin/session-keeper';
import '@/i18n/dashboard-texts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * /dashboard: the admin dashboard (SPEC section 2). Needs a stored 'token' and 'user';
 * otherwise the visitor goes to /jp-admin.
 */
export default function AdminDashboardPage() {
  const session = useAdminSession();
  if (!session) return <Navigate to="/jp-admin" replace />;
  const { user } = session;
  return (
    <AdminDashboard
      name={displayName(user)}
      role={text(user.role)}
      username={text(user.username)}
      mustChangePassword={user.mustChangePassword === true}
    />
  );
}

function AdminDashboard({ name, role, username, mustChangePassword }: { name: string; role: string; username: string; mustChangePassword: boolean }) {
  const { t } = useTranslation(['dashboard', 'admin']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(t('admin.title'));
  // The sections the role may see: editors the blog and the figures, admins the moderation too,
  // superadmins also the admin users (docs/ACCESS.md).
  const sections = useMemo(() => adminSectionsFor(dashboardSections, role), [role]);
  useAdminSessionKeeper(() => {
    dispatch(toastAdded({ type: 'info', message: t('admin:session.signedOutIdle') }));
    void signOut();
  });

  async function signOut() {
    setSigningOut(true);
    await dispatch(logout());
    navigate('/jp-admin', { replace: true });
  }

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="rounded-md bg-gray-100 px-2 py-1 text-xs font-semibold tracking-wide text-gray-700 uppercase">
              {t('admin.badge')}
            </span>
          </div>
          <Button variant="secondary" size="sm" onClick={signOut} disabled={signingOut}>
            {signingOut ? t('admin.signingOut') : t('admin.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
        <section aria-labelledby="admin-welcome" className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 id="admin-welcome" className="text-2xl font-semibold tracking-tight text-gray-900">
              {t('admin.title')}
            </h1>
            <p className="mt-1 text-gray-700">{t('admin.signedInAs', { name })}</p>
          </div>
          <dl className="flex gap-6 text-sm">
            {username ? (
              <div>
                <dt className="text-gray-600">{t('admin.username')}</dt>
                <dd className="font-medium text-gray-900">{username}</dd>
              </div>
            ) : null}
            {role ? (
              <div>
                <dt className="text-gray-600">{t('admin.role')}</dt>
                <dd className="font-medium text-gray-900">{t(`admin.roles.${role}`, { defaultValue: role })}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        {mustChangePassword ? (
          <FirstPasswordScreen name={name} />
        ) : (
          <DashboardSections sections={sections} viewer={{ name, role: role as DashboardRole }} />
        )}
      </main>
    </div>
  );
}

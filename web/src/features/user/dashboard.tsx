/** The account area's section of the customer dashboard: the profile, its changes and the password. */
import { useAppSelector } from '@/app/hooks';
import { isCustomerUser } from '@/app/session/types';
import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { ChangePasswordForm, EditProfileForm, ProfileCard, ProfileSkeleton } from '@/features/user/components/profile-section';
import { selectUserError, selectUserPending, selectUserProfile } from '@/features/user/user-slice';

/** The dashboard asks for the profile; until it comes, a skeleton (the page shows a failure). */
function Profile() {
  const profile = useAppSelector(selectUserProfile);
  const pending = useAppSelector(selectUserPending);
  const error = useAppSelector(selectUserError);
  const customer = isCustomerUser(profile) ? profile : null;
  if (!customer) return !error || pending.profile ? <ProfileSkeleton /> : null;
  return (
    <>
      <ProfileCard customer={customer} refreshing={pending.profile} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EditProfileForm key={customer.id} customer={customer} />
        <ChangePasswordForm />
      </div>
    </>
  );
}

export const userDashboardSections: DashboardSection[] = [
  { id: 'profile', labelKey: 'tabs.profile', roles: ['company', 'individual'], component: Profile },
];

/**
 * The account area's sections of the customer dashboard. Job seekers (individual accounts) get
 * the overview first, then saved jobs, job alerts, their profile (account details, picture and
 * career profile) and settings. Employers (company accounts) get the profile (account details
 * and picture) and settings: saved jobs, alerts and a career profile are a job seeker's.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isCustomerUser } from '@/app/session/types';
import type { DashboardSection, DashboardViewer } from '@/components/dashboard/dashboard-section';
import { AlertsSection } from '@/features/user/components/alerts-section';
import { AvatarUpload } from '@/features/user/components/avatar-upload';
import { CareerProfileForm } from '@/features/user/components/career-profile-form';
import { OverviewSection } from '@/features/user/components/overview-section';
import { EditProfileForm, ProfileCard, ProfileSkeleton } from '@/features/user/components/profile-section';
import { SavedJobsSection } from '@/features/user/components/saved-jobs-section';
import { SettingsSection } from '@/features/user/components/settings-section';
import { fetchCareerProfile } from '@/features/user/account-thunks';
import {
  selectAvatar,
  selectCareerProfile,
  selectUserError,
  selectUserPending,
  selectUserProfile,
} from '@/features/user/user-slice';

/** The dashboard asks for the profile; until it comes, a skeleton (the page shows a failure). */
function Profile({ viewer }: { viewer: DashboardViewer }) {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const pending = useAppSelector(selectUserPending);
  const error = useAppSelector(selectUserError);
  const career = useAppSelector(selectCareerProfile);
  const avatar = useAppSelector(selectAvatar);
  const jobSeeker = viewer.role === 'individual';
  const customer = isCustomerUser(profile) ? profile : null;

  useEffect(() => {
    if (jobSeeker) void dispatch(fetchCareerProfile());
  }, [dispatch, jobSeeker]);

  if (!customer) return !error || pending.profile ? <ProfileSkeleton /> : null;
  const picture = avatar ?? (customer.avatar || null);
  return (
    <div className="space-y-6">
      <ProfileCard customer={customer} refreshing={pending.profile} avatar={picture} />
      <div className="grid gap-6 lg:grid-cols-2">
        <AvatarUpload avatar={picture} name={customer.name || customer.email} />
        <EditProfileForm key={customer.id} customer={customer} />
      </div>
      {jobSeeker ? career ? <CareerProfileForm key={career.updatedAt ?? 'new'} profile={career} /> : <ProfileSkeleton /> : null}
    </div>
  );
}

function Settings({ viewer }: { viewer: DashboardViewer }) {
  return <SettingsSection jobSeeker={viewer.role === 'individual'} />;
}

/** Shown before every other area's sections: a job seeker's dashboard opens on the overview. */
export const userLeadSections: DashboardSection[] = [
  { id: 'overview', labelKey: 'tabs.overview', roles: ['individual'], component: OverviewSection },
];

export const userDashboardSections: DashboardSection[] = [
  { id: 'saved', labelKey: 'tabs.savedJobs', roles: ['individual'], component: SavedJobsSection },
  { id: 'alerts', labelKey: 'tabs.alerts', roles: ['individual'], component: AlertsSection },
  { id: 'profile', labelKey: 'tabs.profile', roles: ['company', 'individual'], component: Profile },
  { id: 'settings', labelKey: 'tabs.settings', roles: ['company', 'individual'], component: Settings },
];

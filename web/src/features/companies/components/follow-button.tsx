import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button, buttonClasses } from '@/components/ui/button';
import { selectIsFollowPending } from '@/features/companies/companies-slice';
import { followCompany, unfollowCompany } from '@/features/companies/companies-thunks';
import type { Company } from '@/features/companies/types';
import { useViewer } from '@/features/companies/use-viewer';

/** Follow or unfollow, with the number of followers; visitors are asked to sign in. */
export function FollowButton({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { customerId } = useViewer();
  const pending = useAppSelector((state) => selectIsFollowPending(state, company.id));
  const count = <span className="text-sm text-gray-700">{t('followers', { count: company.followersCount })}</span>;

  if (customerId === null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses('secondary')}>
          {t('follow.signIn')}
        </Link>
        {count}
      </div>
    );
  }

  async function toggle() {
    const thunk = company.isFollowed ? unfollowCompany : followCompany;
    const result = await dispatch(thunk(company.id));
    if (thunk.rejected.match(result)) {
      dispatch(toastAdded({ type: 'error', message: result.payload?.fromServer ? result.payload.message : t(company.isFollowed ? 'errors.unfollow' : 'errors.follow') }));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant={company.isFollowed ? 'secondary' : 'primary'} aria-pressed={company.isFollowed} disabled={pending} onClick={() => void toggle()}>
        {company.isFollowed ? t('follow.following') : t('follow.follow')}
      </Button>
      {count}
    </div>
  );
}

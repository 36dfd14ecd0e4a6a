/**
 * The account's side of the job screens' needs (features/jobs/job-seeker.ts): saved jobs,
 * application statuses, the search history and alerts from a search, read from and written to
 * the user state. app/ hands these to the jobs area. The 'user' namespace's English texts are not
 * on the job pages: what needs one of them waits for them (withUserTexts).
 */
import { useCallback, useContext, useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import i18n from '@/i18n';
import { useCustomerSession } from '@/app/session/use-customer-session';
import { rememberPendingFavorite } from '@/features/user/pending-favorite';
import type { JobAlertInput, SearchFilters } from '@/features/user/types';
import { accountToast, withUserTexts } from '@/features/user/use-account-toast';
import {
  USER_MESSAGES,
  alertDraftSet,
  applicationStatusChanged,
  fetchMyApplicationStatuses,
  removeFavorite,
  saveFavorite,
  searchHistoryCleared,
  searchRecorded,
  selectApplicationStatus,
  selectFavoriteJobIds,
  selectIsFavorite,
  selectMyApplicationsStatus,
  selectSearchHistory,
} from '@/features/user/user-slice';
import { readCustomerSession } from '@/lib/storage';

const NAME_MAX = 80;
const KEYWORD_MAX = 60;

/** A new alert that finds what the search found (its keyword, type, place, topic and pay). */
export function alertFromSearch(filters: SearchFilters, fallbackName: string, placeName: (location: string) => string): JobAlertInput {
  const search = filters.search.trim();
  const parts = [search, filters.location ? placeName(filters.location) : '', filters.jobType, filters.mainTopic].filter(Boolean);
  const name = (parts.join(' · ') || fallbackName).slice(0, NAME_MAX);
  return {
    name,
    keywords: search ? [search.slice(0, KEYWORD_MAX)] : [],
    locations: filters.location ? [filters.location] : [],
    jobTypes: filters.jobType ? [filters.jobType] : [],
    mainTopics: filters.mainTopic ? [filters.mainTopic] : [],
    minSalary: filters.minSalary !== null && filters.minSalary > 0 ? filters.minSalary : null,
    frequency: 'daily',
    enabled: true,
  };
}

export const jobSeekerMarks = {
  useIsFavorite: (jobId: number) => useAppSelector((state) => selectIsFavorite(state, jobId)),
  // What a Save needs is read when it is tapped, not when the button is drawn: a page of job cards
  // has one on each, and hooks that watched the saved list, the texts and the router in every
  // button were work on every card the server drew, and redrew every card on each change.
  useToggleFavorite: () => {
    const dispatch = useAppDispatch();
    const store = useAppStore();
    const { navigator, basename } = useContext(UNSAFE_NavigationContext);
    const location = useLocation();
    return useCallback(
      (jobId: number) => {
        if (!readCustomerSession()) {
          // Saved after signing in (see AccountSync), then back here.
          rememberPendingFavorite({ jobId, returnTo: location.pathname + location.search });
          const pathname = basename === '/' ? '/customer/login' : `${basename}/customer/login`;
          withUserTexts(() => navigator.push({ pathname, search: '', hash: '' }, { notice: i18n.t('user:messages.signInToSave') }));
          return;
        }
        const thunk = selectFavoriteJobIds(store.getState()).includes(jobId) ? removeFavorite(jobId) : saveFavorite(jobId);
        void dispatch(thunk).then((result) => {
          if (result.meta.requestStatus === 'rejected') {
            const failure = result.payload as { message?: string } | undefined;
            accountToast(dispatch, 'error', failure?.message ?? USER_MESSAGES.saveJobFailed);
          }
        });
      },
      [dispatch, store, navigator, basename, location.pathname, location.search],
    );
  },
  useApplicationStatus: (jobId: number) => useAppSelector((state) => selectApplicationStatus(state, jobId)),
  useLoadApplicationStatuses: (wanted: boolean) => {
    const dispatch = useAppDispatch();
    const status = useAppSelector(selectMyApplicationsStatus);
    // Knowing what the job seeker already applied for keeps them from applying twice.
    useEffect(() => {
      if (wanted && status === 'idle') void dispatch(fetchMyApplicationStatuses());
    }, [dispatch, wanted, status]);
  },
  useRecordApplication: () => {
    const dispatch = useAppDispatch();
    return useCallback((jobId: number, status: string) => void dispatch(applicationStatusChanged({ jobId, status })), [dispatch]);
  },
  useRecordSearch: () => {
    const dispatch = useAppDispatch();
    return useCallback((term: string) => void dispatch(searchRecorded(term)), [dispatch]);
  },
  useRecentSearches: () => {
    const dispatch = useAppDispatch();
    const history = useAppSelector(selectSearchHistory);
    const clear = useCallback(() => void dispatch(searchHistoryCleared()), [dispatch]);
    return useMemo(() => ({ terms: history.map((entry) => entry.term), clear }), [history, clear]);
  },
  useAlertFromSearch: () => {
    const dispatch = useAppDispatch();
    const navigate = useNavigate();
    const session = useCustomerSession();
    const { t } = useTranslation('user');
    const { t: common } = useTranslation('common');
    const jobSeeker = session.isLoggedIn && session.user?.type === 'individual';
    const open = useCallback(
      (filters: SearchFilters) => {
        const placeName = (location: string) => (location === 'Foreign' ? common('location.foreign') : common(`location.${location}`));
        withUserTexts(() => {
          dispatch(alertDraftSet(alertFromSearch(filters, t('alerts.defaultName'), placeName)));
          void navigate('/customer/dashboard?tab=alerts');
        });
      },
      [dispatch, navigate, t, common],
    );
    return jobSeeker ? open : null;
  },
};

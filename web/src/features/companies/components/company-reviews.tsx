import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { EMPTY_SUMMARY, selectCompanyReviews } from '@/features/companies/companies-slice';
import { COMPANY_MESSAGES, deleteReview, fetchCompany, fetchCompanyReviews } from '@/features/companies/companies-thunks';
import { RatingSummary } from '@/features/companies/components/rating-summary';
import { ReviewForm } from '@/features/companies/components/review-form';
import { Stars } from '@/features/companies/components/stars';
import { failureOf } from '@/features/companies/failure';
import type { Company, Review } from '@/features/companies/types';
import { useViewer } from '@/features/companies/use-viewer';
import { formatDate } from '@/lib/format';

/**
 * A company's reviews: the summary, the form (visitors are asked to sign in; a company account
 * cannot review its own page; one's own review is edited rather than written twice) and the list.
 * After any change the company is read again, so its rating and count are the server's.
 */
export function CompanyReviews({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { customerId, admin } = useViewer();
  const reviews = useAppSelector((state) => selectCompanyReviews(state, company.id));
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const request = dispatch(fetchCompanyReviews(company.id));
    return () => request.abort();
  }, [dispatch, company.id]);

  function refresh() {
    setEditing(false);
    void dispatch(fetchCompanyReviews(company.id));
    void dispatch(fetchCompany({ id: company.id }));
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await dispatch(deleteReview({ companyId: company.id, reviewId: deleting.id }));
    setBusy(false);
    setDeleting(null);
    if (deleteReview.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t('reviews.deleted') }));
      refresh();
    } else {
      dispatch(toastAdded({ type: 'error', message: result.payload?.fromServer ? result.payload.message : t('errors.fetchReviews') }));
    }
  }

  const items = reviews?.items ?? [];
  const own = customerId === null ? undefined : items.find((review) => review.author.id === customerId);
  const ownPage = customerId !== null && company.ownerId === customerId;

  let form;
  if (customerId === null && !admin) {
    form = (
      <div className="rounded-2xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
        <p>{t('reviewForm.signInText')}</p>
        <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses('primary', 'md', 'mt-3')}>
          {t('reviewForm.signIn')}
        </Link>
      </div>
    );
  } else if (ownPage) {
    form = <p className="text-sm text-gray-700">{t('reviewForm.ownPage')}</p>;
  } else if (customerId !== null && reviews?.status === 'succeeded' && (!own || editing)) {
    form = <ReviewForm key={own?.id ?? 'new'} companyId={company.id} review={own} onDone={refresh} />;
  }

  return (
    <section aria-labelledby="company-reviews" className="space-y-4">
      <h2 id="company-reviews" className="text-xl font-bold text-gray-900">
        {t('reviews.title')}
      </h2>
      {reviews?.status === 'failed' ? (
        <LoadError
          failure={failureOf(reviews.error, COMPANY_MESSAGES.fetchReviewsFailed)}
          fallback={t('errors.fetchReviews')}
          onRetry={() => void dispatch(fetchCompanyReviews(company.id))}
        />
      ) : !reviews || (reviews.status === 'loading' && items.length === 0) ? (
        <ListSkeleton label={t('reviews.loading')} rows={2} />
      ) : (
        <>
          <RatingSummary summary={reviews.summary ?? EMPTY_SUMMARY} />
          {form}
          {items.length === 0 ? (
            <EmptyList title={t('reviews.emptyTitle')}>{t('reviews.emptyMessage')}</EmptyList>
          ) : (
            <ul className="space-y-3">
              {items.map((review) => (
                <li key={review.id}>
                  <article className="rounded-2xl border border-gray-200 bg-white p-4">
                    <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Stars rating={review.rating} />
                      <h3 className="font-semibold text-gray-900">{review.title}</h3>
                    </header>
                    <p className="text-sm text-gray-600">
                      {t('reviews.by', { name: review.author.name, date: formatDate(review.createdAt, i18n.language) })}
                    </p>
                    <p className="mt-2 whitespace-pre-line text-gray-800">{review.text}</p>
                    {review.pros ? (
                      <p className="mt-2 whitespace-pre-line text-sm text-gray-800">
                        <strong>{t('reviewForm.pros')}:</strong> {review.pros}
                      </p>
                    ) : null}
                    {review.cons ? (
                      <p className="mt-1 whitespace-pre-line text-sm text-gray-800">
                        <strong>{t('reviewForm.cons')}:</strong> {review.cons}
                      </p>
                    ) : null}
                    {review.author.id === customerId || admin ? (
                      <div className="mt-3 flex gap-2">
                        {review.author.id === customerId && !editing ? (
                          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                            {t('reviews.edit')}
                          </Button>
                        ) : null}
                        <Button variant="ghost" size="sm" onClick={() => setDeleting(review)}>
                          {t('reviews.delete')}
                        </Button>
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('reviews.deleteTitle')}
        confirmLabel={t('reviews.delete')}
        busyLabel={t('reviews.deleting')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('reviews.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}

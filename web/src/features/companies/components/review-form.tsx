import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage, TextareaField } from '@/components/ui/form-field';
import { addReview, updateReview } from '@/features/companies/companies-thunks';
import type { Review, ReviewInput } from '@/features/companies/types';

type Errors = Partial<Record<keyof ReviewInput, string>>;

/**
 * Writes or edits one's review: whole stars from 1 to 5 (a radio group, so it works from the
 * keyboard and is read out), a title, the text, and pros and cons if one wants.
 */
export function ReviewForm({ companyId, review, onDone }: { companyId: number; review?: Review; onDone: () => void }) {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const [input, setInput] = useState<ReviewInput>({
    rating: review?.rating ?? 0,
    title: review?.title ?? '',
    text: review?.text ?? '',
    pros: review?.pros ?? '',
    cons: review?.cons ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof ReviewInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (input.rating < 1 || input.rating > 5) found.rating = t('reviewForm.ratingRequired');
    if (!input.title.trim()) found.title = t('reviewForm.titleRequired');
    if (!input.text.trim()) found.text = t('reviewForm.textRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    const body = { ...input, title: input.title.trim(), text: input.text.trim(), pros: input.pros.trim(), cons: input.cons.trim() };
    const result = review
      ? await dispatch(updateReview({ companyId, reviewId: review.id, input: body }))
      : await dispatch(addReview({ companyId, input: body }));
    setSending(false);
    if (result.meta.requestStatus === 'fulfilled') {
      dispatch(toastAdded({ type: 'success', message: t(review ? 'reviewForm.updated' : 'reviewForm.added') }));
      onDone();
      return;
    }
    const payload = result.payload as { message?: string; fromServer?: boolean } | undefined;
    const message = payload?.fromServer && payload.message ? payload.message : t('errors.addReview');
    setFailure(message);
    dispatch(toastAdded({ type: 'error', message }));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4" aria-label={review ? t('reviewForm.editTitle') : t('reviewForm.title')}>
      <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend className="text-sm font-medium text-gray-900">{t('reviewForm.rating')}</legend>
        <div className="mt-1 flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label
              key={star}
              className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border px-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700 ${
                input.rating === star ? 'border-amber-500 bg-amber-50 font-semibold text-gray-900' : 'border-gray-300 text-gray-700'
              }`}
            >
              <input
                type="radio"
                name="rating"
                value={star}
                checked={input.rating === star}
                onChange={() => setInput((current) => ({ ...current, rating: star }))}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-amber-500">
                ★
              </span>
              {t('filters.stars', { count: star })}
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="review-rating-error" className="mt-1 text-sm text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <FormField label={t('reviewForm.titleField')} value={input.title} maxLength={150} error={errors.title} onChange={(event) => change('title')(event.target.value)} />
      <TextareaField label={t('reviewForm.text')} value={input.text} maxLength={5000} error={errors.text} onChange={(event) => change('text')(event.target.value)} />
      <TextareaField label={t('reviewForm.pros')} value={input.pros} maxLength={2000} onChange={(event) => change('pros')(event.target.value)} />
      <TextareaField label={t('reviewForm.cons')} value={input.cons} maxLength={2000} onChange={(event) => change('cons')(event.target.value)} />
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? t('reviewForm.sending') : review ? t('reviewForm.save') : t('reviewForm.submit')}
        </Button>
        {review ? (
          <Button variant="secondary" onClick={onDone}>
            {t('reviewForm.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

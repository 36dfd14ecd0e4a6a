import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { FormField, TextareaField } from '@/components/ui/form-field';
import { addDays } from '@/lib/format';
import { MAX_CLOSING_DAYS } from '@/features/jobs/format';
import type { WalkIn } from '@/features/jobs/types';
import { MAX_WALKIN_ADDRESS, MAX_WALKIN_DOCUMENTS, type WalkInDraft } from '@/features/jobs/walkin/walkin-format';
import '@/features/jobs/walkin/texts';

interface WalkInFieldsProps {
  draft: WalkInDraft;
  onChange: (draft: WalkInDraft) => void;
  /** Problems by the server's field names (walkIn.date...). */
  problems: Record<string, string>;
  /** Applying without a CV needs applications on this site. */
  applyOnSite: boolean;
  today: string;
  disabled?: boolean;
}

const CHECK = 'flex min-h-11 items-start gap-3 rounded-lg px-2 py-2 text-sm text-gray-900 hover:bg-gray-50';

/** The job form's section: applying without a CV, and the walk-in interview's day, hours, place and RSVPs. */
export function WalkInFields({ draft, onChange, problems, applyOnSite, today, disabled }: WalkInFieldsProps) {
  const { t } = useTranslation('jobs-walkin');
  const id = useId();
  const set = (changes: Partial<WalkIn>) => onChange({ ...draft, walkIn: { ...draft.walkIn, ...changes } });
  return (
    <div className="space-y-4">
      {applyOnSite ? (
        <label className={CHECK}>
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-teal-700"
            checked={draft.allowsApplyWithoutCV}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, allowsApplyWithoutCV: event.target.checked })}
          />
          <span>
            <span className="block font-medium">{t('form.allowsNoCV')}</span>
            <span className="block text-gray-600">{t('form.allowsNoCVHint')}</span>
          </span>
        </label>
      ) : (
        <p className="text-sm text-gray-600">{t('form.onlyOnSite')}</p>
      )}
      <label className={CHECK}>
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-teal-700"
          checked={draft.isWalkIn}
          disabled={disabled}
          aria-controls={draft.isWalkIn ? `${id}-walkin` : undefined}
          onChange={(event) => onChange({ ...draft, isWalkIn: event.target.checked })}
        />
        <span className="font-medium">{t('form.isWalkIn')}</span>
      </label>
      {draft.isWalkIn ? (
        <div id={`${id}-walkin`} className="space-y-4 rounded-xl border border-gray-200 p-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t('form.date')}
              type="date"
              min={today}
              max={addDays(today, MAX_CLOSING_DAYS)}
              value={draft.walkIn.date}
              disabled={disabled}
              error={problems['walkIn.date']}
              onChange={(event) => set({ date: event.target.value })}
            />
            <FormField
              label={t('form.startTime')}
              type="time"
              value={draft.walkIn.startTime}
              disabled={disabled}
              hint={t('form.timeHint')}
              error={problems['walkIn.startTime']}
              onChange={(event) => set({ startTime: event.target.value })}
            />
            <FormField
              label={t('form.endTime')}
              type="time"
              value={draft.walkIn.endTime}
              disabled={disabled}
              error={problems['walkIn.endTime']}
              onChange={(event) => set({ endTime: event.target.value })}
            />
          </div>
          <FormField
            label={t('form.address')}
            autoComplete="off"
            maxLength={MAX_WALKIN_ADDRESS}
            value={draft.walkIn.address}
            disabled={disabled}
            error={problems['walkIn.address']}
            onChange={(event) => set({ address: event.target.value })}
          />
          <TextareaField
            label={t('form.documents')}
            rows={2}
            maxLength={MAX_WALKIN_DOCUMENTS}
            hint={t('form.documentsHint')}
            value={draft.walkIn.documents}
            disabled={disabled}
            error={problems['walkIn.documents']}
            onChange={(event) => set({ documents: event.target.value })}
          />
          <label className={CHECK}>
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-teal-700"
              checked={draft.walkIn.rsvp}
              disabled={disabled}
              onChange={(event) => set({ rsvp: event.target.checked })}
            />
            <span>{t('form.rsvp')}</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}

/** The filter form of a list: edited freely, applied on submit (so typing does not send a request per key). */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { Button, SubmitButton } from '@/components/ui/button';

export function FilterForm<F extends object>({
  label,
  applied,
  empty,
  onApply,
  children,
}: {
  label: string;
  applied: F;
  empty: F;
  onApply: (filters: F) => void;
  children: (draft: F, set: <K extends keyof F>(key: K, value: F[K]) => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<F>(applied);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    setDraft(empty);
    onApply(empty);
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children(draft, (key, value) => setDraft((current) => ({ ...current, [key]: value })))}</div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={false} busyText="" size="sm">
          {t('common.apply')}
        </SubmitButton>
        <Button variant="secondary" size="sm" onClick={clear}>
          {t('common.clear')}
        </Button>
      </div>
    </form>
  );
}

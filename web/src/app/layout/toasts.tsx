import { useCallback } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectToasts, toastRemoved } from '@/app/ui-slice';
import { ToastList } from '@/components/ui/toast-list';

/**
 * The UI state's toasts on every screen. Areas show a success or an error text of SPEC
 * section 8 by dispatching `toastAdded({ type, message })`.
 */
export function Toasts() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const dismiss = useCallback((id: string) => dispatch(toastRemoved(id)), [dispatch]);
  return <ToastList toasts={toasts} onDismiss={dismiss} closeLabel={t('dialog.close')} label={t('dialog.notifications')} />;
}

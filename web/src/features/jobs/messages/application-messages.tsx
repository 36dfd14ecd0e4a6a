/**
 * The messages button of an application (in the employer's pipeline and the applicant's list),
 * with its unread badge, opening the thread below it. An address naming the application
 * (?messages=<id>, as the email notices link) opens it at once.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { useUnreadMessages } from '@/features/jobs/messages/unread';
import '@/features/jobs/messages/texts';

const MessageThreadPanel = lazy(() => import('@/features/jobs/messages/message-thread').then((m) => ({ default: m.MessageThreadPanel })));

export function ApplicationMessages({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('jobs-messages');
  const id = useId();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('messages') === String(applicationId));
  const { count, clear } = useUnreadMessages(applicationId);

  return (
    <div>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={`${id}-thread`} onClick={() => setOpen((value) => !value)}>
        {open ? t('hide') : t('open')}{' '}
        {count > 0 ? (
          <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">{t('unread', { count })}</span>
        ) : null}
      </Button>
      {open ? (
        <div id={`${id}-thread`}>
          <Suspense fallback={<p className="mt-2 text-sm text-gray-700">{t('loading')}</p>}>
            <MessageThreadPanel applicationId={applicationId} onRead={clear} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

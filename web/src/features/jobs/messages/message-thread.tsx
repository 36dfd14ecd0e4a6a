/**
 * An application's thread of messages between the job's poster and the applicant: the messages,
 * oldest first, with who wrote each and when (and "Seen" on one's own once read); a form to write
 * one; for the applicant, the choice to share their email address with this employer. Opening it
 * marks the other side's messages read. A message carries a key made when it is first sent, kept
 * until it is stored, so a repeated click or a retry never stores it twice.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { LoadError, ListSkeleton } from '@/components/ui/list-states';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { MESSAGES_CALL_MESSAGES, fetchThread, markThreadRead, postMessage, shareEmail } from '@/features/jobs/messages/messages-calls';
import { MAX_MESSAGE, type MessageThread } from '@/features/jobs/messages/types';
import '@/features/jobs/messages/texts';

/** A fresh key for a message: random, in the letters the API accepts. */
export function newMessageKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function formatWhen(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(`${language}-LK`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' }).format(date);
}

type State = { status: 'loading' } | { status: 'error'; failure: ApiFailure } | { status: 'ready'; thread: MessageThread };

export function MessageThreadPanel({ applicationId, onRead }: { applicationId: number; onRead?: () => void }) {
  const { t, i18n } = useTranslation('jobs-messages');
  const dispatch = useAppDispatch();
  const id = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [key, setKey] = useState(newMessageKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    dispatch(fetchThread(applicationId))
      .unwrap()
      .then(
        (thread) => {
          if (!current) return;
          setState({ status: 'ready', thread });
          if (thread.messages.some((message) => message.side !== thread.side && message.readAt === null)) {
            void dispatch(markThreadRead(applicationId))
              .unwrap()
              .then(() => onRead?.(), () => undefined);
          } else {
            onRead?.();
          }
        },
        (failure: unknown) => {
          if (current) setState({ status: 'error', failure: toApiFailure(failure, MESSAGES_CALL_MESSAGES.fetchThreadFailed) });
        },
      );
    return () => {
      current = false;
    };
    // onRead is the row's way to clear its badge; a new one must not read the thread again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, applicationId, attempt]);

  if (state.status === 'loading') return <ListSkeleton label={t('loading')} rows={1} />;
  if (state.status === 'error') return <LoadError failure={state.failure} fallback={t('loadFailed')} onRetry={() => setAttempt((n) => n + 1)} />;
  const { thread } = state;
  const applicant = thread.side === 'applicant';

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const body = text.trim();
    if (!body) {
      setError(t('required'));
      return;
    }
    if ([...body].length > MAX_MESSAGE) {
      setError(t('tooLong', { max: MAX_MESSAGE }));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const saved = await dispatch(postMessage({ applicationId, body, key })).unwrap();
      setState((previous) =>
        previous.status === 'ready' && !previous.thread.messages.some((message) => message.id === saved.value.id)
          ? { status: 'ready', thread: { ...previous.thread, messages: [...previous.thread.messages, saved.value] } }
          : previous,
      );
      setText('');
      setKey(newMessageKey());
      dispatch(toastAdded({ type: 'success', message: t('sent') }));
    } catch (failure) {
      const problem = toApiFailure(failure, MESSAGES_CALL_MESSAGES.postFailed);
      const message = problem.fromServer ? problem.message : t('sendFailed');
      setError(message);
      dispatch(toastAdded({ type: 'error', message }));
    } finally {
      setSending(false);
    }
  }

  async function share(on: boolean) {
    // The box answers at once; a refusal puts it back.
    const shown = (value: boolean) =>
      setState((previous) => (previous.status === 'ready' ? { status: 'ready', thread: { ...previous.thread, shareEmail: value } } : previous));
    shown(on);
    setSharing(true);
    try {
      await dispatch(shareEmail({ applicationId, share: on })).unwrap();
      dispatch(toastAdded({ type: 'success', message: on ? t('shared') : t('unshared') }));
    } catch (failure) {
      shown(!on);
      const problem = toApiFailure(failure, MESSAGES_CALL_MESSAGES.shareFailed);
      dispatch(toastAdded({ type: 'error', message: problem.fromServer ? problem.message : t('shareFailed') }));
    } finally {
      setSharing(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-2 space-y-3 rounded-lg bg-gray-50 p-3">
      <h5 id={`${id}-title`} className="text-sm font-semibold break-words text-gray-900">
        {t('title', { name: thread.with })}
      </h5>
      {!applicant ? (
        <p className="text-sm break-words text-gray-700">
          {thread.applicantEmail ? t('applicantEmail', { email: thread.applicantEmail }) : t('noEmail')}
        </p>
      ) : null}
      {thread.messages.length === 0 ? (
        <p className="text-sm text-gray-700">{t('empty')}</p>
      ) : (
        <ol className="space-y-2" aria-labelledby={`${id}-title`}>
          {thread.messages.map((message) => {
            const mine = message.side === thread.side;
            return (
              <li
                key={message.id}
                className={`max-w-[90%] rounded-lg border p-2 text-sm ${mine ? 'ml-auto border-teal-200 bg-teal-50' : 'border-gray-200 bg-white'}`}
              >
                <p className="break-words whitespace-pre-line text-gray-900">{message.body}</p>
                <p className="mt-1 text-xs text-gray-700">
                  <span className="font-medium">{mine ? t('you') : message.authorName}</span>
                  {' · '}
                  <time dateTime={message.createdAt}>{formatWhen(message.createdAt, i18n.language)}</time>
                  {mine && message.readAt ? ` · ${t('seen')}` : ''}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {applicant && thread.open ? (
        <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-teal-700"
            checked={thread.shareEmail}
            disabled={sharing}
            onChange={(event) => void share(event.target.checked)}
          />
          {t('share')}
        </label>
      ) : null}
      {thread.open ? (
        <form onSubmit={(event) => void send(event)} className="space-y-2" noValidate>
          <label htmlFor={`${id}-body`} className="block text-sm font-medium text-gray-900">
            {t('write')}
          </label>
          <textarea
            id={`${id}-body`}
            value={text}
            rows={3}
            maxLength={MAX_MESSAGE}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
          />
          <p id={`${id}-hint`} className="text-xs text-gray-700">
            {applicant ? t('hintApplicant', { max: MAX_MESSAGE }) : t('hint', { max: MAX_MESSAGE })}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('sending') : t('send')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-gray-700">{t('closed')}</p>
      )}
    </section>
  );
}

/** The profile picture: upload (JPEG, PNG or WebP up to 5 MB) with a progress bar, or remove it. */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useAccountToast } from '@/features/user/use-account-toast';
import { removeAvatar, uploadAvatar } from '@/features/user/account-thunks';
import { USER_MESSAGES, selectUserPending } from '@/features/user/user-slice';
import { initials } from '@/lib/initials';
import '@/features/user/texts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function AvatarUpload({ avatar, name }: { avatar: string | null; name: string }) {
  const { t } = useTranslation('user');
  const dispatch = useAppDispatch();
  const toast = useAccountToast();
  const busy = useAppSelector(selectUserPending).avatar;
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    // The server checks the content too; these spare a long upload that would be refused.
    if (file.type && !AVATAR_TYPES.includes(file.type)) return setProblem(t('avatar.wrongType'));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(t('avatar.tooBig'));
    setProgress(0);
    const result = await dispatch(uploadAvatar({ file, onProgress: setProgress }));
    setProgress(null);
    if (uploadAvatar.fulfilled.match(result)) toast('success', result.payload.message);
    else {
      const message = result.payload?.message ?? USER_MESSAGES.uploadAvatarFailed;
      setProblem(result.payload?.fromServer ? message : t('messages.uploadAvatarFailed'));
      toast('error', message);
    }
  }

  async function remove() {
    setProblem(null);
    const result = await dispatch(removeAvatar());
    if (removeAvatar.fulfilled.match(result)) toast('success', result.payload);
    else toast('error', result.payload?.message ?? USER_MESSAGES.removeAvatarFailed);
  }

  return (
    <section aria-labelledby="avatar-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="avatar-title" className="text-lg font-semibold text-gray-900">
        {t('avatar.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        {avatar ? (
          <img src={avatar} alt={t('avatar.current')} width={96} height={96} className="size-24 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full bg-teal-700 text-2xl font-semibold text-white">
            {initials(name) || '?'}
          </span>
        )}
        <div className="flex-1 space-y-3">
          <p id={`${inputId}-hint`} className="text-sm text-gray-600">
            {t('avatar.hint')}
          </p>
          <div className="flex flex-wrap gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('avatar.choose')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              aria-describedby={`${inputId}-hint`}
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => void chosen(event)}
            />
            <Button size="sm" disabled={busy} onClick={() => input.current?.click()}>
              {t('avatar.choose')}
            </Button>
            {avatar ? (
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void remove()}>
                {busy && progress === null ? t('avatar.removing') : t('avatar.remove')}
              </Button>
            ) : null}
          </div>
          {progress !== null ? <UploadProgress percent={progress} label={t('avatar.uploading')} /> : null}
          {problem ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

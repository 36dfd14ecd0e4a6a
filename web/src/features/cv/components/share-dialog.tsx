/**
 * A CV's share links: make one (lasting some days or for ever, with or without the PDF), copy a
 * link's address, and revoke one so that it stops working.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { CV_MESSAGES, fetchShareLinks, revokeShareLink, shareCV } from '@/features/cv/cv-thunks';
import type { CV, ShareLink } from '@/features/cv/types';
import { useCvToast } from '@/features/cv/use-cv-toast';
import { formatDate } from '@/lib/format';
import { selectCv } from '@/features/cv/cv-slice';
import '@/features/cv/texts';

const EMPTY: ShareLink[] = [];

export function shareAddress(link: Pick<ShareLink, 'url'>): string {
  return new URL(link.url, window.location.origin).toString();
}

export function ShareDialog({ cv, onClose }: { cv: CV; onClose: () => void }) {
  const { t, i18n } = useTranslation('cv');
  const dispatch = useAppDispatch();
  const toast = useCvToast();
  const links = useAppSelector((state) => selectCv(state).shareLinks[cv.id] ?? EMPTY);
  const busy = useAppSelector((state) => selectCv(state).loading.share);
  const [days, setDays] = useState('30');
  const [never, setNever] = useState(false);
  const [allowDownload, setAllowDownload] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<number | null>(null);

  useEffect(() => {
    const request = dispatch(fetchShareLinks(cv.id));
    return () => request.abort();
  }, [dispatch, cv.id]);

  async function create() {
    setError(null);
    const value = Number(days);
    if (!never && (!Number.isInteger(value) || value < 1 || value > 365)) {
      setError(t('share.daysRange'));
      return;
    }
    const result = await dispatch(shareCV({ cvId: cv.id, expiresInDays: never ? null : value, allowDownload }));
    if (shareCV.fulfilled.match(result)) {
      toast('success', CV_MESSAGES.shared);
      return;
    }
    setError(result.payload?.fromServer ? result.payload.message : t('messages.shareFailed'));
  }

  async function copy(link: ShareLink) {
    try {
      await navigator.clipboard.writeText(shareAddress(link));
      setCopied(link.id);
    } catch {
      toast('error', t('share.copyFailed'));
    }
  }

  async function revoke(link: ShareLink) {
    const result = await dispatch(revokeShareLink({ cvId: cv.id, shareId: link.id }));
    if (revokeShareLink.fulfilled.match(result)) toast('success', t('share.revoked'));
    else toast('error', result.payload?.fromServer ? result.payload.message : CV_MESSAGES.shareFailed);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('share.title', { title: cv.title })}
      className="sm:max-w-xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <div className="space-y-5">
        <form
          noValidate
          className="space-y-3 rounded-xl border border-gray-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <h3 className="font-semibold text-gray-900">{t('share.new')}</h3>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <FormField id="cv-share-days" label={t('share.days')} type="number" min={1} max={365} inputMode="numeric" disabled={never} value={days} onChange={(event) => setDays(event.target.value)} />
          <label htmlFor="cv-share-never" className="flex min-h-11 items-center gap-2 text-sm">
            <input id="cv-share-never" type="checkbox" className="size-5 accent-teal-700" checked={never} onChange={(event) => setNever(event.target.checked)} />
            {t('share.never')}
          </label>
          <label htmlFor="cv-share-download" className="flex min-h-11 items-center gap-2 text-sm">
            <input id="cv-share-download" type="checkbox" className="size-5 accent-teal-700" checked={allowDownload} onChange={(event) => setAllowDownload(event.target.checked)} />
            {t('share.allowDownload')}
          </label>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('share.creating') : t('share.create')}
          </Button>
        </form>

        <div>
          <h3 className="mb-2 font-semibold text-gray-900">{t('share.links')}</h3>
          {links.length === 0 ? (
            <p className="text-sm text-gray-600">{t('share.none')}</p>
          ) : (
            <ul className="space-y-3" aria-label={t('share.links')}>
              {links.map((link) => (
                <li key={link.id} className="space-y-2 rounded-xl border border-gray-200 bg-white p-3">
                  <p className="font-mono text-xs break-all text-gray-800">{shareAddress(link)}</p>
                  <p className="text-sm text-gray-600">
                    {link.expiresAt ? t('share.expires', { date: formatDate(link.expiresAt, i18n.language) }) : t('share.noExpiry')}
                    {' · '}
                    {link.allowDownload ? t('share.withDownload') : t('share.withoutDownload')}
                    {' · '}
                    {t('share.views', { count: link.views })}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="secondary" onClick={() => void copy(link)}>
                      {copied === link.id ? t('share.copied') : t('share.copy')}
                    </Button>
                    <Button size="sm" variant="ghost" className="text-red-700!" onClick={() => void revoke(link)}>
                      {t('share.revoke')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Dialog>
  );
}

/**
 * "Job alerts": the job seeker's alerts, each with what it looks for and how often it emails;
 * create, edit, pause or resume, and delete (after confirming). A new alert filled from a search
 * on /browse (the alert draft) opens the form here, ready to check and save.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyList, ListSkeleton } from '@/components/ui/list-states';
import { AlertForm, emptyAlert } from '@/features/user/components/alert-form';
import { Panel, formatDate } from '@/features/user/components/panel';
import type { JobAlert, JobAlertInput } from '@/features/user/types';
import { useAccountToast } from '@/features/user/use-account-toast';
import { createAlert, deleteAlert, fetchAlerts, updateAlert } from '@/features/user/account-thunks';
import {
  USER_MESSAGES,
  alertDraftCleared,
  selectAlertDraft,
  selectAlerts,
  selectAlertsStatus,
} from '@/features/user/user-slice';
import type { FieldProblem } from '@/lib/api-error';
import '@/features/user/texts';

export const ALERT_LIMIT = 20;

type Editing = { kind: 'new'; initial: JobAlertInput; fromSearch: boolean } | { kind: 'edit'; alert: JobAlert } | null;

export function AlertsSection() {
  const { t } = useTranslation('user');
  const dispatch = useAppDispatch();
  const alerts = useAppSelector(selectAlerts);
  const status = useAppSelector(selectAlertsStatus);
  const draft = useAppSelector(selectAlertDraft);
  const toast = useAccountToast();
  const [editing, setEditing] = useState<Editing>(draft ? { kind: 'new', initial: draft, fromSearch: true } : null);
  const [serverErrors, setServerErrors] = useState<FieldProblem[]>([]);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  useEffect(() => {
    void dispatch(fetchAlerts()).then((result) => {
      if (fetchAlerts.rejected.match(result)) toast('error', result.payload?.message ?? USER_MESSAGES.fetchAlertsFailed);
    });
  }, [dispatch, toast]);

  useEffect(() => {
    // The draft is taken into the form once; leaving without saving forgets it.
    if (draft) dispatch(alertDraftCleared());
  }, [dispatch, draft]);

  const close = () => {
    setEditing(null);
    setServerErrors([]);
  };

  async function save(input: JobAlertInput) {
    setServerErrors([]);
    const result =
      editing?.kind === 'edit' ? await dispatch(updateAlert({ id: editing.alert.id, changes: input })) : await dispatch(createAlert(input));
    if (createAlert.fulfilled.match(result) || updateAlert.fulfilled.match(result)) {
      toast('success', result.payload.message);
      close();
    } else {
      const failure = result.payload;
      setServerErrors(failure?.fieldErrors ?? []);
      toast('error', failure?.message ?? USER_MESSAGES.saveAlertFailed);
    }
  }

  async function toggle(alert: JobAlert) {
    // PUT takes the whole alert.
    const { name, keywords, locations, jobTypes, mainTopics, minSalary, frequency } = alert;
    const changes = { name, keywords, locations, jobTypes, mainTopics, minSalary, frequency, enabled: !alert.enabled };
    const result = await dispatch(updateAlert({ id: alert.id, changes }));
    if (updateAlert.fulfilled.match(result)) toast('success', result.payload.message);
    else toast('error', result.payload?.message ?? USER_MESSAGES.saveAlertFailed);
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    const result = await dispatch(deleteAlert(deleting.id));
    setDeleteBusy(false);
    if (deleteAlert.fulfilled.match(result)) {
      toast('success', result.payload.message);
      setDeleting(null);
    } else {
      toast('error', result.payload?.message ?? USER_MESSAGES.deleteAlertFailed);
    }
  }

  const full = alerts.length >= ALERT_LIMIT;
  let list;
  if (alerts.length === 0 && (status === 'idle' || status === 'loading')) list = <ListSkeleton label={t('common.loading')} rows={2} />;
  else if (alerts.length === 0 && status === 'failed')
    list = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('common.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void dispatch(fetchAlerts())}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (alerts.length === 0) list = editing ? null : <EmptyList title={t('alerts.emptyTitle')}>{t('alerts.emptyText')}</EmptyList>;
  else
    list = (
      <ul className="space-y-3">
        {alerts.map((alert) => (
          <AlertRow
            key={alert.id}
            alert={alert}
            onEdit={() => {
              setServerErrors([]);
              setEditing({ kind: 'edit', alert });
            }}
            onToggle={() => void toggle(alert)}
            onDelete={() => setDeleting(alert)}
          />
        ))}
      </ul>
    );

  return (
    <Panel
      id="alerts-title"
      title={t('alerts.title')}
      intro={t('alerts.intro')}
      actions={
        editing ? null : (
          <Button
            size="sm"
            disabled={full}
            onClick={() => {
              setServerErrors([]);
              setEditing({ kind: 'new', initial: emptyAlert, fromSearch: false });
            }}
          >
            {t('alerts.create')}
          </Button>
        )
      }
    >
      <div className="space-y-4">
        {full && !editing ? <p className="text-sm text-gray-700">{t('alerts.limit')}</p> : null}
        {editing ? (
          <AlertForm
            key={editing.kind === 'edit' ? editing.alert.id : 'new'}
            initial={editing.kind === 'edit' ? editing.alert : editing.initial}
            editing={editing.kind === 'edit'}
            notice={editing.kind === 'new' && editing.fromSearch ? t('alerts.fromSearch') : undefined}
            serverErrors={serverErrors}
            onSubmit={save}
            onCancel={close}
          />
        ) : null}
        {list}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('alerts.confirmTitle')}
        confirmLabel={t('alerts.confirmDelete')}
        busyLabel={t('alerts.deleting')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('alerts.confirmText', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </Panel>
  );
}

function AlertRow({ alert, onEdit, onToggle, onDelete }: { alert: JobAlert; onEdit: () => void; onToggle: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('user');
  const { t: common } = useTranslation('common');
  const any = t('common.any');
  const place = (location: string) => (location === 'Foreign' ? common('location.foreign') : common(`location.${location}`, { defaultValue: location }));
  const rows: [string, string][] = [
    [t('alertForm.keywords'), alert.keywords.join(', ') || any],
    [t('alertForm.locations'), alert.locations.map(place).join(', ') || any],
    [t('alertForm.jobTypes'), alert.jobTypes.map((type) => t(`jobTypes.${type}`, { defaultValue: type })).join(', ') || any],
    [t('alertForm.mainTopics'), alert.mainTopics.map((topic) => t(`mainTopics.${topic}`, { defaultValue: topic })).join(', ') || any],
    [t('alertForm.minSalary'), alert.minSalary === null ? any : new Intl.NumberFormat(i18n.language).format(alert.minSalary)],
    [t('alertForm.frequency'), t(`alerts.frequency.${alert.frequency}`)],
  ];
  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words text-gray-900">{alert.name}</h3>
        <span
          className={`rounded-full border px-2 py-0.5 text-xs font-medium ${
            alert.enabled ? 'border-green-300 bg-green-50 text-green-800' : 'border-gray-300 bg-gray-100 text-gray-800'
          }`}
        >
          {alert.enabled ? t('alerts.active') : t('alerts.paused')}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-gray-600">{alert.lastSentAt ? t('alerts.lastSent', { date: formatDate(alert.lastSentAt, i18n.language) }) : t('alerts.neverSent')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('alerts.editLabel', { name: alert.name })}>
          {t('alerts.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onToggle}
          aria-label={alert.enabled ? t('alerts.pauseLabel', { name: alert.name }) : t('alerts.resumeLabel', { name: alert.name })}
        >
          {alert.enabled ? t('alerts.pause') : t('alerts.resume')}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete} aria-label={t('alerts.deleteLabel', { name: alert.name })}>
          {t('alerts.delete')}
        </Button>
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { BriefcaseIcon, BuildingIcon } from '@/components/ui/icons';

interface ApplyNowDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * What the header's 'Apply Now' opens: how applying works here (from each job's page, with a free
 * account) and where employers post, with links to register and to the job list.
 */
export function ApplyNowDialog({ open, onClose }: ApplyNowDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('applyNow.title')}
      footer={
        <>
          <Link to="/browse" onClick={onClose} className={buttonClasses('secondary')}>
            {t('applyNow.browseJobs')}
          </Link>
          <Link to="/customer/register" onClick={onClose} className={buttonClasses('primary')}>
            {t('applyNow.createAccount')}
          </Link>
        </>
      }
    >
      <ul className="space-y-4">
        <li className="flex gap-3">
          <BriefcaseIcon className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <p>{t('applyNow.seekers')}</p>
        </li>
        <li className="flex gap-3">
          <BuildingIcon className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <p>{t('applyNow.employers')}</p>
        </li>
      </ul>
    </Dialog>
  );
}

import { ApplyNowDialog } from '@/components/layout/apply-now-dialog';
import { ApplyNowForm } from '@/features/cv/talent-pool/apply-now';
import type { OverlayProps } from '@/app/lazy-overlay';

/**
 * What the header's 'Apply Now' opens: the dialog with the talent pool's CV form in it. The header
 * fetches it, with the form, when it first opens (lazyOverlay).
 */
export default function ApplyNowOverlay({ onClose }: OverlayProps) {
  return (
    <ApplyNowDialog open onClose={onClose}>
      <ApplyNowForm onClose={onClose} />
    </ApplyNowDialog>
  );
}

import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import { useJobSeekerMarks } from '@/features/jobs/job-seeker';
import { HeartIcon } from './job-icons';

interface FavoriteButtonProps {
  jobId: number;
  title: string;
  /** 'icon' on cards (a 44 px round button), 'full' with a word beside the heart on job pages. */
  variant?: 'icon' | 'full';
  className?: string;
}

/** Saves a job to the favourites or removes it (toggled by id). */
export function FavoriteButton({ jobId, title, variant = 'icon', className = '' }: FavoriteButtonProps) {
  const { t } = useTranslation('jobs');
  const marks = useJobSeekerMarks();
  const saved = marks.useIsFavorite(jobId);
  const toggle = marks.useToggleFavorite();
  const label = saved ? t('favorite.removeLabel', { title }) : t('favorite.addLabel', { title });

  if (variant === 'full') {
    // Named by the word it shows, so that what is read out (and what voice control listens
    // for) is what is seen; the page around it names the job.
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={() => toggle(jobId)}
        className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 text-sm font-medium transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 motion-reduce:transition-none ${
          saved ? 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50'
        } ${className}`}
      >
        <HeartIcon filled={saved} className={`size-5 ${saved ? 'text-rose-600' : 'text-gray-500'}`} />
        {saved ? t('favorite.remove') : t('favorite.add')}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => toggle(jobId)}
      className={`relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors duration-150 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 motion-reduce:transition-none ${
        saved ? 'text-rose-600' : 'text-gray-400 hover:text-rose-600'
      } ${className}`}
    >
      <HeartIcon filled={saved} className="size-5" />
    </button>
  );
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { recordProgress, selectBlog } from '@/features/blog/blog-slice';
import '@/features/blog/texts';

/** How far through an element the reader has scrolled, 0 to 100: its end reached is 100. */
export function percentRead(top: number, height: number, viewport: number): number {
  if (height <= 0) return 100;
  const seen = viewport - top;
  return Math.min(100, Math.max(0, Math.round((seen / height) * 100)));
}

/** The step in which the furthest point read is stored, so storage is written now and then. */
const STORE_STEP = 5;

/**
 * A thin bar at the top of the window showing how far the article (target) has been read. It
 * updates as the reader scrolls, and the furthest point reached is kept per post (readingProgress).
 */
export function ReadingProgress({ postId, target }: { postId: number; target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectBlog(state).readingProgress[postId] ?? 0);
  const [percent, setPercent] = useState(0);
  const furthest = useRef(stored);
  furthest.current = Math.max(furthest.current, stored);

  useEffect(() => {
    let frame = 0;
    function measure() {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const now = percentRead(box.top, box.height, window.innerHeight);
      setPercent(now);
      const step = Math.floor(now / STORE_STEP) * STORE_STEP;
      if (step > furthest.current) {
        furthest.current = step;
        dispatch(recordProgress(postId, step));
      }
    }
    function schedule() {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    }
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [dispatch, postId, target]);

  return (
    <div
      role="progressbar"
      aria-label={t('article.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div className="h-full bg-teal-700 transition-[width] duration-100" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Checks of a CV file made before sending it (the server checks the content itself). */
import { CV_FILE_TYPES, MAX_CV_BYTES } from '@/features/cv/talent-pool/types';

export type CvFileProblem = 'type' | 'empty' | 'tooLarge';

/** What is wrong with a chosen file, or null: a PDF or DOCX by its name or type, of 1 byte to 5 MB. */
export function cvFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): CvFileProblem | null {
  const byName = /\.(pdf|docx)$/i.test(file.name);
  const byType = (CV_FILE_TYPES as readonly string[]).includes(file.type);
  if (!byName && !byType) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_CV_BYTES) return 'tooLarge';
  return null;
}

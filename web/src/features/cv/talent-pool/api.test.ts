import { describe, expect, it } from 'vitest';
import { fileNameOf, submissionPageOf } from '@/features/cv/talent-pool/api';
import { cvFileProblem } from '@/features/cv/talent-pool/cv-file';
import { MAX_CV_BYTES } from '@/features/cv/talent-pool/types';

describe('a page of CV submissions', () => {
  it('reads the rows and the paging of the list envelope', () => {
    const page = submissionPageOf({ success: true, data: [{ id: 1 }, { id: 2 }], pagination: { page: 2, limit: 20, total: 22, totalPages: 2 } });
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toEqual({ page: 2, limit: 20, total: 22, totalPages: 2 });
  });

  it('counts a missing paging as one page of what came, and a missing list as none', () => {
    expect(submissionPageOf({ success: true, data: [{ id: 1 }] }).pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(submissionPageOf({ success: true, data: null }).items).toEqual([]);
  });
});

describe('the name of a downloaded file', () => {
  it('comes from Content-Disposition, the encoded form first', () => {
    expect(fileNameOf('attachment; filename="Nimal-Perera-CV.pdf"', 'cv-3')).toBe('Nimal-Perera-CV.pdf');
    expect(fileNameOf("attachment; filename=\"CV.pdf\"; filename*=UTF-8''%E0%B6%B1%E0%B7%92%E0%B6%B8%E0%B6%BD%E0%B7%8A.pdf", 'cv-3')).toBe('නිමල්.pdf');
  });

  it('falls back to the given name', () => {
    expect(fileNameOf(undefined, 'kavitha.docx')).toBe('kavitha.docx');
    expect(fileNameOf('attachment', 'kavitha.docx')).toBe('kavitha.docx');
  });
});

describe('a CV file chosen in the form', () => {
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('is a PDF or DOCX by its name or its type', () => {
    expect(cvFileProblem({ name: 'cv.PDF', type: '', size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'cv', type: docx, size: 10 })).toBeNull();
    expect(cvFileProblem({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBe('type');
    expect(cvFileProblem({ name: 'photo.jpg', type: 'image/jpeg', size: 10 })).toBe('type');
  });

  it('holds something, and at most 5 MB', () => {
    expect(cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
    expect(cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: MAX_CV_BYTES })).toBeNull();
    expect(cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: MAX_CV_BYTES + 1 })).toBe('tooLarge');
  });
});

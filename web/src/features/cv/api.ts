/** The CV calls of SPEC section 7 ("CVs"), as /work's CV routes answer them. */
import type { HttpResponse, TransferProgress } from '@/lib/http';
import { api } from '@/app/api-client';
import { withServerTexts } from '@/i18n';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import type {
  CV,
  CVAnalysis,
  CVDashboard,
  CVTemplate,
  CreateCVInput,
  DownloadedFile,
  ExportEntry,
  GeneratedPDF,
  ImportEntry,
  ImportInput,
  ImportResult,
  ShareLink,
  ShareOptions,
  SharedCV,
  UpdateCVInput,
} from '@/features/cv/types';

export interface RequestOptions {
  signal?: AbortSignal;
}

/** A saved call's result with the server's message. */
export interface Saved<T> {
  value: T;
  message: string | undefined;
}

export type ProgressCallback = (percent: number) => void;

function path(id: number | string): string {
  return encodeURIComponent(String(id));
}

function header(response: HttpResponse, name: string): string | null {
  const value = (response.headers as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The file name of a Content-Disposition header (filename* first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

function downloadProgress(onProgress?: ProgressCallback) {
  if (!onProgress) return {};
  return {
    onDownloadProgress: (event: TransferProgress) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  };
}

export async function fetchUserCVs(options: RequestOptions = {}): Promise<CV[]> {
  const response = await api.get('/cvs', { signal: options.signal });
  return listOf<CV>(response.data);
}

export async function fetchCV(id: number, options: RequestOptions = {}): Promise<CV> {
  const response = await api.get(`/cvs/${path(id)}`, { signal: options.signal });
  return dataOf<CV>(response.data);
}

export async function createCV(input: CreateCVInput): Promise<Saved<CV>> {
  const response = await api.post('/cvs', input);
  return { value: dataOf<CV>(response.data), message: messageOf(response.data) };
}

/** PUT /cvs/{id}: each given part replaces the stored one; a stale version is a 409. */
export async function updateCV({ id, ...body }: UpdateCVInput): Promise<Saved<CV>> {
  const response = await api.put(`/cvs/${path(id)}`, body);
  return { value: dataOf<CV>(response.data), message: messageOf(response.data) };
}

export async function deleteCV(id: number): Promise<string | undefined> {
  const response = await api.delete(`/cvs/${path(id)}`);
  return messageOf(response.data);
}

export async function duplicateCV(id: number): Promise<Saved<CV>> {
  const response = await api.post(`/cvs/${path(id)}/duplicate`);
  return { value: dataOf<CV>(response.data), message: messageOf(response.data) };
}

export async function fetchCVDashboard(options: RequestOptions = {}): Promise<CVDashboard> {
  const response = await api.get('/cvs/dashboard', { signal: options.signal });
  return dataOf<CVDashboard>(response.data);
}

/** GET /cv-templates/{id}: one template, for its preview page. */
export async function fetchCVTemplate(id: string, options: RequestOptions = {}): Promise<CVTemplate> {
  const response = await api.get(`/cv-templates/${encodeURIComponent(id)}`, { signal: options.signal });
  return dataOf<CVTemplate>(response.data);
}

export async function fetchCVTemplates(options: RequestOptions = {}): Promise<CVTemplate[]> {
  const response = await api.get('/cv-templates', { signal: options.signal });
  return listOf<CVTemplate>(response.data);
}

/** POST /cvs/{id}/photo (multipart, field photo): the address of the stored photo. */
export async function uploadCVPhoto(id: number, photo: File, onProgress?: ProgressCallback): Promise<string> {
  const form = new FormData();
  form.append('photo', photo);
  const response = await api.post(`/cvs/${path(id)}/photo`, form, {
    onUploadProgress: (event: TransferProgress) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return dataOf<{ profilePhoto: string }>(response.data).profilePhoto;
}

/**
 * POST /cvs/{id}/generate-pdf: the PDF as a blob, its name (Content-Disposition) and the
 * address of the kept copy (X-PDF-Url).
 */
export async function generatePDF(
  id: number,
  options: { includePhoto?: boolean; watermark?: boolean } = {},
  onProgress?: ProgressCallback,
): Promise<GeneratedPDF> {
  const response = await api.post(`/cvs/${path(id)}/generate-pdf`, options, { responseType: 'blob', ...downloadProgress(onProgress) });
  return {
    blob: response.data as Blob,
    fileName: fileNameOf(header(response, 'content-disposition'), 'CV.pdf'),
    pdfUrl: header(response, 'x-pdf-url') ?? '',
    exportId: header(response, 'x-export-id'),
    warning: header(response, 'x-pdf-warning'),
  };
}

export async function fetchExports(id: number, options: RequestOptions = {}): Promise<ExportEntry[]> {
  const response = await api.get(`/cvs/${path(id)}/exports`, { signal: options.signal });
  return listOf<ExportEntry & { id: string | number }>(response.data).map((entry) => ({ ...entry, id: String(entry.id) }));
}

/** GET /cvs/{id}/json-resume: the CV as a JSON Resume file. */
export async function downloadJSONResume(id: number): Promise<DownloadedFile> {
  const response = await api.get(`/cvs/${path(id)}/json-resume`, { responseType: 'blob' });
  return { blob: response.data as Blob, fileName: fileNameOf(header(response, 'content-disposition'), 'resume.json') };
}

export async function shareCV(id: number, options: ShareOptions): Promise<Saved<ShareLink>> {
  const response = await api.post(`/cvs/${path(id)}/share`, options);
  return { value: dataOf<ShareLink>(response.data), message: messageOf(response.data) };
}

export async function fetchShareLinks(id: number, options: RequestOptions = {}): Promise<ShareLink[]> {
  const response = await api.get(`/cvs/${path(id)}/shares`, { signal: options.signal });
  return listOf<ShareLink>(response.data);
}

export async function revokeShareLink(id: number, shareId: number): Promise<string | undefined> {
  const response = await api.delete(`/cvs/${path(id)}/shares/${path(shareId)}`);
  return messageOf(response.data);
}

/** GET /shared-cvs/{token}: a shared CV, for anyone with the link. */
export async function fetchSharedCV(token: string, options: RequestOptions = {}): Promise<SharedCV> {
  const response = await api.get(`/shared-cvs/${path(token)}`, { signal: options.signal });
  return dataOf<SharedCV>(response.data);
}

export async function downloadSharedPDF(token: string, onProgress?: ProgressCallback): Promise<DownloadedFile> {
  const response = await api.get(`/shared-cvs/${path(token)}/pdf`, { responseType: 'blob', ...downloadProgress(onProgress) });
  return { blob: response.data as Blob, fileName: fileNameOf(header(response, 'content-disposition'), 'CV.pdf') };
}

export async function importCVData(input: ImportInput): Promise<Saved<ImportResult>> {
  const response = await api.post('/cvs/import', input);
  const value = dataOf<ImportResult>(response.data);
  return { value: { ...value, warnings: await notesInReadersWords(value.warnings ?? []) }, message: messageOf(response.data) };
}

/**
 * An import's notes (the server writes them in English) in the language shown, as the server's
 * other messages are (i18n/server-texts.ts); a note the app does not know stays as it came.
 */
async function notesInReadersWords(notes: string[]): Promise<string[]> {
  if (notes.length === 0) return notes;
  return withServerTexts((texts, language) => texts.translateMessages(notes, language), notes);
}

export async function fetchImportHistory(options: RequestOptions = {}): Promise<ImportEntry[]> {
  const response = await api.get('/cvs/imports', { signal: options.signal });
  return listOf<ImportEntry & { id: string | number }>(response.data).map((entry) => ({ ...entry, id: String(entry.id) }));
}

/** Analyses a CV; the server also weighs the skills of the public jobs among those viewed. */
export async function analyzeCV(id: number, viewedJobIds: number[] = []): Promise<CVAnalysis> {
  const response = await api.post(`/cvs/${path(id)}/analyze`, { viewedJobIds });
  return dataOf<CVAnalysis>(response.data);
}

/**
 * The CV calls, made with the shared thunk helper (app/create-api-thunk), with the fallback
 * messages of SPEC section 8 word for word.
 */
import { createAction } from '@reduxjs/toolkit';
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { ProgressCallback, Saved } from '@/features/cv/api';
import type {
  CV,
  CVAnalysis,
  CVDashboard,
  CVTemplate,
  CreateCVInput,
  ExportEntry,
  ImportEntry,
  ImportInput,
  ImportResult,
  ShareLink,
  ShareOptions,
  SharedCV,
  UpdateCVInput,
} from '@/features/cv/types';

const createCvThunk = apiThunkCreator(() => import('@/features/cv/api'));

/** SPEC section 8: the CV area's failure and success texts. */
export const CV_MESSAGES = {
  fetchCVsFailed: 'Failed to fetch CVs',
  fetchCVFailed: 'Failed to fetch CV',
  createFailed: 'Failed to create CV',
  updateFailed: 'Failed to update CV',
  deleteFailed: 'Failed to delete CV',
  duplicateFailed: 'Failed to duplicate CV',
  fetchTemplatesFailed: 'Failed to fetch CV templates',
  pdfFailed: 'Failed to generate PDF',
  shareFailed: 'Failed to share CV',
  importFailed: 'Failed to import CV data',
  analyzeFailed: 'Failed to analyze CV',
  created: 'CV created successfully',
  updated: 'CV updated successfully',
  deleted: 'CV deleted successfully',
  duplicated: 'CV duplicated successfully',
  pdfGenerated: 'PDF generated successfully',
  shared: 'CV shared successfully',
  imported: 'CV data imported successfully',
} as const;

/** The server holds a newer version of the CV being saved (a 409 on update). */
export const cvConflictDetected = createAction<CV>('cv/conflictDetected');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored CV a 409 answer carries, if the error is one. */
export function conflictOf(error: unknown): CV | null {
  if (!isRecord(error) || !isRecord(error.response)) return null;
  const { status, data } = error.response;
  if (status !== 409 || !isRecord(data) || !isRecord(data.data)) return null;
  return data.data as unknown as CV;
}

export const fetchUserCVs = createCvThunk('cv/fetchUserCVs', (api, _: void, { signal }): Promise<CV[]> => api.fetchUserCVs({ signal }), CV_MESSAGES.fetchCVsFailed);

export const fetchCV = createCvThunk('cv/fetchCV', (api, id: number, { signal }): Promise<CV> => api.fetchCV(id, { signal }), CV_MESSAGES.fetchCVFailed);

export const createCV = createCvThunk('cv/createCV', (api, input: CreateCVInput): Promise<Saved<CV>> => api.createCV(input), CV_MESSAGES.createFailed);

export interface UpdateArgs extends UpdateCVInput {
  /** The builder's edit count when the save left: newer edits stay unsaved. */
  revision?: number;
}

export const updateCV = createCvThunk(
  'cv/updateCV',
  async (api, { revision: _revision, ...input }: UpdateArgs, { dispatch }): Promise<Saved<CV>> => {
    try {
      return await api.updateCV(input);
    } catch (error) {
      const newer = conflictOf(error);
      if (newer) dispatch(cvConflictDetected(newer));
      throw error;
    }
  },
  CV_MESSAGES.updateFailed,
);

export const deleteCV = createCvThunk(
  'cv/deleteCV',
  async (api, id: number): Promise<{ id: number; message: string | undefined }> => ({ id, message: await api.deleteCV(id) }),
  CV_MESSAGES.deleteFailed,
);

export const duplicateCV = createCvThunk('cv/duplicateCV', (api, id: number): Promise<Saved<CV>> => api.duplicateCV(id), CV_MESSAGES.duplicateFailed);

export const fetchCVDashboard = createCvThunk(
  'cv/fetchCVDashboard',
  (api, _: void, { signal }): Promise<CVDashboard> => api.fetchCVDashboard({ signal }),
  CV_MESSAGES.fetchCVsFailed,
);

/** One template for its preview page: kept by the page (lib/use-remote), not in the slice. */
export const fetchCVTemplate = createCvThunk(
  'cv/fetchCVTemplate',
  (api, id: string, { signal }): Promise<CVTemplate> => api.fetchCVTemplate(id, { signal }),
  CV_MESSAGES.fetchTemplatesFailed,
);

export const fetchCVTemplates = createCvThunk(
  'cv/fetchCVTemplates',
  (api, _: void, { signal }): Promise<CVTemplate[]> => api.fetchCVTemplates({ signal }),
  CV_MESSAGES.fetchTemplatesFailed,
);

export interface GeneratePDFArgs {
  id: number;
  includePhoto?: boolean;
  watermark?: boolean;
  onProgress?: ProgressCallback;
  /** Hands the file to the browser (the page saves it under its name). */
  save?: (blob: Blob, fileName: string) => void;
}

export interface GeneratedPDFInfo {
  cvId: number;
  pdfUrl: string;
  fileName: string;
  exportId: string | null;
  warning: string | null;
}

export const generatePDF = createCvThunk(
  'cv/generatePDF',
  async (api, { id, includePhoto, watermark, onProgress, save }: GeneratePDFArgs): Promise<GeneratedPDFInfo> => {
    const options: { includePhoto?: boolean; watermark?: boolean } = {};
    if (includePhoto !== undefined) options.includePhoto = includePhoto;
    if (watermark !== undefined) options.watermark = watermark;
    const pdf = await api.generatePDF(id, options, onProgress);
    save?.(pdf.blob, pdf.fileName);
    return { cvId: id, pdfUrl: pdf.pdfUrl, fileName: pdf.fileName, exportId: pdf.exportId, warning: pdf.warning };
  },
  CV_MESSAGES.pdfFailed,
);

export const fetchExportHistory = createCvThunk(
  'cv/fetchExportHistory',
  (api, id: number, { signal }): Promise<ExportEntry[]> => api.fetchExports(id, { signal }),
  CV_MESSAGES.fetchCVFailed,
);

export const downloadJSONResume = createCvThunk(
  'cv/downloadJSONResume',
  async (api, { id, save }: { id: number; save: (blob: Blob, fileName: string) => void }): Promise<string> => {
    const file = await api.downloadJSONResume(id);
    save(file.blob, file.fileName);
    return file.fileName;
  },
  CV_MESSAGES.fetchCVFailed,
);

export const shareCV = createCvThunk(
  'cv/shareCV',
  (api, { cvId, ...options }: ShareOptions & { cvId: number }): Promise<Saved<ShareLink>> => api.shareCV(cvId, options),
  CV_MESSAGES.shareFailed,
);

export const fetchShareLinks = createCvThunk(
  'cv/fetchShareLinks',
  async (api, cvId: number, { signal }): Promise<{ cvId: number; links: ShareLink[] }> => ({ cvId, links: await api.fetchShareLinks(cvId, { signal }) }),
  CV_MESSAGES.shareFailed,
);

export const revokeShareLink = createCvThunk(
  'cv/revokeShareLink',
  async (api, { cvId, shareId }: { cvId: number; shareId: number }): Promise<{ cvId: number; shareId: number }> => {
    await api.revokeShareLink(cvId, shareId);
    return { cvId, shareId };
  },
  CV_MESSAGES.shareFailed,
);

export const fetchSharedCV = createCvThunk(
  'cv/fetchSharedCV',
  (api, token: string, { signal }): Promise<SharedCV> => api.fetchSharedCV(token, { signal }),
  CV_MESSAGES.fetchCVFailed,
);

export const downloadSharedPDF = createCvThunk(
  'cv/downloadSharedPDF',
  async (api, { token, onProgress, save }: { token: string; onProgress?: ProgressCallback; save: (blob: Blob, fileName: string) => void }): Promise<string> => {
    const file = await api.downloadSharedPDF(token, onProgress);
    save(file.blob, file.fileName);
    return file.fileName;
  },
  CV_MESSAGES.pdfFailed,
);

export const uploadCVPhoto = createCvThunk(
  'cv/uploadCVPhoto',
  (api, { id, photo, onProgress }: { id: number; photo: File; onProgress?: ProgressCallback }): Promise<string> => api.uploadCVPhoto(id, photo, onProgress),
  CV_MESSAGES.updateFailed,
);

export const importCVData = createCvThunk('cv/importCVData', (api, input: ImportInput): Promise<Saved<ImportResult>> => api.importCVData(input), CV_MESSAGES.importFailed);

export const fetchImportHistory = createCvThunk(
  'cv/fetchImportHistory',
  (api, _: void, { signal }): Promise<ImportEntry[]> => api.fetchImportHistory({ signal }),
  CV_MESSAGES.importFailed,
);

/** The server holds at most this many of the jobs viewed; the newest are sent. */
export const MAX_VIEWED_JOBS = 50;

export const analyzeCV = createCvThunk(
  'cv/analyzeCV',
  (api, { id, viewedJobIds = [] }: { id: number; viewedJobIds?: number[] }): Promise<CVAnalysis> =>
    api.analyzeCV(id, [...new Set(viewedJobIds)].slice(0, MAX_VIEWED_JOBS)),
  CV_MESSAGES.analyzeFailed,
);

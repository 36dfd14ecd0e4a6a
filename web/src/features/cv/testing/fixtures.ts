import { defaultCustomization, emptyBuilderData } from '@/features/cv/cv-slice';
import type { CV, CVAnalysis, ShareLink } from '@/features/cv/types';

export function aCV(overrides: Partial<CV> = {}): CV {
  const builderData = emptyBuilderData();
  builderData.personalInfo = { ...builderData.personalInfo, firstName: 'Nimal', lastName: 'Perera', email: 'nimal@example.lk', city: 'Colombo', summary: 'Accountant with six years in audit.' };
  return {
    id: 1,
    title: 'My CV',
    language: 'en',
    version: 1,
    builderData,
    customization: defaultCustomization(),
    views: 3,
    downloads: 1,
    completionPercentage: 40,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

export function aShareLink(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: 5,
    cvId: 1,
    token: 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    url: '/cv/s/tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    expiresAt: null,
    allowDownload: true,
    views: 0,
    createdAt: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

export function anAnalysis(overrides: Partial<CVAnalysis> = {}): CVAnalysis {
  return {
    cvId: 1,
    score: 62,
    completionPercentage: 40,
    checks: [
      { id: 'summary', section: 'summary', passed: true, message: 'Your summary is a good length.' },
      { id: 'experience', section: 'experience', passed: false, message: 'Add at least one job.' },
    ],
    suggestions: [
      { id: 's1', type: 'add_skill', title: 'Add Excel', message: 'Jobs you viewed ask for Excel.', skill: 'Excel' },
      { id: 's2', type: 'improve_summary', title: 'Sharpen your summary', message: 'Say what you want next.', summary: 'Chartered accountant seeking an audit lead role.' },
    ],
    analyzedAt: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

/** The envelope the server answers with. */
export function ok<T>(data: T, message?: string) {
  return message ? { success: true, data, message } : { success: true, data };
}

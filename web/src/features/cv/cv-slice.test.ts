import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import {
  builderReset,
  conflictResolvedWithNewer,
  customizationUpdated,
  initialCvState,
  itemAdded,
  itemMoved,
  itemRemoved,
  itemUpdated,
  markAsSaved,
  personalInfoUpdated,
  sectionMoved,
  selectCv,
  skillAdded,
  suggestionApplied,
  templateSelected,
} from '@/features/cv/cv-slice';
import {
  CV_MESSAGES,
  analyzeCV,
  createCV,
  deleteCV,
  duplicateCV,
  fetchCV,
  fetchCVDashboard,
  fetchUserCVs,
  generatePDF,
  importCVData,
  revokeShareLink,
  shareCV,
  updateCV,
} from '@/features/cv/cv-thunks';
import { aCV, aShareLink, anAnalysis, ok } from '@/features/cv/testing/fixtures';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';

const NOW = new Date('2026-11-27T10:00:00Z');

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/cv/1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function storeWithCV(cv = aCV()) {
  mockApi(routes({ 'GET /cvs/1': { status: 200, data: ok(cv) } }));
  const store = makeStore();
  await store.dispatch(fetchCV(1));
  return store;
}

describe('initial CV state (SPEC section 3)', () => {
  it('reads as the initial state while the store holds no CV state yet', () => {
    expect(selectCv({ cv: null })).toBe(initialCvState);
  });

  it('has the fields of SPEC with autoSave on and the default customization', () => {
    const cv = makeStore().getState().cv!;
    expect(cv.userCVs).toEqual([]);
    expect(cv.currentCV).toBeNull();
    expect(cv.autoSave).toBe(true);
    expect(cv.hasUnsavedChanges).toBe(false);
    expect(cv.lastSaved).toBeNull();
    expect(cv.cvStats).toEqual({ totalViews: 0, totalDownloads: 0, lastUpdated: null, completionPercentage: 0 });
    expect(cv.customization).toEqual({
      template: 'modern',
      colorScheme: 'blue',
      fontSize: 'medium',
      spacing: 'normal',
      layout: 'single-column',
      showPhoto: true,
      sectionOrder: ['personalInfo', 'summary', 'experience', 'education', 'skills', 'certifications', 'projects', 'achievements', 'references'],
    });
    expect(cv.exportOptions).toEqual({ format: 'pdf', quality: 'high', includePhoto: true, watermark: false });
    expect(cv.builderData.skills).toEqual({ technical: [], soft: [], languages: [] });
  });
});

describe('edits (SPEC section 4, CV builder)', () => {
  const edits = [
    ['personal info', personalInfoUpdated({ firstName: 'Kamal' })],
    ['experience', itemAdded('experience', { company: 'Dialog', position: 'Engineer', startDate: '2020-01', endDate: '', current: true, description: '', location: 'Colombo' })],
    ['education', itemAdded('education', { institution: 'University of Moratuwa', degree: 'BSc', field: 'IT', startDate: '', endDate: '', current: false, gpa: '', description: '', location: '' })],
    ['skills', skillAdded({ category: 'technical', skill: { name: 'Go', level: 'advanced' } })],
    ['certifications', itemAdded('certifications', { name: 'AWS', issuer: 'Amazon', date: '', expiryDate: '', credentialId: '', url: '' })],
    ['projects', itemAdded('projects', { name: 'Portal', description: '', technologies: ['React'], startDate: '', endDate: '', url: '', github: '' })],
    ['customization', customizationUpdated({ colorScheme: 'green' })],
    ['template', templateSelected('sidebar')],
    ['section order', sectionMoved({ section: 'skills', direction: 'up' })],
  ] as const;

  it.each(edits)('an edit to %s sets hasUnsavedChanges', (_name, action) => {
    const store = makeStore();
    store.dispatch(action);
    expect(store.getState().cv!.hasUnsavedChanges).toBe(true);
  });

  it('gives new items an id from the current time', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const store = makeStore();
    store.dispatch(itemAdded('experience', { company: 'Dialog', position: 'Engineer', startDate: '', endDate: '', current: false, description: '', location: '' }));
    expect(store.getState().cv!.builderData.experience[0]!.id).toBe(`exp-${NOW.getTime()}`);
  });

  it('updates, moves and removes an entry by id', () => {
    const store = makeStore();
    const base = { position: '', startDate: '', endDate: '', current: false, description: '', location: '' };
    store.dispatch(itemAdded('experience', { ...base, id: 'a', company: 'A' }));
    store.dispatch(itemAdded('experience', { ...base, id: 'b', company: 'B' }));
    store.dispatch(itemUpdated({ section: 'experience', id: 'a', changes: { company: 'A2' } }));
    store.dispatch(itemMoved({ section: 'experience', id: 'b', direction: 'up' }));
    expect(store.getState().cv!.builderData.experience.map((item) => item.company)).toEqual(['B', 'A2']);
    store.dispatch(itemMoved({ section: 'experience', id: 'b', direction: 'up' }));
    expect(store.getState().cv!.builderData.experience.map((item) => item.id)).toEqual(['b', 'a']);
    store.dispatch(itemRemoved({ section: 'experience', id: 'b' }));
    expect(store.getState().cv!.builderData.experience.map((item) => item.id)).toEqual(['a']);
  });

  it('ignores a skill whose name the category already has, in any case', () => {
    const store = makeStore();
    store.dispatch(skillAdded({ category: 'technical', skill: { name: 'Excel', level: 'advanced' } }));
    store.dispatch(markAsSaved());
    store.dispatch(skillAdded({ category: 'technical', skill: { name: ' excel ', level: 'beginner' } }));
    expect(store.getState().cv!.builderData.skills.technical).toEqual([{ name: 'Excel', level: 'advanced' }]);
    expect(store.getState().cv!.hasUnsavedChanges).toBe(false);
    store.dispatch(skillAdded({ category: 'soft', skill: { name: 'Excel', level: 'beginner' } }));
    expect(store.getState().cv!.builderData.skills.soft).toEqual([{ name: 'Excel', level: 'beginner' }]);
  });

  it('markAsSaved clears hasUnsavedChanges and records lastSaved', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const store = makeStore();
    store.dispatch(personalInfoUpdated({ firstName: 'Kamal' }));
    store.dispatch(markAsSaved());
    expect(store.getState().cv!.hasUnsavedChanges).toBe(false);
    expect(store.getState().cv!.lastSaved).toBe(NOW.toISOString());
  });

  it('moves a section in the order, not past either end', () => {
    const store = makeStore();
    store.dispatch(sectionMoved({ section: 'personalInfo', direction: 'up' }));
    expect(store.getState().cv!.hasUnsavedChanges).toBe(false);
    store.dispatch(sectionMoved({ section: 'education', direction: 'up' }));
    expect(store.getState().cv!.customization.sectionOrder.slice(0, 4)).toEqual(['personalInfo', 'summary', 'education', 'experience']);
  });
});

describe('suggestions (SPEC section 4)', () => {
  it('add_skill adds a technical skill at level intermediate', () => {
    const store = makeStore();
    store.dispatch(suggestionApplied({ id: 's1', type: 'add_skill', title: '', message: '', skill: 'Excel' }));
    expect(store.getState().cv!.builderData.skills.technical).toEqual([{ name: 'Excel', level: 'intermediate' }]);
    expect(store.getState().cv!.hasUnsavedChanges).toBe(true);
  });

  it('improve_summary replaces the summary', () => {
    const store = makeStore();
    store.dispatch(personalInfoUpdated({ summary: 'Old words.' }));
    store.dispatch(suggestionApplied({ id: 's2', type: 'improve_summary', title: '', message: '', summary: 'New words.' }));
    expect(store.getState().cv!.builderData.personalInfo.summary).toBe('New words.');
  });
});

describe('the CV calls', () => {
  it('fetchUserCVs stores the list, with its loading flag set while pending and cleared after', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(routes({ 'GET /cvs': () => answer.promise }));
    const store = makeStore();
    const request = store.dispatch(fetchUserCVs());
    expect(store.getState().cv!.loading.fetchCVs).toBe(true);
    answer.resolve({ status: 200, data: ok([aCV()]) });
    await request;
    expect(store.getState().cv!.loading.fetchCVs).toBe(false);
    expect(store.getState().cv!.userCVs.map((cv) => cv.id)).toEqual([1]);
  });

  it('a failure clears the loading flag and keeps SPEC message', async () => {
    mockApi(routes({ 'GET /cvs': { status: 500, data: {} } }));
    const store = makeStore();
    const result = await store.dispatch(fetchUserCVs());
    expect(result.payload).toMatchObject({ message: 'Failed to fetch CVs' });
    expect(store.getState().cv!.loading.fetchCVs).toBe(false);
    expect(store.getState().cv!.error).toBe('Failed to fetch CVs');
  });

  it('uses the texts of SPEC section 8 word for word', () => {
    expect(Object.values(CV_MESSAGES)).toEqual(
      expect.arrayContaining([
        'Failed to fetch CVs',
        'Failed to fetch CV',
        'Failed to create CV',
        'Failed to update CV',
        'Failed to delete CV',
        'Failed to duplicate CV',
        'Failed to fetch CV templates',
        'Failed to generate PDF',
        'Failed to share CV',
        'Failed to import CV data',
        'Failed to analyze CV',
        'CV created successfully',
        'CV updated successfully',
        'CV deleted successfully',
        'CV duplicated successfully',
        'PDF generated successfully',
        'CV shared successfully',
        'CV data imported successfully',
      ]),
    );
  });

  it('creating puts the CV first and makes it current', async () => {
    const created = aCV({ id: 2, title: 'New CV' });
    mockApi(routes({ 'GET /cvs': { status: 200, data: ok([aCV()]) }, 'POST /cvs': { status: 201, data: ok(created, 'CV created successfully') } }));
    const store = makeStore();
    await store.dispatch(fetchUserCVs());
    await store.dispatch(createCV({ title: 'New CV', template: 'modern', language: 'en', from: 'empty' }));
    expect(store.getState().cv!.userCVs.map((cv) => cv.id)).toEqual([2, 1]);
    expect(store.getState().cv!.currentCV?.id).toBe(2);
    expect(store.getState().cv!.builderData.personalInfo.firstName).toBe('Nimal');
  });

  it('duplicating adds the copy first', async () => {
    mockApi(
      routes({ 'GET /cvs': { status: 200, data: ok([aCV()]) }, 'POST /cvs/1/duplicate': { status: 201, data: ok(aCV({ id: 3, title: 'My CV (copy)' })) } }),
    );
    const store = makeStore();
    await store.dispatch(fetchUserCVs());
    await store.dispatch(duplicateCV(1));
    expect(store.getState().cv!.userCVs.map((cv) => cv.title)).toEqual(['My CV (copy)', 'My CV']);
  });

  it('deleting the current CV resets the builder', async () => {
    const store = await storeWithCV();
    mockApi(routes({ 'DELETE /cvs/1': { status: 200, data: { success: true, message: 'CV deleted successfully' } } }));
    store.dispatch(personalInfoUpdated({ firstName: 'Kamal' }));
    await store.dispatch(deleteCV(1));
    const cv = store.getState().cv!;
    expect(cv.currentCV).toBeNull();
    expect(cv.builderData).toEqual(initialCvState.builderData);
    expect(cv.hasUnsavedChanges).toBe(false);
  });

  it('deleting another CV leaves the builder alone', async () => {
    const store = await storeWithCV();
    mockApi(routes({ 'DELETE /cvs/9': { status: 200, data: { success: true } } }));
    await store.dispatch(deleteCV(9));
    expect(store.getState().cv!.currentCV?.id).toBe(1);
  });

  it('a successful update clears hasUnsavedChanges, records lastSaved and takes the new version', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const store = await storeWithCV();
    const { requests } = mockApi(routes({ 'PUT /cvs/1': { status: 200, data: ok(aCV({ version: 2 })) } }));
    store.dispatch(personalInfoUpdated({ firstName: 'Kamal' }));
    const cv = store.getState().cv!;
    await store.dispatch(updateCV({ id: 1, version: 1, builderData: cv.builderData, customization: cv.customization, revision: cv.revision }));
    expect(store.getState().cv!.hasUnsavedChanges).toBe(false);
    expect(store.getState().cv!.lastSaved).toBe(NOW.toISOString());
    expect(store.getState().cv!.currentCV?.version).toBe(2);
    expect(store.getState().cv!.builderData.personalInfo.firstName).toBe('Kamal');
    expect(requests[0]!.data).toMatchObject({ version: 1, builderData: { personalInfo: { firstName: 'Kamal' } } });
    expect(requests[0]!.data).not.toHaveProperty('id');
    expect(requests[0]!.data).not.toHaveProperty('revision');
  });

  it('an edit made while a save was on its way stays unsaved', async () => {
    const store = await storeWithCV();
    const answer = deferred<MockOutcome>();
    mockApi(routes({ 'PUT /cvs/1': () => answer.promise }));
    store.dispatch(personalInfoUpdated({ firstName: 'Kamal' }));
    const saving = store.dispatch(updateCV({ id: 1, version: 1, builderData: store.getState().cv!.builderData, revision: store.getState().cv!.revision }));
    store.dispatch(personalInfoUpdated({ lastName: 'Silva' }));
    answer.resolve({ status: 200, data: ok(aCV({ version: 2 })) });
    await saving;
    expect(store.getState().cv!.hasUnsavedChanges).toBe(true);
    expect(store.getState().cv!.currentCV?.version).toBe(2);
  });

  it('a 409 keeps the edits unsaved and holds the newer version until the person takes it', async () => {
    const store = await storeWithCV();
    const newer = aCV({ version: 4, title: 'Changed elsewhere' });
    const message = 'This CV was changed in another tab or window. Reload to see the newer version.';
    mockApi(routes({ 'PUT /cvs/1': { status: 409, data: { success: false, message, data: newer } } }));
    store.dispatch(personalInfoUpdated({ firstName: 'Kamal' }));
    const result = await store.dispatch(updateCV({ id: 1, version: 1, builderData: store.getState().cv!.builderData }));
    expect(result.payload).toMatchObject({ status: 409, message });
    expect(store.getState().cv!.hasUnsavedChanges).toBe(true);
    expect(store.getState().cv!.conflict?.version).toBe(4);
    expect(store.getState().cv!.loading.update).toBe(false);
    store.dispatch(conflictResolvedWithNewer());
    expect(store.getState().cv!.currentCV?.title).toBe('Changed elsewhere');
    expect(store.getState().cv!.builderData.personalInfo.firstName).toBe('Nimal');
    expect(store.getState().cv!.hasUnsavedChanges).toBe(false);
    expect(store.getState().cv!.conflict).toBeNull();
  });

  it('generating a PDF records an export entry and adds 1 to totalDownloads', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const store = await storeWithCV();
    mockApi(
      routes({
        'GET /cvs/dashboard': { status: 200, data: ok({ totalCVs: 1, totalViews: 3, totalDownloads: 1, lastUpdated: '2026-11-20T08:00:00Z', completionPercentage: 40 }) },
        'POST /cvs/1/generate-pdf': {
          status: 200,
          data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
          headers: { 'content-disposition': 'attachment; filename="Nimal-Perera-CV.pdf"', 'x-pdf-url': '/api/cvs/1/exports/7/pdf', 'x-export-id': '7' },
        },
      }),
    );
    await store.dispatch(fetchCVDashboard());
    const save = vi.fn();
    await store.dispatch(generatePDF({ id: 1, save }));
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'Nimal-Perera-CV.pdf');
    const cv = store.getState().cv!;
    expect(cv.exportHistory).toEqual([{ id: '7', cvId: 1, format: 'pdf', url: '/api/cvs/1/exports/7/pdf', timestamp: NOW.toISOString() }]);
    expect(cv.cvStats.totalDownloads).toBe(2);
    expect(cv.currentCV?.downloads).toBe(2);
  });

  it('an export without an id from the server gets one from the current time', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const store = makeStore();
    mockApi(routes({ 'POST /cvs/1/generate-pdf': { status: 200, data: new Blob(['%PDF']), headers: { 'x-pdf-url': '/api/cvs/1/exports/8/pdf' } } }));
    await store.dispatch(generatePDF({ id: 1 }));
    expect(store.getState().cv!.exportHistory[0]!.id).toBe(`export-${NOW.getTime()}`);
  });

  it('import merges data into the builder and marks it unsaved', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const store = await storeWithCV();
    store.dispatch(skillAdded({ category: 'technical', skill: { name: 'Excel', level: 'advanced' } }));
    store.dispatch(markAsSaved());
    const imported = {
      ...initialCvState.builderData,
      personalInfo: { ...initialCvState.builderData.personalInfo, phone: '+94 77 123 4567', firstName: '' },
      experience: [{ id: '', company: 'Dialog', position: 'Engineer', startDate: '2020-01', endDate: '', current: true, description: '', location: '' }],
      skills: { technical: [{ name: 'excel', level: 'beginner' }, { name: 'SQL', level: 'advanced' }], soft: [], languages: [] },
    };
    mockApi(routes({ 'POST /cvs/import': { status: 200, data: ok({ source: 'text', builderData: imported, warnings: ['No dates found'], importedAt: '2026-11-27T10:00:00Z' }) } }));
    await store.dispatch(importCVData({ source: 'text', data: 'Nimal Perera ...' }));
    const cv = store.getState().cv!;
    expect(cv.hasUnsavedChanges).toBe(true);
    expect(cv.builderData.personalInfo.firstName).toBe('Nimal');
    expect(cv.builderData.personalInfo.phone).toBe('+94 77 123 4567');
    expect(cv.builderData.experience.map((item) => item.company)).toEqual(['Dialog']);
    expect(cv.builderData.experience[0]!.id).not.toBe('');
    expect(cv.builderData.skills.technical).toEqual([{ name: 'Excel', level: 'advanced' }, { name: 'SQL', level: 'advanced' }]);
    expect(cv.importHistory).toEqual([{ id: `import-${NOW.getTime()}`, source: 'text', timestamp: '2026-11-27T10:00:00Z' }]);
    expect(cv.importWarnings).toEqual(['No dates found']);
  });

  it('analysis stores the result by CV id and replaces the suggestions', async () => {
    const store = makeStore();
    const first = anAnalysis();
    const second = anAnalysis({ score: 80, suggestions: [{ id: 's9', type: 'add_skill', title: 'Add SQL', message: '', skill: 'SQL' }] });
    let calls = 0;
    const { requests } = mockApi(routes({ 'POST /cvs/1/analyze': () => ({ status: 200, data: ok(calls++ === 0 ? first : second) }) }));
    await store.dispatch(analyzeCV({ id: 1 }));
    expect(store.getState().cv!.suggestions.map((item) => item.id)).toEqual(['s1', 's2']);
    await store.dispatch(analyzeCV({ id: 1, viewedJobIds: [7, 3] }));
    expect(store.getState().cv!.analysis[1]!.score).toBe(80);
    expect(store.getState().cv!.suggestions.map((item) => item.id)).toEqual(['s9']);
    expect(requests.map((request) => request.data)).toEqual([{ viewedJobIds: [] }, { viewedJobIds: [7, 3] }]);
  });

  it('analysis sends each job viewed once, the newest 50', async () => {
    const store = makeStore();
    const { requests } = mockApi(routes({ 'POST /cvs/1/analyze': { status: 200, data: ok(anAnalysis()) } }));
    const viewed = [5, 5, ...Array.from({ length: 60 }, (_, index) => index + 100)];
    await store.dispatch(analyzeCV({ id: 1, viewedJobIds: viewed }));
    const sent = (requests[0]!.data as { viewedJobIds: number[] }).viewedJobIds;
    expect(sent).toHaveLength(50);
    expect(sent.slice(0, 3)).toEqual([5, 100, 101]);
    expect(new Set(sent).size).toBe(50);
  });

  it('keeps share links by CV id, newest first, and drops a revoked one', async () => {
    const store = makeStore();
    mockApi(
      routes({
        'POST /cvs/1/share': (request) => ({ status: 201, data: ok(aShareLink({ id: 6, ...(request.data as object) })) }),
        'DELETE /cvs/1/shares/6': { status: 200, data: { success: true } },
      }),
    );
    await store.dispatch(shareCV({ cvId: 1, expiresInDays: 30, allowDownload: false }));
    expect(store.getState().cv!.shareLinks[1]!.map((link) => link.id)).toEqual([6]);
    await store.dispatch(revokeShareLink({ cvId: 1, shareId: 6 }));
    expect(store.getState().cv!.shareLinks[1]).toEqual([]);
  });

  it('the dashboard figures fill cvStats', async () => {
    mockApi(routes({ 'GET /cvs/dashboard': { status: 200, data: ok({ totalCVs: 2, totalViews: 9, totalDownloads: 4, lastUpdated: null, completionPercentage: 55 }) } }));
    const store = makeStore();
    await store.dispatch(fetchCVDashboard());
    expect(store.getState().cv!.cvStats).toEqual({ totalViews: 9, totalDownloads: 4, lastUpdated: null, completionPercentage: 55 });
    expect(store.getState().cv!.totalCVs).toBe(2);
  });

  it('builderReset empties the builder', async () => {
    const store = await storeWithCV();
    store.dispatch(builderReset());
    expect(store.getState().cv!.currentCV).toBeNull();
    expect(store.getState().cv!.builderData).toEqual(initialCvState.builderData);
  });
});

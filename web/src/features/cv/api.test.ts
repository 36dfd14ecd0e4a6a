import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as cvApi from '@/features/cv/api';
import { aCV, anAnalysis, ok } from '@/features/cv/testing/fixtures';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the CV calls', () => {
  it('read the envelope of lists and single CVs', async () => {
    mockApi(routes({ 'GET /cvs': { status: 200, data: ok([aCV()]) }, 'GET /cvs/1': { status: 200, data: ok(aCV({ title: 'One' })) } }));
    expect((await cvApi.fetchUserCVs()).map((cv) => cv.id)).toEqual([1]);
    expect((await cvApi.fetchCV(1)).title).toBe('One');
  });

  it('sends an update without the id in the body', async () => {
    const { requests } = mockApi(routes({ 'PUT /cvs/3': { status: 200, data: ok(aCV({ id: 3, version: 8 }), 'CV updated successfully') } }));
    const saved = await cvApi.updateCV({ id: 3, version: 7, title: 'T' });
    expect(requests[0]!.data).toEqual({ version: 7, title: 'T' });
    expect(saved).toMatchObject({ value: { version: 8 }, message: 'CV updated successfully' });
  });

  it('fetches the PDF as a blob with its name, kept address, export id and warning', async () => {
    const { requests } = mockApi(
      routes({
        'POST /cvs/2/generate-pdf': {
          status: 200,
          data: new Blob(['%PDF']),
          headers: {
            'content-disposition': 'attachment; filename="Nimal-Perera-CV.pdf"',
            'x-pdf-url': '/api/cvs/2/exports/4/pdf',
            'x-export-id': '4',
            'x-pdf-warning': 'Some characters were left out.',
          },
        },
      }),
    );
    const pdf = await cvApi.generatePDF(2, { watermark: true });
    expect(requests[0]!.config.responseType).toBe('blob');
    expect(requests[0]!.data).toEqual({ watermark: true });
    expect(pdf).toMatchObject({ fileName: 'Nimal-Perera-CV.pdf', pdfUrl: '/api/cvs/2/exports/4/pdf', exportId: '4', warning: 'Some characters were left out.' });
    expect(pdf.blob).toBeInstanceOf(Blob);
  });

  it('reports download progress', async () => {
    const seen: number[] = [];
    mockApi(
      routes({
        'POST /cvs/2/generate-pdf': (request) => {
          request.config.onDownloadProgress?.({ loaded: 50, total: 200 });
          return { status: 200, data: new Blob(['%PDF']) };
        },
      }),
    );
    const pdf = await cvApi.generatePDF(2, {}, (percent) => seen.push(percent));
    expect(seen).toEqual([25]);
    expect(pdf.fileName).toBe('CV.pdf');
    expect(pdf.exportId).toBeNull();
  });

  it('reads file names, the encoded form first', () => {
    expect(cvApi.fileNameOf("attachment; filename=\"a.pdf\"; filename*=UTF-8''N%C4%ABmal-CV.pdf", 'x')).toBe('Nīmal-CV.pdf');
    expect(cvApi.fileNameOf('attachment; filename=resume.json', 'x')).toBe('resume.json');
    expect(cvApi.fileNameOf(null, 'CV.pdf')).toBe('CV.pdf');
  });

  it('shares with the options as given, and imports with source and data', async () => {
    const { requests } = mockApi(
      routes({
        'POST /cvs/1/share': { status: 201, data: ok({ id: 1 }) },
        'POST /cvs/import': { status: 200, data: ok({ source: 'text', builderData: aCV().builderData, warnings: [], importedAt: '2026-11-27T10:00:00Z' }) },
        'POST /cvs/1/photo': { status: 200, data: ok({ profilePhoto: '/media/cv/1.jpg' }) },
      }),
    );
    await cvApi.shareCV(1, { expiresInDays: null, allowDownload: true });
    await cvApi.importCVData({ source: 'text', data: 'Nimal Perera' });
    const photo = await cvApi.uploadCVPhoto(1, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(requests[0]!.data).toEqual({ expiresInDays: null, allowDownload: true });
    expect(requests[1]!.data).toEqual({ source: 'text', data: 'Nimal Perera' });
    expect((requests[2]!.data as FormData).get('photo')).toBeInstanceOf(File);
    expect(photo).toBe('/media/cv/1.jpg');
  });

  it("gives an import's notes in the reader's language, and a note it does not know as it came", async () => {
    const notes = [
      'The date "Spring 2019" (a job\'s start) could not be read and was left out.',
      'Only the first 50 entries of technical skills were kept (64 were found).',
      'The date "x" (a date in Awards) could not be read and was left out.',
      'A note the app does not know.',
    ];
    mockApi(routes({ 'POST /cvs/import': { status: 200, data: ok({ source: 'text', builderData: aCV().builderData, warnings: notes, importedAt: '2026-11-27T10:00:00Z' }) } }));
    expect((await cvApi.importCVData({ source: 'text', data: 'Nimal Perera' })).value.warnings).toEqual(notes);
    const { setLanguage } = await import('@/i18n');
    await setLanguage('si');
    try {
      expect((await cvApi.importCVData({ source: 'text', data: 'Nimal Perera' })).value.warnings).toEqual([
        'දිනය "Spring 2019" (රැකියාවක ආරම්භය) කියවිය නොහැකි වූ බැවින් ඉවත් කරන ලදී.',
        'තාක්ෂණික කුසලතා හි පළමු ඇතුළත් කිරීම් 50 පමණක් තබා ගන්නා ලදී (64ක් හමු විය).',
        'දිනය "x" (a date in Awards) කියවිය නොහැකි වූ බැවින් ඉවත් කරන ලදී.',
        'A note the app does not know.',
      ]);
    } finally {
      await setLanguage('en');
    }
  });

  it('sends the jobs viewed with the analysis', async () => {
    const { requests } = mockApi(routes({ 'POST /cvs/4/analyze': { status: 200, data: ok(anAnalysis({ cvId: 4 })) } }));
    expect((await cvApi.analyzeCV(4, [42, 17])).cvId).toBe(4);
    await cvApi.analyzeCV(4);
    expect(requests[0]!.data).toEqual({ viewedJobIds: [42, 17] });
    expect(requests[1]!.data).toEqual({ viewedJobIds: [] });
  });

  it('reads a shared CV from its token', async () => {
    mockApi(routes({ 'GET /shared-cvs/abc_-1': { status: 200, data: ok({ cv: aCV(), allowDownload: false, pdfUrl: null }) } }));
    expect(await cvApi.fetchSharedCV('abc_-1')).toMatchObject({ allowDownload: false, pdfUrl: null });
  });
});

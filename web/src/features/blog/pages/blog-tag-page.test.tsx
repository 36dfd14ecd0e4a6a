import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { aPost, aTag, listAnswer } from '@/features/blog/testing/fixtures';
import BlogTagPage from '@/features/blog/pages/blog-tag-page';
import { mockApi, routes, type MockHandler, type RecordedRequest } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

function page(route = '/blogs/tag/cv') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/blogs/tag/:tag"
        element={
          <>
            <BlogTagPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const paramsOf = (request: RecordedRequest) => new URLSearchParams(String(request.config.params ?? ''));

function serve(list: MockHandler) {
  return mockApi(
    routes({
      'GET /blogs/tag/cv': list,
      'GET /blogs/tags': { status: 200, data: { success: true, data: [aTag(), aTag({ id: 2, name: 'Abroad', slug: 'abroad' })] } },
    }),
  );
}

describe('BlogTagPage', () => {
  it('lists the tag’s articles from GET /blogs/tag/{t} under a title naming the tag', async () => {
    const { requests } = serve(() => ({ status: 200, data: listAnswer([aPost({ id: 1, title: 'Write a CV' })]) }));
    page();
    expect(await screen.findByRole('link', { name: /Write a CV/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles tagged “CV”' })).toBeInTheDocument();
    expect(document.title).toContain('Articles tagged “CV”');
    const list = requests.find((request) => request.url === '/blogs/tag/cv')!;
    expect(paramsOf(list).toString()).toBe('limit=12');
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
  });

  it('asks for the page of the address and moves to the next', async () => {
    const { requests } = serve((request) => {
      const pageNo = Number(paramsOf(request).get('page') ?? 1);
      return { status: 200, data: listAnswer([aPost({ id: pageNo, title: `Guide ${pageNo}` })], pageNo, 30) };
    });
    const { user } = page('/blogs/tag/cv?page=2');
    await screen.findByRole('link', { name: /Guide 2/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: /Guide 3/ });
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs/tag/cv?page=3');
    expect(requests.filter((request) => request.url === '/blogs/tag/cv').map((request) => paramsOf(request).get('page'))).toEqual(['2', '3']);
  });

  it('is drawn in Tamil', async () => {
    await setLanguage('ta');
    try {
      serve(() => ({ status: 200, data: listAnswer([aPost()]) }));
      page();
      expect(await screen.findByRole('heading', { level: 1, name: '“CV” குறிச்சொல் உள்ள கட்டுரைகள்' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows SPEC’s failure text, then the list once retried', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, data: { success: false } } : { status: 200, data: listAnswer([aPost({ title: 'Write a CV' })]) }));
    const { user } = page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blog posts');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: /Write a CV/ })).toBeInTheDocument();
  });

  it('says so when no article has the tag yet', async () => {
    serve(() => ({ status: 200, data: listAnswer([]) }));
    page();
    expect(await screen.findByText('No articles have this tag yet')).toBeInTheDocument();
  });

  it('is not found when the server knows no such tag', async () => {
    mockApi(
      routes({
        'GET /blogs/tag/gone': { status: 404, data: { success: false, message: 'Tag not found.' } },
        'GET /blogs/tags': { status: 200, data: { success: true, data: [] } },
      }),
    );
    page('/blogs/tag/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blogs');
  });
});

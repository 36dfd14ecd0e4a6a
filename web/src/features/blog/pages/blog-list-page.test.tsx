import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCategory, aPost, aTag, listAnswer } from '@/features/blog/testing/fixtures';
import BlogListPage from '@/features/blog/pages/blog-list-page';
import { listQuery, readListParams } from '@/features/blog/list-params';
import { blogPath } from '@/lib/paths';
import { mockApi, routes, type MockHandler, type RecordedRequest } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

function page(route = '/blogs') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/blogs"
        element={
          <>
            <BlogListPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const paramsOf = (request: RecordedRequest) => new URLSearchParams(String(request.config.params ?? ''));

/** The sidebar's calls, and the list answered by list. */
function serve(list: MockHandler) {
  return mockApi(
    routes({
      'GET /blogs': (request) => {
        const params = paramsOf(request);
        if (params.get('limit') === '5') return { status: 200, data: listAnswer([aPost({ id: 90, title: params.get('sortBy') === 'views' ? 'Most read guide' : 'Newest guide' })]) };
        return list(request);
      },
      'GET /blogs/search': list,
      'GET /blogs/categories': { status: 200, data: { success: true, data: [aCategory(), aCategory({ id: 2, name: 'Working Abroad', slug: 'working-abroad', postCount: 2 })] } },
      'GET /blogs/tags': { status: 200, data: { success: true, data: [aTag()] } },
    }),
  );
}

describe('BlogListPage', () => {
  it('lists the articles 12 to a page, with the sidebar, and keeps the page in the address', async () => {
    const { requests } = serve((request) => {
      const pageNo = paramsOf(request).get('page');
      return { status: 200, data: listAnswer([aPost({ id: pageNo === '2' ? 13 : 1, title: pageNo === '2' ? 'Page two article' : 'Write a CV' })], Number(pageNo ?? 1), 13) };
    });
    const { user } = page();
    expect(await screen.findByRole('link', { name: 'Write a CV' }, { timeout: 3000 })).toHaveAttribute('href', '/blogs/1/article-1');
    const list = requests.find((request) => request.url === '/blogs' && paramsOf(request).get('limit') === '12');
    expect(list).toBeDefined();

    const sidebar = screen.getByRole('complementary', { name: 'More articles' });
    expect(await within(sidebar).findByRole('link', { name: 'Most read guide' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: /Working Abroad/ })).toHaveAttribute('href', '/blogs?category=working-abroad');
    expect(within(sidebar).getByRole('link', { name: /#CV/ })).toHaveAttribute('href', '/blogs/tag/cv');
    expect(within(sidebar).getByText('2 articles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Page two article' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?page=2');
  });

  it('filters by category and sorts, asking the server with SPEC parameters', async () => {
    const { requests } = serve(() => ({ status: 200, data: listAnswer([aPost()]) }));
    const { user } = page();
    await screen.findByRole('link', { name: 'Article 1' });
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.selectOptions(await screen.findByLabelText('Category'), 'working-abroad');
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?category=working-abroad');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'likes');
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?category=working-abroad&sort=likes');
    await screen.findByRole('link', { name: 'Article 1' });
    const last = paramsOf(requests.filter((request) => request.url === '/blogs' && paramsOf(request).get('limit') === '12').at(-1)!);
    expect(last.getAll('categories[]')).toEqual(['working-abroad']);
    expect(last.get('sortBy')).toBe('likes');
    expect(last.get('sortOrder')).toBe('desc');
  });

  it('searches through /blogs/search and shows the marked snippet as text', async () => {
    const { requests } = serve(() => ({ status: 200, data: listAnswer([aPost({ snippet: 'Put your <mark>CV</mark> first <img src=x onerror=alert(1)>' })]) }));
    const { user } = page();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'CV');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('CV', { selector: 'mark' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/blogs?q=CV');
    expect(requests.some((request) => request.url === '/blogs/search' && paramsOf(request).get('q') === 'CV')).toBe(true);
    expect(screen.getByRole('heading', { name: '1 article for “CV”' })).toBeInTheDocument();
  });

  it('loads the first cover at once and first, and the others as they come near the screen', async () => {
    serve(() => ({
      status: 200,
      data: listAnswer([
        aPost({ id: 1, title: 'No cover' }),
        aPost({ id: 2, title: 'First cover', coverImage: '/media/img/aa/first.jpg' }),
        aPost({ id: 3, title: 'Second cover', coverImage: '/media/img/bb/second.jpg' }),
      ]),
    }));
    page();
    await screen.findByRole('link', { name: 'Second cover' });
    const covers = [...document.querySelectorAll<HTMLImageElement>('main img, ul img')];
    expect(covers.map((img) => [img.getAttribute('src'), img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['/media/img/aa/first.jpg?w=768', 'eager', 'high'],
      ['/media/img/bb/second.jpg?w=768', 'lazy', null],
    ]);
  });

  it('switches between grid and list and hides the sidebar', async () => {
    serve(() => ({ status: 200, data: listAnswer([aPost()]) }));
    const { user, store } = page();
    await screen.findByRole('link', { name: 'Article 1' });
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(store.getState().blog!.viewMode).toBe('list');
    await user.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(screen.queryByRole('complementary', { name: 'More articles' })).not.toBeInTheDocument();
    expect(store.getState().blog!.showSidebar).toBe(false);
  });

  it('shows the empty state, and the error state with a retry that works', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, data: { success: false } } : { status: 200, data: listAnswer([]) }));
    const { user } = page();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blog posts');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });
});

describe('list address', () => {
  it('drops unknown values and keeps what the server takes', () => {
    const list = readListParams(new URLSearchParams('category=cv&category=<x>&sort=relevance&page=-2&tag=abroad'));
    expect(list).toEqual({ q: '', categories: ['cv'], tags: ['abroad'], sort: null, page: 1 });
    expect(listQuery(list)).toMatchObject({ sortBy: 'publishedAt', sortOrder: 'desc', limit: 12 });
    expect(listQuery(readListParams(new URLSearchParams('q=cv')))).toMatchObject({ sortBy: 'relevance' });
    expect(listQuery(readListParams(new URLSearchParams('sort=title')))).toMatchObject({ sortBy: 'title', sortOrder: 'asc' });
  });

  it('gives an article its canonical path', () => {
    expect(blogPath(4, 'write-a-cv')).toBe('/blogs/4/write-a-cv');
    expect(blogPath(4)).toBe('/blogs/4');
  });
});

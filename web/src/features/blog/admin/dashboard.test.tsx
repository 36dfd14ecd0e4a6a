import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogAdminDashboardSections } from '@/features/blog/admin/dashboard';
import type { BlogPost } from '@/features/blog/types';
import { mockApi, routes, type MockHandler } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function aPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 5,
    title: 'Writing a CV for Sri Lankan employers',
    slug: 'writing-a-cv-for-sri-lankan-employers',
    excerpt: 'Two pages are enough.',
    coverImage: '',
    author: { id: 1, name: 'Dilini Editor' },
    category: { id: 2, name: 'Career Advice', slug: 'career-advice' },
    tags: [],
    published: false,
    publishedAt: null,
    readTime: 1,
    featured: false,
    views: 0,
    likesCount: 0,
    commentsCount: 0,
    isLiked: false,
    isBookmarked: false,
    createdAt: '2026-11-20T08:00:00Z',
    updatedAt: '2026-11-21T08:00:00Z',
    ...overrides,
  };
}

const page = (data: BlogPost[]) => ({ status: 200, data: { success: true, data, pagination: { page: 1, limit: 12, total: data.length, totalPages: 1 } } });
const categories = { status: 200, data: { success: true, data: [{ id: 2, name: 'Career Advice', slug: 'career-advice', description: '', postCount: 1 }] } };
const tags = { status: 200, data: { success: true, data: [{ id: 3, name: 'CV', slug: 'cv', postCount: 0 }] } };

function renderSection(table: Record<string, Parameters<typeof routes>[0][string]>) {
  const mock = mockApi(routes({ 'GET /blogs/categories': categories, 'GET /blogs/tags': tags, ...table }));
  const Section = blogAdminDashboardSections[0]!.component;
  const rendered = renderWithProviders(<Section viewer={{ name: 'Dilini Editor', role: 'admin' }} />);
  return { ...mock, ...rendered };
}

describe('the blog dashboard section', () => {
  it('is for the admin users, who all may write posts', () => {
    expect(blogAdminDashboardSections.map((section) => [section.id, section.roles])).toEqual([['blog', ['editor']]]);
  });

  it('lists drafts and published posts, and searches them', async () => {
    const { requests, user } = renderSection({
      'GET /blogs': (request) =>
        page(
          request.query.get('q') === 'interview'
            ? [aPost({ id: 7, title: 'Interview questions', published: true, publishedAt: '2026-11-22T08:00:00Z' })]
            : [aPost(), aPost({ id: 6, title: 'Working abroad safely', published: true, publishedAt: '2026-11-22T08:00:00Z', views: 12, likesCount: 3 })],
        ),
    });
    const list = await screen.findByRole('list', { name: 'Blog posts' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    expect(within(list).getByText('Published')).toBeInTheDocument();
    expect(within(list).getByText('12 views · 3 likes · 0 comments')).toBeInTheDocument();
    expect(requests[0]?.query.get('status')).toBe('all');

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'interview');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Interview questions')).toBeInTheDocument();
    expect(screen.queryByText('Working abroad safely')).not.toBeInTheDocument();
  });

  it('shows what a new post lacks and sends nothing', async () => {
    const { requests, user } = renderSection({ 'GET /blogs': page([]) });
    await user.click(await screen.findByRole('button', { name: 'New post' }));
    const form = await screen.findByRole('form', { name: 'New post' });
    await within(form).findByRole('toolbar', { name: 'Formatting' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Save as draft' }));
    expect(await within(form).findByText('Give the post a title.')).toBeInTheDocument();
    expect(within(form).getByText('Write the text of the post.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
    // Every button of the toolbar has a name and says whether it is on.
    for (const button of within(within(form).getByRole('toolbar')).getAllByRole('button')) {
      expect(button).toHaveAccessibleName();
      expect(button).toHaveAttribute('aria-pressed');
    }
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s field messages and SPEC’s failure toast when a change is refused', async () => {
    const { requests, user } = renderSection({
      'GET /blogs': page([aPost()]),
      'GET /blogs/5': { status: 200, data: { success: true, data: aPost({ content: '<p>Two pages.</p>' }) } },
      'PUT /blogs/5': { status: 422, data: { success: false, message: 'Check the fields.', errors: [{ field: 'title', message: 'A post with this title exists.' }] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Writing a CV for Sri Lankan employers' }));
    const form = await screen.findByRole('form', { name: 'Edit post' });
    await within(form).findByRole('toolbar', { name: 'Formatting' }, { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('A post with this title exists.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to update blog post')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PUT')?.data as FormData;
    expect(sent.get('title')).toBe('Writing a CV for Sri Lankan employers');
    expect(sent.get('content')).toBe('<p>Two pages.</p>');
    expect(sent.get('categoryId')).toBe('2');
  });

  it('publishes and unpublishes a post from the list', async () => {
    const { requests, user } = renderSection({
      'GET /blogs': page([aPost()]),
      'PATCH /blogs/5/publish': { status: 200, data: { success: true, data: aPost({ published: true, publishedAt: '2026-11-23T08:00:00Z' }) } },
      'PATCH /blogs/5/unpublish': { status: 200, data: { success: true, data: aPost({ published: false }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish Writing a CV for Sri Lankan employers' }));
    expect(await screen.findByText('The post is published.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unpublish Writing a CV for Sri Lankan employers' }));
    expect(await screen.findByText('The post is no longer published.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish Writing a CV for Sri Lankan employers' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.url)).toEqual(['/blogs/5/publish', '/blogs/5/unpublish']);
  });

  it('deletes a post only once the deletion is confirmed', async () => {
    let deleted = false;
    const list: MockHandler = () => page(deleted ? [] : [aPost()]);
    const { requests, user } = renderSection({
      'GET /blogs': list,
      'DELETE /blogs/5': () => {
        deleted = true;
        return { status: 200, data: { success: true, message: 'Blog post deleted successfully' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Writing a CV for Sri Lankan employers' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Writing a CV for Sri Lankan employers' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Blog post deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No posts yet. Write the first one.')).toBeInTheDocument();
  });

  it('shows the server’s message when a category in use cannot be deleted', async () => {
    const { user } = renderSection({
      'GET /blogs': page([]),
      'DELETE /blogs/categories/2': { status: 409, data: { success: false, message: 'The category has posts; move them to another category first.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Categories and tags' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Career Advice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this category?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The category has posts; move them to another category first.')).toBeInTheDocument();
  });

  it('says so with SPEC’s texts when the categories and tags cannot be fetched', async () => {
    mockApi(routes({ 'GET /blogs': page([]) }));
    const Section = blogAdminDashboardSections[0]!.component;
    renderWithProviders(<Section viewer={{ name: 'Dilini Editor', role: 'admin' }} />);
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch tags')).toBeInTheDocument();
  });
});

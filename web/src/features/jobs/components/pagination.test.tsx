import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Pagination, pageWindow } from './pagination';

describe('page numbers', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves gaps in a long list around the current page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('links to the previous, next and numbered pages, and marks the current one', () => {
    renderWithProviders(<Pagination page={2} totalPages={3} hrefFor={(page) => `/browse?page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/browse?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/browse?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/browse?page=3');
    expect(within(nav).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown for a single page', () => {
    renderWithProviders(<Pagination page={1} totalPages={1} hrefFor={() => '/'} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

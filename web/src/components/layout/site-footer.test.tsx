import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links to the pages of the spec', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const expected: [string, string][] = [
      ['Browse Jobs', '/browse'],
      ['Top Companies', '/company'],
      ['Blogs', '/blogs'],
      ['FAQ', '/faq'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("offers a visitor 'Sign in', and a signed-in customer the dashboard instead", () => {
    const { unmount } = renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/login');
    expect(within(footer).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<SiteFooter signedIn />);
    const signedIn = screen.getByRole('contentinfo');
    expect(within(signedIn).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/customer/dashboard');
    expect(within(signedIn).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('describes the product and shows the copyright with the current year', () => {
    renderWithProviders(<SiteFooter />);
    expect(screen.getByText(/destination for finding job opportunities/)).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} JobPortal. All rights reserved.`)).toBeInTheDocument();
  });

  it('links to five social network profiles, each opening in a new tab', () => {
    renderWithProviders(<SiteFooter />);
    const social = ['Facebook', 'YouTube', 'Instagram', 'LinkedIn', 'X'].map((network) =>
      screen.getByRole('link', { name: `JobPortal on ${network}` }),
    );
    expect(social).toHaveLength(5);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).not.toBeNull();
    }
  });
});

/** Companies and reviews for the area's tests, in the server's shapes. */
import type { Company, CompanyChange, Review } from '@/features/companies/types';

export function aCompany(overrides: Partial<Company> = {}): Company {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Company ${id}`,
    slug: `company-${id}`,
    logo: '',
    cover: '',
    industry: 'IT and Software',
    size: '51-200',
    location: 'Colombo',
    website: 'https://example.lk',
    email: '',
    phone: '',
    founded: 2005,
    description: 'We build software.',
    status: 'approved',
    rejectionReason: '',
    verified: false,
    followersCount: 3,
    rating: 4,
    reviewsCount: 2,
    jobsCount: 1,
    ownerId: null,
    isFollowed: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A change its owner made to a page, pending and with the page's own facts until overridden. */
export function aChange(page: Company, overrides: Partial<CompanyChange> = {}): CompanyChange {
  return {
    name: page.name,
    slug: page.slug,
    logo: page.logo,
    cover: page.cover,
    industry: page.industry,
    size: page.size,
    location: page.location,
    website: page.website,
    email: page.email,
    phone: page.phone,
    founded: page.founded,
    description: page.description,
    status: 'pending',
    rejectionReason: '',
    createdAt: '2026-02-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    companyId: 1,
    author: { id: 7, name: 'Nimal Perera', avatar: '' },
    rating: 4,
    title: 'Good place to learn',
    text: 'Friendly team and real projects.',
    pros: '',
    cons: '',
    createdAt: '2026-02-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    ...overrides,
  };
}

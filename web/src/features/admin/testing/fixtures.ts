/** Admin console answers as the server sends them, changed by overrides. */
import type { AdminAccount, AdminStats, AuditEntry, CustomerAccount, EmailLogEntry } from '@/features/admin/types';

export function aCustomer(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    id: 12,
    type: 'company',
    name: 'Lanka Tea Ltd',
    email: 'hr@lankatea.lk',
    phone: '0771234567',
    contactPerson: 'Ruwan Perera',
    website: 'https://lankatea.lk',
    industry: 'Agriculture',
    district: 'Kandy',
    avatar: '',
    status: 'active',
    createdAt: '2026-03-01T04:30:00Z',
    updatedAt: '2026-03-02T04:30:00Z',
    ...overrides,
  };
}

export function anAdmin(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: 1,
    username: 'admin',
    name: 'Site Admin',
    email: 'admin@jobportal.lk',
    role: 'superadmin',
    mustChangePassword: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return { id: 5, actorId: 1, actorUsername: 'admin', action: 'customer.ban', targetType: 'customer', targetId: 12, reason: 'Fake vacancies', createdAt: '2026-03-03T05:00:00Z', ...overrides };
}

export function anEmail(overrides: Partial<EmailLogEntry> = {}): EmailLogEntry {
  return {
    id: 9,
    recipient: 'nimal@example.lk',
    subject: 'Reset your password',
    body: 'Hello Nimal,\n\nOpen this link to choose a new password:\nhttp://localhost/customer/reset-password?token=abc\n\nJobPortal',
    status: 'logged',
    error: '',
    createdAt: '2026-03-03T05:00:00Z',
    ...overrides,
  };
}

function days(counts: number[]) {
  return counts.map((count, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, count }));
}

export function someStats(overrides: Partial<AdminStats> = {}): AdminStats {
  const flat = Array.from({ length: 30 }, () => 0);
  return {
    from: '2026-03-01',
    to: '2026-03-30',
    totals: { jobs: 40, jobsOpen: 30, jobsPending: 3, applications: 120, customers: 60, individuals: 50, companies: 10, banned: 1, companiesPending: 2, reviews: 7, comments: 9, postsPublished: 4, adminUsers: 3 },
    series: {
      jobsPosted: days(flat.map((_, index) => (index === 4 ? 6 : 1))),
      jobsApproved: days(flat),
      applications: days(flat),
      registrationsIndividual: days(flat),
      registrationsCompany: days(flat),
      reviews: days(flat),
      comments: days(flat),
    },
    topDistricts: [
      { name: 'Colombo', count: 12 },
      { name: 'Kandy', count: 5 },
    ],
    topTopics: [{ name: 'IT Jobs', count: 8 }],
    ...overrides,
  };
}

export function listAnswer<T>(items: T[], totalPages = 1) {
  return { success: true, data: items, pagination: { page: 1, limit: 20, total: items.length, totalPages } };
}

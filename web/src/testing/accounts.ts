/** Signed-in users for tests, as the server sends them: a base account changed by overrides. */
import type { AdminUser, CustomerUser } from '@/app/session/types';

export function makeCustomer(overrides: Partial<CustomerUser> = {}): CustomerUser {
  return {
    id: 7,
    type: 'individual',
    name: 'Nimal Perera',
    email: 'nimal@example.lk',
    phone: '',
    contactPerson: '',
    website: '',
    industry: '',
    district: 'Colombo',
    avatar: '',
    status: 'active',
    createdAt: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

export function makeAdmin(overrides: Partial<AdminUser> = {}): AdminUser {
  return { id: 1, username: 'root', name: 'Root', email: 'root@example.lk', role: 'superadmin', createdAt: '2024-01-01T00:00:00Z', ...overrides };
}

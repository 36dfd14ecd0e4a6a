/** The console's sections, in one module so they travel in one chunk, fetched by the admin dashboard alone. */
export { AdminUsersSection } from '@/features/admin/components/admin-users-section';
export { CustomersDirectorySection } from '@/features/admin/components/customers-directory-section';
export { AuditSection } from '@/features/admin/components/audit-section';
export { EmailsSection } from '@/features/admin/components/emails-section';
export { OverviewSection } from '@/features/admin/components/overview-section';
export { ProfileSection } from '@/features/admin/components/profile-section';
export { UsersSection } from '@/features/admin/components/users-section';

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companiesDashboardSections } from '@/features/companies/dashboard';
import { aCompany } from '@/features/companies/testing/fixtures';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function section(id: string) {
  const found = companiesDashboardSections.find((item) => item.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found.component;
}

describe('the companies dashboard sections', () => {
  it('are for company accounts and admins only', () => {
    expect(companiesDashboardSections.map((item) => [item.id, item.roles])).toEqual([
      ['company-page', ['company']],
      ['companies', ['admin']],
    ]);
  });

  it('shows an owner its rejected page with the reason, and says a rename goes back to review', async () => {
    mockApi(routes({ 'GET /companies/mine': { status: 200, data: { success: true, data: aCompany({ status: 'rejected', rejectionReason: 'Add your real address.' }) } } }));
    const OwnPage = section('company-page');
    renderWithProviders(<OwnPage viewer={{ name: 'Lanka Tea', role: 'company' }} />);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Add your real address.')).toBeInTheDocument();
    expect(screen.getByText(/A new name sends the page back to review/)).toBeInTheDocument();
  });

  it('lets an admin reject a page only with a reason, which is sent', async () => {
    const { requests } = mockApi(
      routes({
        'GET /companies': { status: 200, data: { success: true, data: [aCompany({ id: 4, name: 'Kandy Spices', status: 'pending' })], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } } },
        'PATCH /companies/4/reject': { status: 200, data: { success: true, data: aCompany({ id: 4, name: 'Kandy Spices', status: 'rejected', rejectionReason: 'No address' }) } },
      }),
    );
    const Admin = section('companies');
    const { user } = renderWithProviders(<Admin viewer={{ name: 'Admin', role: 'admin' }} />);
    const row = await screen.findByRole('article', { name: 'Kandy Spices' });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'No address');
    await user.click(confirm);
    expect(await screen.findByText('Kandy Spices was rejected.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.data).toEqual({ reason: 'No address' });
    expect(requests[0]?.config.params?.toString()).toContain('status=pending');
  });
});

import { useAppSelector } from '@/app/hooks';
import { isCustomerUser } from '@/app/session/types';

/** Who looks at a company: a signed-in customer (and which), an admin, or a visitor. */
export function useViewer(): { customerId: number | null; customerType: string | null; admin: boolean } {
  const auth = useAppSelector((state) => state.auth);
  if (!auth.isAuthenticated || !auth.user) return { customerId: null, customerType: null, admin: false };
  if (isCustomerUser(auth.user)) return { customerId: auth.user.id, customerType: auth.user.type, admin: false };
  return { customerId: null, customerType: null, admin: true };
}

import { useAppSelector } from '@/app/hooks';
import { isCustomerUser } from '@/app/session/types';

/**
 * Who reads an article: a signed-in customer (who may like, save and comment), an admin (who
 * may remove comments but neither reacts nor comments: those calls are the customers'), or a
 * visitor.
 */
export function useReader(): { customerId: number | null; admin: boolean } {
  const auth = useAppSelector((state) => state.auth);
  if (!auth.isAuthenticated || !auth.user) return { customerId: null, admin: false };
  if (isCustomerUser(auth.user)) return { customerId: auth.user.id, admin: false };
  return { customerId: null, admin: true };
}

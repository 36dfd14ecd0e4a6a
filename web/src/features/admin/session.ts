/** Keeps the stored admin session's user in step with the server's answer. */
import { authUserUpdated } from '@/app/session/auth-slice';
import type { AdminUser } from '@/app/session/types';
import type { useAppDispatch } from '@/app/hooks';
import { STORAGE_KEYS, notifyAuthStateChanged, saveAdminSession } from '@/lib/storage';
import type { AdminAccount } from '@/features/admin/types';

export function storeOwnAccount(account: AdminAccount, dispatch: ReturnType<typeof useAppDispatch>): void {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) return;
  saveAdminSession(token, account);
  dispatch(authUserUpdated(account as unknown as AdminUser));
  notifyAuthStateChanged();
}

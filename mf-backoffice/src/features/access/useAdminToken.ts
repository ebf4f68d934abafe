import { selectAccessToken, useAppSelector } from '@inercise/shared';

/**
 * The token the back office's calls carry: the shop's own login. Whether it belongs to an admin only the API knows
 * (it reads the role on every call), so the pages ask and show what the answer allows.
 */
export function useAdminToken(): string | null {
  return useAppSelector(selectAccessToken);
}

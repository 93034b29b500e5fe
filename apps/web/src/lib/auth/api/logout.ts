import { api } from '../../api-client';

/**
 * POST /api/auth/logout with an explicit token: the caller clears storage at once (so the screen
 * never waits on the network) and this still revokes the right token server-side.
 */
export async function revokeToken(token: string): Promise<void> {
  await api.post('/auth/logout', undefined, { headers: { Authorization: `Token ${token}` } });
}

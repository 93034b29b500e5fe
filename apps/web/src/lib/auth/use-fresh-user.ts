import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasStatus } from '../api-error-text';
import { currentUserQueryOptions } from './api/get-current-user';
import { useAuth } from './use-auth';

/**
 * Asks the server for the signed-in user when a screen mounts and stores the answer, so changes made
 * elsewhere (an admin's approval, a verification in another tab) show without logging in again. A
 * 401 means the session has ended on the server, so the browser forgets it too.
 */
export function useFreshUser() {
  const { status, updateUser, signOut } = useAuth();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: status === 'signed-in', refetchOnMount: 'always' });
  const { data, error } = query;

  useEffect(() => {
    if (data) updateUser(data);
  }, [data, updateUser]);

  useEffect(() => {
    if (hasStatus(error, 401)) signOut({ revoke: false });
  }, [error, signOut]);

  return query;
}

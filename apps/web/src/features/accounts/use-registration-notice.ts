import { useEffect, useState } from 'react';
import {
  forgetPendingRegistration,
  readRecentPendingRegistration,
  rememberPendingRegistration,
  type PendingRegistrationKey,
} from './pending-registration';

/**
 * The sign-up screens' "check your email" popup: open at once when a registration finished in the last
 * few minutes (then forgotten, so it shows once), and after each new registration.
 */
export function useRegistrationNotice(key: PendingRegistrationKey) {
  // Read in the initialiser (pure, so StrictMode's double call is harmless); removed in the effect.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(
    () => readRecentPendingRegistration(key, Date.now())?.email ?? null,
  );
  const [open, setOpen] = useState(registeredEmail !== null);

  useEffect(() => {
    forgetPendingRegistration(key);
  }, [key]);

  const onRegistered = (email: string) => {
    rememberPendingRegistration(key, email, Date.now());
    setRegisteredEmail(email);
    setOpen(true);
  };

  return { registeredEmail, open, setOpen, onRegistered };
}

import { Navigate } from 'react-router';
import { readStorage } from '@/lib/storage';

/** localStorage flag that arms the deliberate crash below. */
const E2E_THROW_FLAG_KEY = 'e2e:throw';

/**
 * `/__throw`: lets the end-to-end suite prove the global failure screen works.
 *
 * The e2e suite runs the production build (served by the API), so a route registered only outside
 * production would not exist there. Instead the route is always present but inert: it throws during
 * render only when the test has set localStorage 'e2e:throw' to '1', and otherwise sends the visitor
 * home. A real visitor never sets that key, so for them this is just a redirect.
 */
export default function ThrowForTestsPage() {
  if (readStorage(E2E_THROW_FLAG_KEY) === '1') {
    throw new Error('Deliberate render failure requested by the end-to-end tests');
  }
  return <Navigate to="/" replace />;
}

export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export { useFreshUser } from './use-fresh-user';
export { useResendVerification } from './api/resend-verification';
export { postLoginDestination, venueIdFromPageState } from './post-login-destination';
export type { AuthContextValue, AuthStatus, SignOutOptions } from './auth-context';
export { firstName, formatUserDisplayName, isAuthUser, USER_ROLES, type AuthUser, type UserRole } from './auth-user';

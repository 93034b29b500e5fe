export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthContextValue, AuthStatus } from './auth-context';
export { formatUserDisplayName, isAuthUser, USER_ROLES, type AuthUser, type UserRole } from './auth-user';

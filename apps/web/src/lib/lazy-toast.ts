/**
 * Toasts for code that every page loads (the header, lib/auth): sonner is fetched when the first
 * toast is shown, so it stays out of the landing page's JavaScript. Feature code, already loaded
 * lazily, may import `toast` from 'sonner' directly.
 */
export const lazyToast = {
  success(message: string) {
    void import('sonner').then(({ toast }) => toast.success(message));
  },
  error(message: string) {
    void import('sonner').then(({ toast }) => toast.error(message));
  },
};

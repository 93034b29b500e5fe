import { API_BASE } from './api-client';

/**
 * Profile images arrive as server-relative '/media/...' paths (or absolute URLs). Media is served by
 * the API, so when VITE_API_BASE points at another origin the path is resolved against it.
 */
export function mediaUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  if (/^https?:\/\//i.test(API_BASE)) return new URL(path, API_BASE).toString();
  return path;
}

import { REVIEW_PREVIEW_IMAGES } from '@app/contracts';

/** The review step shows the first four images and '+N' for the rest (owner-admin.md §2 venue modal). */
export function reviewPreview<T>(images: readonly T[]): { shown: T[]; more: number } {
  return { shown: images.slice(0, REVIEW_PREVIEW_IMAGES), more: Math.max(0, images.length - REVIEW_PREVIEW_IMAGES) };
}

import { BRAND_NAME } from '@/config/brand';

/** Sets the document title; React 19 hoists <title> into <head> from anywhere in the tree. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${BRAND_NAME}`}</title>;
}

import { TOAST_DEFAULTS } from '@app/contracts';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

/** Sonner reads its toast width from this CSS variable. */
const toasterStyle = { '--width': `${TOAST_DEFAULTS.widthPx}px` } as CSSProperties;

/** Mounted once by the app providers (lazily, when the page is idle); features call `toast()` / `toast.error()` from 'sonner'. */
export default function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DEFAULTS.durationMs}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      gap={TOAST_DEFAULTS.gapPx}
      style={toasterStyle}
      // Rich colours give error toasts the red the spec asks for (shade tuned in index.css).
      richColors
      closeButton
    />
  );
}

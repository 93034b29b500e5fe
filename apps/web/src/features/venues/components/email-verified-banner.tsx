import { STORAGE_KEYS } from '@app/contracts';
import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { readStorage, removeStorage } from '@/lib/storage';

/** Shown once after a successful e-mail verification (the verify screen leaves a flag in localStorage). */
export function EmailVerifiedBanner() {
  const [visible, setVisible] = useState(() => readStorage(STORAGE_KEYS.emailVerifiedFlag) !== null);

  useEffect(() => {
    if (visible) removeStorage(STORAGE_KEYS.emailVerifiedFlag);
  }, [visible]);

  if (!visible) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      <p className="flex-1">
        <strong className="font-semibold">Your email has been verified.</strong> You can now book venues.
      </p>
      <button
        type="button"
        onClick={() => setVisible(false)}
        aria-label="Dismiss"
        className="-m-1 rounded-lg p-1 text-emerald-800 hover:bg-emerald-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

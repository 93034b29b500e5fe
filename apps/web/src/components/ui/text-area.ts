/** Text areas look like the app's inputs (field-styles), growing with their rows. */
export const textAreaClassName =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 hover:border-slate-400 ' +
  'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 aria-invalid:border-red-600';

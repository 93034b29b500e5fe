/** Shared look of text inputs and selects so form controls line up. */
export const fieldClassName =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 hover:border-slate-400 ' +
  'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600';

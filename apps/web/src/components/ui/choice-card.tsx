import { clsx } from 'clsx';

/** A radio choice as a card: its label and a line of explanation, the chosen one highlighted. */
export function ChoiceCard({
  name,
  checked,
  onChange,
  label,
  hint,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  hint?: string;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
        checked ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300 hover:border-slate-400',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 accent-emerald-700"
      />
      <span>
        <span className="block font-semibold text-slate-900">{label}</span>
        {hint && <span className="block text-slate-600">{hint}</span>}
      </span>
    </label>
  );
}

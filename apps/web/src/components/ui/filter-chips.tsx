import { clsx } from 'clsx';

interface FilterChipsProps<Value extends string> {
  /** Names the group for screen readers ('Filter by category'). */
  label: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  /** The text of an option, when it differs from its value. */
  optionLabel?: (value: Value) => string;
  className?: string;
}

/** One-of-many filter chips (the help centre's and the blog's categories): toggle buttons with aria-pressed. */
export function FilterChips<Value extends string>({
  label,
  options,
  value,
  onChange,
  optionLabel = (option) => option,
  className,
}: FilterChipsProps<Value>) {
  return (
    <div role="group" aria-label={label} className={clsx('flex flex-wrap justify-center gap-2', className)}>
      {options.map((option) => {
        const selected = option === value;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option)}
            className={clsx(
              'rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              selected
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-emerald-700 hover:text-emerald-800',
            )}
          >
            {optionLabel(option)}
          </button>
        );
      })}
    </div>
  );
}

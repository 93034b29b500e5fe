import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from './form-field';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
}

/** A native checkbox (keyboard and screen readers for free) with its label and error. */
export function CheckboxField({ id, label, error, ...props }: CheckboxFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-emerald-700"
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

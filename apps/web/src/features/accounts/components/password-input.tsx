import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  /** Accessible name of the toggle; distinct per field when a form has two passwords. */
  toggleLabel?: string;
}

/** A password field with a show/hide toggle; the toggle is a pressed/unpressed button with a fixed name. */
export function PasswordInput({ id, toggleLabel = 'Show password', className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input id={id} type={visible ? 'text' : 'password'} className={`pr-12 ${className ?? ''}`} {...props} />
      <button
        type="button"
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';
import { fieldClassName } from './field-styles';

export function Input({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={clsx(fieldClassName, className)} {...props} />;
}

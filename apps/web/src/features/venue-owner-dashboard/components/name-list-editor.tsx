import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface NameListEditorProps {
  label: string;
  /** The suggestions shown as chips (the spec's popular sports or common facilities). */
  suggestions: readonly string[];
  value: readonly string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
  placeholder: string;
}

/**
 * Sports or facilities: pick a suggestion, or type one and press Enter or +. Blanks and repeats are
 * ignored by the caller's `addName` (owner-admin.md §5).
 */
export function NameListEditor({ label, suggestions, value, onAdd, onRemove, placeholder }: NameListEditorProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const chosen = (name: string) => value.some((item) => item.toLowerCase() === name.toLowerCase());
  const add = () => {
    onAdd(typed);
    setTyped('');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {suggestions.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={chosen(name)}
            onClick={() =>
              chosen(name) ? onRemove(value.find((item) => item.toLowerCase() === name.toLowerCase())!) : onAdd(name)
            }
            className={clsx(
              'rounded-full border px-3 py-1 text-sm transition-colors',
              chosen(name)
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:border-emerald-600',
            )}
          >
            {name}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <Label htmlFor={id} className="sr-only">
          {`Add ${label.toLowerCase()}`}
        </Label>
        <Input
          id={id}
          value={typed}
          placeholder={placeholder}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" aria-label={`Add to ${label.toLowerCase()}`} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {value.length > 0 && (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-900"
            >
              {name}
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => onRemove(name)}
                className="rounded-full p-1 text-slate-600 hover:bg-slate-200"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

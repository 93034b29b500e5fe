import { clsx } from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix for the tab and panel ids; unique on the page. */
  idPrefix: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Renders the active panel only; the other panels exist (hidden) so every aria-controls resolves. */
  children: (value: T) => ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs (the Radix tabs package is not a dependency): a tablist with roving tabindex, arrow
 * keys, Home and End, and automatic activation.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  items,
  value,
  onValueChange,
  children,
  className,
}: TabsProps<T>) {
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (item: T) => `${idPrefix}-tab-${item}`;
  const panelId = (item: T) => `${idPrefix}-panel-${item}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has the focus (it may not be the selected one), else from the selected one.
    const focused = items.findIndex((item) => tabRefs.current.get(item.value) === event.target);
    const index = focused >= 0 ? focused : items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const target = items[next];
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={clsx(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
                selected
                  ? 'border-emerald-700 text-emerald-900'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== value}
          tabIndex={0}
          className="pt-6 focus:outline-none focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          {item.value === value && children(item.value)}
        </div>
      ))}
    </div>
  );
}

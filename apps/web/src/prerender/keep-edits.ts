/*
 * The rendered page (prerendered or server-rendered) is live HTML before the app's code arrives: a
 * visitor on a slow phone may already type a location or pick a sport. When the app takes that HTML
 * over, the live page's state starts empty (and where React renders a part afresh, so do its
 * fields); this carries what was typed, and the focus and caret, into the same fields of the live page. Fields are matched by name (else by their
 * position among the page's fields), which the rendered and the live page share.
 */

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const FIELD_SELECTOR = 'input, select, textarea';

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
  );
}

function fieldKey(root: HTMLElement, field: Field): string {
  if (field.name) return `name:${field.name}`;
  return `index:${[...root.querySelectorAll(FIELD_SELECTOR)].indexOf(field)}`;
}

function findField(root: HTMLElement, key: string): Field | null {
  if (key.startsWith('name:')) {
    const named = [...root.querySelectorAll<Field>(FIELD_SELECTOR)].find((field) => field.name === key.slice(5));
    return named ?? null;
  }
  const found = root.querySelectorAll(FIELD_SELECTOR)[Number(key.slice(6))];
  return isField(found ?? null) ? (found as Field) : null;
}

/** Whether the visitor changed the field from what the page was sent with. */
function isEdited(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Sets a value the way typing does, so React's onChange sees it and the live page's state follows.
 * React compares with the value it last set (through the element's own `value` property); setting
 * '' through it first and the text through the prototype's setter makes the text a change, also when
 * a hydrated field already shows it.
 */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = '';
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

declare global {
  interface Window {
    /** Taps on the rendered page's buttons before the app took over (public/early-taps.js). */
    __earlyTaps?: Element[];
    /** Set as the app starts taking the page over: from then on React handles taps itself. */
    __appTakingOver?: boolean;
  }
}

/**
 * Replays the taps early-taps.js held back on the elements tapped, which hydration kept. Where React
 * rendered afresh (a signed-in visitor) the element is gone and the tap is dropped: guessing its
 * replacement could press something else.
 */
function replayEarlyTaps(root: HTMLElement): void {
  const taps = window.__earlyTaps?.splice(0) ?? [];
  for (const element of taps) {
    if (element.isConnected && root.contains(element) && element instanceof HTMLElement) element.click();
  }
}

export function keepEditsAcrossTakeover(root: HTMLElement): {
  start: () => void;
  apply: () => void;
  replayTaps: () => void;
} {
  const values = new Map<string, string>();
  let focused: { key: string; start: number | null; end: number | null } | null = null;

  const remember = (field: Field) => {
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio' || field.type === 'password' || field.type === 'file')
    )
      return;
    if (isEdited(field)) values.set(fieldKey(root, field), field.value);
  };
  const rememberFocus = (field: Field) => {
    const caret = field instanceof HTMLSelectElement ? null : field;
    let start: number | null = null;
    let end: number | null = null;
    try {
      start = caret?.selectionStart ?? null;
      end = caret?.selectionEnd ?? null;
    } catch {
      // types without a caret (number, e-mail) throw on selectionStart
    }
    focused = { key: fieldKey(root, field), start, end };
  };

  // Typed before this script ran.
  root.querySelectorAll<Field>(FIELD_SELECTOR).forEach(remember);
  if (isField(document.activeElement) && root.contains(document.activeElement)) rememberFocus(document.activeElement);

  // Typed while the app's first render is under way (it yields between slices).
  const onEdit = (event: Event) => {
    if (isField(event.target)) remember(event.target);
    if (isField(event.target) && event.target === document.activeElement) rememberFocus(event.target);
  };
  const onFocus = (event: Event) => {
    if (isField(event.target)) rememberFocus(event.target);
  };
  const onBlur = (event: FocusEvent) => {
    // Focus moved elsewhere on purpose (not lost because the field was replaced).
    if (event.relatedTarget) focused = null;
  };
  root.addEventListener('input', onEdit, true);
  root.addEventListener('change', onEdit, true);
  root.addEventListener('keyup', onEdit, true);
  root.addEventListener('focusin', onFocus, true);
  root.addEventListener('focusout', onBlur, true);

  // Where the visitor has scrolled the rendered page to. The router's scroll restoration, mounting
  // with the live page, scrolls a page it has no saved position for to the top; on a page the
  // visitor has been reading that is a jump (and a tap aimed at where a button was lands on another).
  let scrolled = { x: window.scrollX, y: window.scrollY };
  const onScroll = () => {
    scrolled = { x: window.scrollX, y: window.scrollY };
  };
  window.addEventListener('scroll', onScroll, { passive: true });

  let applied = false;
  return {
    /** Called once React has committed the live page: it handles taps from then on. */
    start() {
      window.__appTakingOver = true;
      window.removeEventListener('scroll', onScroll);
      // Layout effects run children first, so the router has scrolled by now; the scroll event it
      // causes comes later, after this listener is gone. Put the page back before it is painted.
      if (window.scrollX !== scrolled.x || window.scrollY !== scrolled.y) window.scrollTo(scrolled.x, scrolled.y);
    },
    /** After the live page is painted and its effects ran, so a replayed tap finds it ready. */
    replayTaps() {
      replayEarlyTaps(root);
    },
    apply() {
      if (applied) return;
      applied = true;
      root.removeEventListener('input', onEdit, true);
      root.removeEventListener('change', onEdit, true);
      root.removeEventListener('keyup', onEdit, true);
      root.removeEventListener('focusin', onFocus, true);
      root.removeEventListener('focusout', onBlur, true);
      for (const [key, value] of values) {
        const field = findField(root, key);
        if (field) typeInto(field, value);
      }
      const wasFocused = focused;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (wasFocused && lost) {
        const field = findField(root, wasFocused.key);
        field?.focus({ preventScroll: true });
        if (field && !(field instanceof HTMLSelectElement) && wasFocused.start !== null) {
          try {
            field.setSelectionRange(wasFocused.start, wasFocused.end ?? wasFocused.start);
          } catch {
            // not every input type has a caret
          }
        }
      }
    },
  };
}

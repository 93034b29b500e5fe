import { cleanNameList } from '@app/contracts';

/**
 * Adds a typed sport or facility to a list (owner-admin.md §5): blanks are ignored and a name already
 * there (in any case) is not added twice. Returns the same list when nothing was added.
 */
export function addName(list: readonly string[], typed: string): string[] {
  const next = cleanNameList([...list, typed]);
  return next.length === list.length ? [...list] : next;
}

export function removeName(list: readonly string[], name: string): string[] {
  return list.filter((item) => item !== name);
}

export function toggleName(list: readonly string[], name: string): string[] {
  return list.some((item) => item.toLowerCase() === name.toLowerCase())
    ? list.filter((item) => item.toLowerCase() !== name.toLowerCase())
    : addName(list, name);
}

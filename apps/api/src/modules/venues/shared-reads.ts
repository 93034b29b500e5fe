/*
 * The owner's heavy reads (the Overview of every venue, a busy venue's Bookings tab) are computed once
 * for everyone who asks the same thing within a moment: a request that arrives while the answer is being
 * computed waits for it, and the answer is kept for KEEP_MS (2 s) of real time after it is computed.
 * With 100 tabs of one owner refreshing at once the database does the work once, not 100 times (on
 * SQLite a computation holds the event loop, so only keeping the answer helps; on PostgreSQL sharing
 * the one under way does too). A player's new booking shows at most 2 s later; the owner's own writes
 * (an availability save, a venue edit) forget everything, so their next read starts after their change.
 * At most MAX_KEPT answers are kept, the oldest going first. Failed computations are not kept.
 */
export const SHARED_READS = { keepMs: 2_000, maxKept: 500 };

export interface SharedReads {
  share<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The next request starts afresh, whatever was kept or is under way. */
  forget(): void;
}

interface Entry {
  answer: Promise<unknown>;
  /** performance.now() after which the answer is no longer used; Infinity while it is being computed. */
  until: number;
}

export function createSharedReads(options: { keepMs?: number; maxKept?: number } = {}): SharedReads {
  const keepMs = options.keepMs ?? SHARED_READS.keepMs;
  const maxKept = options.maxKept ?? SHARED_READS.maxKept;
  const entries = new Map<string, Entry>();
  return {
    share<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && found.until > performance.now()) return found.answer as Promise<T>;
      entries.delete(key);
      const entry: Entry = { answer: Promise.resolve(), until: Number.POSITIVE_INFINITY };
      entry.answer = compute().then(
        (answer) => {
          if (entries.get(key) === entry) entry.until = performance.now() + keepMs;
          return answer;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      if (entries.size > maxKept) entries.delete(entries.keys().next().value!);
      return entry.answer as Promise<T>;
    },
    forget() {
      entries.clear();
    },
  };
}

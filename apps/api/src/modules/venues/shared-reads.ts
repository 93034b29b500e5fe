/*
 * The owner's heavy reads (the Overview of every venue, a busy venue's Bookings tab) are shared by the
 * requests that arrive while one is being computed: a second request for the same answer waits for the
 * computation under way instead of starting its own. Nothing is kept afterwards, so an answer is never
 * older than one computation, started after the request before it arrived; a write by the owner (an
 * availability save, a venue edit) forgets the computations under way, so the owner's next read starts
 * after their own change. Under load (100 owners' tabs refreshing at once) the database does the work
 * once per computation time rather than once per request.
 */
export interface SharedReads {
  share<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The next request starts afresh, whatever is under way. */
  forget(): void;
}

export function createSharedReads(): SharedReads {
  const underWay = new Map<string, Promise<unknown>>();
  return {
    share<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const running = underWay.get(key);
      if (running) return running as Promise<T>;
      const started = compute().finally(() => {
        if (underWay.get(key) === started) underWay.delete(key);
      });
      underWay.set(key, started);
      return started;
    },
    forget() {
      underWay.clear();
    },
  };
}

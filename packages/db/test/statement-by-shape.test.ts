import { createTestDatabase, testEngines } from '../testing/test-databases';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { executeByShape } from '../src/statement-by-shape';

describe.each(testEngines())('statements compiled once per shape on %s', (engine) => {
  it('runs the kept text with each call’s own values, and refuses values that are not the parameters in order', async () => {
    const handle = await createTestDatabase(engine, { migrate: false });
    try {
      const sum = (values: number[]) =>
        executeByShape<{ n: number }>(
          handle.db,
          `sum of ${values.length}`,
          () =>
            sql`select ${sql.join(
              values.map((value) => sql`cast(${value} as integer)`),
              sql` + `,
            )} as n`,
          values,
        );
      expect((await sum([1, 2]))[0]!.n).toBe(3);
      // Same shape: compiled before with 1 and 2; these values are what runs now.
      expect((await sum([40, 2]))[0]!.n).toBe(42);
      expect((await sum([1, 2, 3]))[0]!.n).toBe(6);

      const swapped = executeByShape(
        handle.db,
        'swapped',
        () => sql`select cast(${1} as integer) - cast(${2} as integer) as n`,
        [2, 1],
      );
      await expect(swapped).rejects.toThrow("swapped: the values given are not the statement's parameters in order");
    } finally {
      await handle.destroy();
    }
  });
});

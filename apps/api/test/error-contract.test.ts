import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@app/contracts';
import { describe, expect, it } from 'vitest';

/*
 * The error contract: every code the API answers is in ERROR_CODES. The type system carries most of
 * it (AppError, badRequest and conflict take an ErrorCode; the error handler's answer is typed), so
 * this checks what types cannot: the list itself, that only the error handler writes error bodies,
 * that no cast slips a string past the type, and every code written out in the source.
 */
const SOURCE_DIR = fileURLToPath(new URL('../src', import.meta.url));

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts')
      ? [{ file: path.relative(SOURCE_DIR, full), text: readFileSync(full, 'utf8') }]
      : [];
  });
}

describe('error contract', () => {
  const codes: string[] = Object.values(ERROR_CODES);

  it('lists every code once, in upper snake case', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('finds no code in the API source outside the list', () => {
    const written = sources(SOURCE_DIR).flatMap(({ file, text }) =>
      [
        ...text.matchAll(
          /new AppError\(\s*[^,]+,\s*'([^']+)'|(?:badRequest|conflict)\([^;]*?,\s*'([A-Z_]+)'\)|\bcode:\s*'([A-Z][A-Z_]+)'/g,
        ),
      ].map((match) => ({ file, code: match[1] ?? match[2] ?? match[3]! })),
    );
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter(({ code }) => !codes.includes(code))).toEqual([]);
  });

  it('builds error bodies in the error handler only, and casts nothing to an error code', () => {
    const code = (text: string) =>
      text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
    const offenders = sources(SOURCE_DIR).filter(
      ({ file, text }) =>
        (file !== path.join('plugins', 'infrastructure', 'error-handler.ts') && /success:\s*false/.test(code(text))) ||
        /as\s+ErrorCode\b/.test(code(text)),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The two database engines differ only inside the repositories (issue 29 §1, docs/decisions/0054): a
 * use case is written once, and a repository function chooses one statement per engine behind one
 * name. A service, route or job that compares the engine would be the start of a second copy of a
 * use case, so this test names any file outside `*-repository.ts` that does.
 */
const MODULES_DIR = fileURLToPath(new URL('../src/modules', import.meta.url));
const ENGINE_BRANCH =
  /\bengine\s*[!=]==?\s*['"](?:sqlite|postgres)['"]|['"](?:sqlite|postgres)['"]\s*[!=]==?\s*[\w.]*engine\b/i;

/*
 * Files still to move: none (readVenueDay's choice now lives in venue-repository.ts's
 * findVenueDayReader). This test fails once a listed file has no engine comparison left; add nothing here.
 */
const PENDING: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** `file:line` of every engine comparison in `text`, comment lines left out. */
function engineBranches(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
    .filter(({ line }) => !line.startsWith('//') && !line.startsWith('*') && ENGINE_BRANCH.test(line))
    .map(({ at }) => at);
}

describe('engine branches live in repositories', () => {
  it('finds a comparison of the engine in either order, and not in a comment', () => {
    const text = [
      "  if (deps.engine === 'postgres') {",
      "  return 'sqlite' !== engine ? a : b;",
      "  // if (engine === 'sqlite') this is only a comment",
      '  const engine = deps.engine;',
    ].join('\n');
    expect(engineBranches('x.ts', text)).toEqual(['x.ts:1', 'x.ts:2']);
  });

  const offenders = () =>
    sourceFiles(MODULES_DIR)
      .filter((file) => !file.endsWith('-repository.ts'))
      .flatMap((file) => engineBranches(path.relative(MODULES_DIR, file), readFileSync(file, 'utf8')));

  it('has none in the modules outside their repositories', () => {
    expect(offenders().filter((at) => !PENDING.includes(at.split(':')[0]!))).toEqual([]);
  });

  it('lists in PENDING only files that still compare the engine', () => {
    const files = new Set(offenders().map((at) => at.split(':')[0]));
    expect(PENDING.filter((file) => !files.has(file))).toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The README's architecture map (the code block of its "Architecture" section that lists apps/api/)
 * is literally true: every folder and file it names exists, and it names every folder of
 * apps/api/src (and of src/plugins and src/modules), of apps/web/src and of packages.
 *
 * How the block is read: a line is an entry when it starts (after its indentation) with a path — a
 * folder ending in '/' or a file with an extension — followed by two spaces or the end of the line;
 * any other line continues the description above it. An entry's path is relative to the folder entry
 * above it with less indentation, or to the repository's root at no indentation.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ENTRY = /^( *)([\w.@-]+(?:\/[\w.@-]+)*(?:\/|\.\w+))(?: {2,}|$)/;

interface MapEntry {
  path: string;
  folder: boolean;
}

/** The lines of the map: the fenced block of the Architecture section with an `apps/api/` entry. */
function mapBlock(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Architecture\n')) ?? '';
  const blocks = [...section.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!.split('\n'));
  return blocks.find((lines) => lines.some((line) => line.startsWith('apps/api/ '))) ?? [];
}

function mapEntries(lines: readonly string[]): MapEntry[] {
  const entries: MapEntry[] = [];
  const parents: { indent: number; path: string }[] = [];
  for (const line of lines) {
    const match = ENTRY.exec(line);
    if (!match) continue;
    const indent = match[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const full = (parents.at(-1)?.path ?? '') + match[2]!;
    const folder = full.endsWith('/');
    entries.push({ path: full, folder });
    if (folder) parents.push({ indent, path: full });
  }
  return entries;
}

/** The folders the map must name, each relative to the root and ending in '/'. */
function requiredFolders(root: string): string[] {
  const foldersOf = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}/`);
  return [
    ...foldersOf('apps/api/src'),
    ...foldersOf('apps/api/src/plugins'),
    ...foldersOf('apps/api/src/modules'),
    ...foldersOf('apps/web/src'),
    ...foldersOf('packages'),
  ].sort();
}

/** What the map lacks (required folders it does not name) and what it names that is not there. */
function compareMap(
  entries: readonly MapEntry[],
  required: readonly string[],
  kindOf: (relative: string) => 'folder' | 'file' | undefined,
): { missing: string[]; extra: string[] } {
  const named = new Set(entries.map((entry) => entry.path));
  return {
    missing: required.filter((folder) => !named.has(folder)),
    extra: entries
      .filter((entry) => kindOf(entry.path.replace(/\/$/, '')) !== (entry.folder ? 'folder' : 'file'))
      .map((entry) => entry.path),
  };
}

function kindOnDisk(relative: string): 'folder' | 'file' | undefined {
  const full = path.join(ROOT, relative);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? 'folder' : 'file';
}

describe('the README architecture map', () => {
  it('reads entries and their nesting, and names what is missing or extra', () => {
    const readme = [
      '# Project',
      '## Architecture',
      '```',
      'browser ── apps/web/ ──▶ apps/api/',
      '```',
      '',
      '```',
      'apps/api/           the API',
      '  src/app.ts          the app, registered in the order of the folders below: infrastructure plugins,',
      '                      application plugins/ and modules/ (continuation lines are not entries)',
      '  src/plugins/        plugins',
      '    infrastructure/     the server',
      '  src/modules/        one folder per module',
      '    bookings/           checkout-service,',
      '    gone/               a module that was removed',
      '  src/old.ts          a file that was removed',
      'packages/db/        Kysely',
      'scripts/',
      '```',
      '## Next',
      '```',
      'apps/api/ elsewhere',
      '```',
    ].join('\n');
    const entries = mapEntries(mapBlock(readme));
    expect(entries).toEqual([
      { path: 'apps/api/', folder: true },
      { path: 'apps/api/src/app.ts', folder: false },
      { path: 'apps/api/src/plugins/', folder: true },
      { path: 'apps/api/src/plugins/infrastructure/', folder: true },
      { path: 'apps/api/src/modules/', folder: true },
      { path: 'apps/api/src/modules/bookings/', folder: true },
      { path: 'apps/api/src/modules/gone/', folder: true },
      { path: 'apps/api/src/old.ts', folder: false },
      { path: 'packages/db/', folder: true },
      { path: 'scripts/', folder: true },
    ]);
    const disk = new Map<string, 'folder' | 'file'>([
      ['apps/api', 'folder'],
      ['apps/api/src/app.ts', 'file'],
      ['apps/api/src/plugins', 'folder'],
      ['apps/api/src/plugins/infrastructure', 'folder'],
      ['apps/api/src/plugins/application', 'folder'],
      ['apps/api/src/modules', 'folder'],
      ['apps/api/src/modules/bookings', 'folder'],
      ['apps/api/src/modules/payments', 'folder'],
      ['packages/db', 'folder'],
      ['scripts', 'file'],
    ]);
    const required = [
      'apps/api/src/modules/',
      'apps/api/src/modules/bookings/',
      'apps/api/src/modules/payments/',
      'apps/api/src/plugins/',
      'apps/api/src/plugins/application/',
      'apps/api/src/plugins/infrastructure/',
      'packages/db/',
    ];
    expect(compareMap(entries, required, (relative) => disk.get(relative))).toEqual({
      missing: ['apps/api/src/modules/payments/', 'apps/api/src/plugins/application/'],
      extra: ['apps/api/src/modules/gone/', 'apps/api/src/old.ts', 'scripts/'],
    });
  });

  it('finds the map and the folders it must name in this repository', () => {
    const entries = mapEntries(mapBlock(readFileSync(path.join(ROOT, 'README.md'), 'utf8')));
    expect(entries.map((entry) => entry.path)).toContain('apps/api/src/modules/bookings/');
    expect(requiredFolders(ROOT)).toEqual(
      expect.arrayContaining(['apps/api/src/plugins/infrastructure/', 'apps/web/src/features/', 'packages/db/']),
    );
  });

  it('names every folder it must, and nothing that is not there', () => {
    const entries = mapEntries(mapBlock(readFileSync(path.join(ROOT, 'README.md'), 'utf8')));
    expect(compareMap(entries, requiredFolders(ROOT), kindOnDisk)).toEqual({ missing: [], extra: [] });
  });
});

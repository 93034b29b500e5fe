import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The feature modules of the API (each folder of src/modules is one module) may depend on each
 * other only one way: an import cycle between two modules means neither can be understood, tested
 * or changed alone. The graph is read from the source files themselves, type imports included.
 */
const MODULES_DIR = fileURLToPath(new URL('../src/modules', import.meta.url));
const SPECIFIERS =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

type ModuleGraph = Map<string, Map<string, string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** module → the modules it imports, each with one file that does (to name in a failure). */
function moduleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0]!;
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(modulesDir + path.sep)) continue;
      const to = moduleOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, path.relative(modulesDir, file));
    }
  }
  return graph;
}

/** Every import cycle between modules, each once, written 'a → b → a' starting from its first name. */
function findCycles(graph: ModuleGraph): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const seen = trail.indexOf(next);
      if (seen >= 0) {
        const loop = trail.slice(seen);
        const first = loop.indexOf([...loop].sort()[0]!);
        const rotated = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else visit(next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...cycles].sort();
}

describe('module boundaries', () => {
  it('finds and names import cycles', () => {
    const graph: ModuleGraph = new Map([
      ['bookings', new Map([['payments', 'bookings/checkout.ts']])],
      [
        'payments',
        new Map([
          ['mail', 'payments/x.ts'],
          ['bookings', 'payments/webhook.ts'],
        ]),
      ],
      ['mail', new Map()],
      ['venues', new Map([['venues-admin', 'venues/a.ts']])],
      ['venues-admin', new Map([['auth', 'venues-admin/b.ts']])],
      ['auth', new Map([['venues', 'auth/c.ts']])],
    ]);
    expect(findCycles(graph)).toEqual(['auth → venues → venues-admin → auth', 'bookings → payments → bookings']);
  });

  it('reads the imports of the real modules', () => {
    const graph = moduleGraph(MODULES_DIR);
    expect(graph.get('bookings')?.has('payments')).toBe(true);
    expect(graph.get('bookings')?.get('split-payments')).toMatch(/^bookings\//);
  });

  it('has no import cycle between the API modules', () => {
    const graph = moduleGraph(MODULES_DIR);
    const cycles = findCycles(graph).map((cycle) => {
      const names = cycle.split(' → ');
      return `${cycle} (${names
        .slice(1)
        .map((to, index) => graph.get(names[index]!)!.get(to))
        .join(', ')})`;
    });
    expect(cycles).toEqual([]);
  });
});

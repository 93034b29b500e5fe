import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The API's layers, checked from the source files themselves:
 *   - the feature modules (each folder of src/modules is one module) depend on each other only one
 *     way: an import cycle between two modules means neither can be understood, tested or changed
 *     alone (the graph counts type imports too);
 *   - query code (Kysely's builders, the `sql` tag, transactions) stands only in `*-repository.ts`
 *     files (packages/db is outside src and keeps its own);
 *   - src/plugins/infrastructure knows nothing of the product: it imports neither the application
 *     plugins nor the modules.
 */
const SRC_DIR = fileURLToPath(new URL('../src', import.meta.url));
const MODULES_DIR = path.join(SRC_DIR, 'modules');
const INFRASTRUCTURE_DIR = path.join(SRC_DIR, 'plugins', 'infrastructure');
/** What infrastructure may not import: the product's own parts. */
const PRODUCT_DIRS = [path.join(SRC_DIR, 'plugins', 'application'), MODULES_DIR];
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

/** The relative imports of a file's text, resolved from the file's folder (extensions left as written). */
function relativeImports(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIERS)]
    .map((match) => match[1] ?? match[2]!)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** module → the modules it imports, each with one file that does (to name in a failure). */
function moduleGraph(modulesDir: string): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0]!;
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of relativeImports(file, readFileSync(file, 'utf8'))) {
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

/*
 * Query code, as this test counts it (read from the syntax tree, so comments and strings never count):
 *   - a call of one of Kysely's entry points — selectFrom, selectNoFrom, insertInto, replaceInto,
 *     updateTable, deleteFrom, mergeInto — or of a Kysely handle's transaction(), connection() or
 *     executeQuery(), on any receiver;
 *   - running a builder: execute(), executeTakeFirst(), executeTakeFirstOrThrow();
 *   - the `sql` template tag (`sql\`…\``, `sql<T>\`…\``) and its helpers (sql.raw, sql.ref, sql.join, …);
 *   - a value imported (or re-exported) from 'kysely' (sql, CompiledQuery, expressionBuilder, …);
 *     type-only imports (Kysely, Transaction, Insertable) are the signature of a repository call
 *     and do not count.
 * Helpers of @app/db (writeTransaction, executePrepared, refreshVenueSearchIndex) are packages/db's
 * own repository code and do not count; the query a caller hands executePrepared does (selectFrom).
 */
const QUERY_METHODS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'transaction',
  'connection',
  'executeQuery',
  'execute',
  'executeTakeFirst',
  'executeTakeFirstOrThrow',
]);

/**
 * The query code in one file's text, each kind once with its lines, in the order of the text:
 * '.selectFrom( (lines 12, 40)'.
 */
function queryCodeIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: { what: string; at: number }[] = [];
  const note = (what: string, node: ts.Node) => found.push({ what, at: node.getStart(source) });
  const isSql = (node: ts.Node) => ts.isIdentifier(node) && node.text === 'sql';
  const isKysely = (specifier: ts.Expression | undefined) =>
    specifier !== undefined && ts.isStringLiteral(specifier) && specifier.text === 'kysely';
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression;
      if (QUERY_METHODS.has(callee.name.text)) note(`.${callee.name.text}(`, callee.name);
      else if (isSql(callee.expression)) note(`sql.${callee.name.text}(`, callee);
    } else if (ts.isTaggedTemplateExpression(node) && isSql(node.tag)) note('sql`…`', node);
    else if (ts.isImportDeclaration(node) && isKysely(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const values = !clause
        ? ['(side effects)']
        : clause.isTypeOnly
          ? []
          : [
              ...(clause.name ? [clause.name.text] : []),
              ...(bindings && ts.isNamespaceImport(bindings)
                ? [`* as ${bindings.name.text}`]
                : (bindings?.elements ?? []).filter((element) => !element.isTypeOnly).map(({ name }) => name.text)),
            ];
      if (values.length > 0) note(`import { ${values.join(', ')} } from 'kysely'`, node);
    } else if (ts.isExportDeclaration(node) && isKysely(node.moduleSpecifier) && !node.isTypeOnly) {
      const clause = node.exportClause;
      const values =
        clause && ts.isNamedExports(clause)
          ? clause.elements.filter((element) => !element.isTypeOnly).map(({ name }) => name.text)
          : ['*'];
      if (values.length > 0) note(`export { ${values.join(', ')} } from 'kysely'`, node);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      isKysely(node.arguments[0])
    )
      note("import('kysely')", node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const lines = new Map<string, number[]>();
  for (const { what, at } of found.sort((a, b) => a.at - b.at)) {
    const line = source.getLineAndCharacterOfPosition(at).line + 1;
    const seen = lines.get(what) ?? [];
    if (!seen.includes(line)) seen.push(line);
    lines.set(what, seen);
  }
  return [...lines].map(([what, at]) => `${what} (line${at.length > 1 ? 's' : ''} ${at.join(', ')})`);
}

const isRepository = (file: string) => file.endsWith('-repository.ts');

/** Every file of `srcDir` other than a repository that has query code, with what it has. */
function queryCodeOutsideRepositories(srcDir: string): Map<string, string[]> {
  const offenders = new Map<string, string[]>();
  for (const file of sourceFiles(srcDir)) {
    if (isRepository(file)) continue;
    const found = queryCodeIn(file, readFileSync(file, 'utf8'));
    if (found.length > 0) offenders.set(path.relative(srcDir, file).split(path.sep).join('/'), found);
  }
  return offenders;
}

/*
 * TEMPORARY (issue 29 §3): files with query code that other work is moving into repositories right
 * now. Each entry names one file, relative to apps/api/src; whoever moves a file's queries out deletes
 * its entry (this test fails on an entry whose file has no query code left, so the list only shrinks).
 * Add nothing here: new query code goes into a `*-repository.ts`.
 */
const PENDING_MOVES: readonly string[] = [];

/** The relative imports of an infrastructure file that reach the product (application plugins, modules). */
function productImports(file: string, text: string, productDirs: readonly string[]): string[] {
  return relativeImports(file, text)
    .filter((target) => productDirs.some((dir) => target === dir || target.startsWith(dir + path.sep)))
    .map((target) => path.relative(path.dirname(file), target));
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

describe('query code only in repositories', () => {
  it('finds and names query code in a file', () => {
    const planted = [
      "import { sql, type Kysely } from 'kysely';",
      "import type { Transaction } from 'kysely';",
      "import { type Insertable } from 'kysely';",
      '// db.selectFrom("users") in a comment, and "db.deleteFrom(x)" in a string, are not code',
      'const text = \'trx.insertInto("users")\';',
      'export async function f(db: Kysely<Database>) {',
      "  const row = await db.selectFrom('users').select('id').executeTakeFirst();",
      '  await db.transaction().execute(async (trx) => {',
      "    await trx.updateTable('users').set({ name: 'x' }).where('id', '=', 1).execute();",
      '  });',
      '  await sql<number>`select 1`.execute(db);',
      "  return sql.raw('now()');",
      '}',
    ].join('\n');
    expect(queryCodeIn('planted.ts', planted)).toEqual([
      "import { sql } from 'kysely' (line 1)",
      '.selectFrom( (line 7)',
      '.executeTakeFirst( (line 7)',
      '.transaction( (line 8)',
      '.execute( (lines 8, 9, 11)',
      '.updateTable( (line 9)',
      'sql`…` (line 11)',
      'sql.raw( (line 12)',
    ]);
    expect(queryCodeIn('planted.ts', "export { sql } from 'kysely';\nconst k = await import('kysely');")).toEqual([
      "export { sql } from 'kysely' (line 1)",
      "import('kysely') (line 2)",
    ]);
    expect(
      queryCodeIn(
        'service.ts',
        [
          "import type { Kysely } from 'kysely';",
          "import { findUserById } from './user-repository';",
          'export const load = (db: Kysely<Database>, id: number) => findUserById(db, id);',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reads the query code of the real files', () => {
    // A repository has query code; the scan over src leaves it alone.
    const repository = path.join(MODULES_DIR, 'auth', 'user-repository.ts');
    expect(queryCodeIn(repository, readFileSync(repository, 'utf8'))).toContain(
      "import { sql } from 'kysely' (line 2)",
    );
    expect([...queryCodeOutsideRepositories(SRC_DIR).keys()].some((file) => file.endsWith('-repository.ts'))).toBe(
      false,
    );
  });

  it('has no query code outside repositories (but for the pending moves)', () => {
    const offenders = queryCodeOutsideRepositories(SRC_DIR);
    const unexpected = [...offenders]
      .filter(([file]) => !PENDING_MOVES.includes(file))
      .map(([file, found]) => `${file}: ${found.join(', ')}`);
    expect(unexpected).toEqual([]);
  });

  it('lists in PENDING_MOVES only files that still have query code', () => {
    const offenders = queryCodeOutsideRepositories(SRC_DIR);
    const done = PENDING_MOVES.filter((file) => !offenders.has(file));
    // A file named here has been moved (or is gone): delete its entry from PENDING_MOVES.
    expect(done).toEqual([]);
    expect(PENDING_MOVES.filter((file) => !existsSync(path.join(SRC_DIR, file)))).toEqual([]);
  });
});

describe('infrastructure knows nothing of the product', () => {
  it('finds imports of the application plugins and the modules', () => {
    const file = path.join(INFRASTRUCTURE_DIR, 'planted.ts');
    const text = [
      "import { AppError } from '../../errors/app-error';",
      "import { sharesState } from './app-context';",
      "import type { ServiceDeps } from '../../service-deps';",
      "import { requireUser } from '../application/access-control';",
      "import type { AttemptCounters } from '../../modules/auth/attempt-counters';",
      "const mail = await import('../application/mail');",
    ].join('\n');
    expect(productImports(file, text, PRODUCT_DIRS)).toEqual([
      '../application/access-control',
      '../../modules/auth/attempt-counters',
      '../application/mail',
    ]);
  });

  it('has no infrastructure plugin importing an application plugin or a module', () => {
    const offenders = sourceFiles(INFRASTRUCTURE_DIR).flatMap((file) =>
      productImports(file, readFileSync(file, 'utf8'), PRODUCT_DIRS).map(
        (target) => `${path.relative(SRC_DIR, file)} imports ${target}`,
      ),
    );
    expect(sourceFiles(INFRASTRUCTURE_DIR).length).toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});

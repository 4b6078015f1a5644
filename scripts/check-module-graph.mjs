// Part of `npm run lint`: the server's house rules that Biome cannot say (issue 14 §5). Biome already fails on import
// cycles between files, on a module importing another's internals instead of its face, and on lib/ importing modules.
// This adds the module level: no two modules import each other (even through their faces), and route files only read:
// they call services, so they import neither drizzle-orm nor the notifications or audit modules. And a module's tables
// are written only by that module (ADR 042): another module may read them (a join), but every insert, update or delete
// of a table, through Drizzle or in raw SQL, is in the files of the module whose tables.ts declares it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const ROUTE_FILE = /^routes(-[a-z-]+)?\.ts$/;
const ROUTES_MAY_NOT_IMPORT = [/^drizzle-orm/, /\/notifications\//, /\/audit\//];

/** Each module's tables, by their name in TypeScript and in SQL, from its tables.ts. */
const owners = { byVariable: new Map(), bySql: new Map() };
for (const moduleName of readdirSync(modulesDir)) {
  const tablesFile = path.join(modulesDir, moduleName, 'tables.ts');
  let source;
  try {
    source = readFileSync(tablesFile, 'utf8');
  } catch {
    continue;
  }
  for (const [, variable, sqlName] of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
    owners.byVariable.set(variable, moduleName);
    owners.bySql.set(sqlName, moduleName);
  }
}

/**
 * The tables of other modules that a source writes: Drizzle's insert/update/delete, and raw SQL in sql`…` templates,
 * by the table's SQL name or by its Drizzle variable interpolated (`update ${listings}`).
 */
function foreignWrites(source, moduleName) {
  const writes = new Map();
  for (const [, table] of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const owner = owners.byVariable.get(table);
    if (owner && owner !== moduleName) writes.set(table, { table, owner });
  }
  for (const [, text] of source.matchAll(/sql(?:\.raw\()?`([^`]*)`/g)) {
    for (const [, table] of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi)) {
      const owner = owners.bySql.get(table);
      if (owner && owner !== moduleName) writes.set(table, { table, owner });
    }
    for (const [, table] of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi)) {
      const owner = owners.byVariable.get(table);
      if (owner && owner !== moduleName) writes.set(table, { table, owner });
    }
  }
  return [...writes.values()];
}

const importsOf = (source) => [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]);

const problems = [];
const uses = new Map();
for (const moduleName of readdirSync(modulesDir)) {
  uses.set(moduleName, new Map());
  for (const file of readdirSync(path.join(modulesDir, moduleName), { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const filePath = path.join(modulesDir, moduleName, file);
    const source = readFileSync(filePath, 'utf8');
    const imports = importsOf(source);
    for (const { table, owner } of foreignWrites(source, moduleName)) {
      problems.push(`${moduleName}/${file} writes ${table}, a table of ${owner}: only its own module writes a table; call ${owner}'s face`);
    }
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const target = path.relative(modulesDir, path.resolve(path.dirname(filePath), specifier)).split(path.sep);
      if (target[0] === '..' || target[0] === moduleName) continue;
      const files = uses.get(moduleName).get(target[0]) ?? new Set();
      uses.get(moduleName).set(target[0], files.add(`${moduleName}/${file}`));
    }
    if (ROUTE_FILE.test(path.basename(file))) {
      for (const specifier of imports.filter((s) => ROUTES_MAY_NOT_IMPORT.some((rule) => rule.test(s)))) {
        problems.push(`${moduleName}/${file} imports ${specifier}: a route file parses, authorises, calls a service and replies`);
      }
    }
  }
}
for (const [a, targets] of uses) {
  for (const [b, files] of targets) {
    if (a < b && uses.get(b)?.has(a)) {
      problems.push(
        `modules ${a} and ${b} import each other: ${[...files].join(', ')} -> ${b}; ${[...uses.get(b).get(a)].join(', ')} -> ${a}`,
      );
    }
  }
}

for (const problem of problems) console.log(problem);
if (problems.length) {
  console.log(`${problems.length} module rule${problems.length === 1 ? '' : 's'} broken.`);
  process.exit(1);
}

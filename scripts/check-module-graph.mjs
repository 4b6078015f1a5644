// Part of `npm run lint`: the server's house rules that Biome cannot say (issue 14 §5). Biome already fails on import
// cycles between files, on a module importing another's internals instead of its face, and on lib/ importing modules.
// This adds the module level: no two modules import each other (even through their faces), and route files only read:
// they call services, so they import neither drizzle-orm nor the notifications or audit modules.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(root, 'apps/server/src/modules');
const ROUTE_FILE = /^routes(-[a-z-]+)?\.ts$/;
const ROUTES_MAY_NOT_IMPORT = [/^drizzle-orm/, /\/notifications\//, /\/audit\//];

const importsOf = (source) => [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1]);

const problems = [];
const uses = new Map();
for (const moduleName of readdirSync(modulesDir)) {
  uses.set(moduleName, new Map());
  for (const file of readdirSync(path.join(modulesDir, moduleName), { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const filePath = path.join(modulesDir, moduleName, file);
    const imports = importsOf(readFileSync(filePath, 'utf8'));
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

// Self time of a --cpu-prof profile summed by function and by package (node_modules/<name>, node:internal, our
// source), the heaviest first: where a request's CPU goes. `npx tsx bench/profile-summary.ts <file.cpuprofile> [top]`
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(process.argv[3] ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
for (const [index, id] of profile.samples.entries()) selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));

const packageOf = (url: string) => {
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  if (url.includes('/apps/server/src/')) return `server:${url.split('/apps/server/src/')[1]}`;
  return url || '(native / program / gc)';
};
const sum = (key: (node: Node) => string) => {
  const totals = new Map<string, number>();
  for (const [id, micros] of selfMicros) {
    const name = key(byId.get(id)!);
    totals.set(name, (totals.get(name) ?? 0) + micros);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
};
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);
const print = (title: string, rows: [string, number][]) => {
  console.log(`\n| ${title} | self ms | share |\n|---|---:|---:|`);
  for (const [name, micros] of rows.slice(0, top))
    console.log(`| ${name} | ${(micros / 1000).toFixed(0)} | ${((100 * micros) / total).toFixed(1)}% |`);
};
print(
  'package',
  sum((node) => packageOf(node.callFrame.url)),
);
print(
  'function',
  sum((node) => `${node.callFrame.functionName || '(anonymous)'} ${packageOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`),
);

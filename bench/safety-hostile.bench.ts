/**
 * The analyzer on hostile input (issue 36, bad input: "never a hang"): `npm run bench -- safety-hostile`.
 * Each shape of tests/safety/hostile-shapes.ts is analysed at a size and at four times it, in this process;
 * CPU of each beside the floor (the same text encoded and split into lines once, as any reader must), and the
 * growth from one size to the other: about 4 for a reading linear in its input, 16 for a quadratic one.
 * HOSTILE_SIZE changes the smaller size (default 100,000 characters).
 */
import { cpus, loadavg } from 'node:os';
import { kindByType } from '../src/catalog/kinds.ts';
import { analyzeComponent } from '../src/safety/analyze.ts';
import { HOSTILE_SHAPES, hostileComponent } from '../tests/safety/hostile-shapes.ts';

const size = Number(process.env.HOSTILE_SIZE ?? 100_000);
const skill = kindByType('skills')!;
const cpu = () => {
  const u = process.resourceUsage();
  return (u.userCPUTime + u.systemCPUTime) / 1000;
};

function measure(run: () => unknown): number {
  const start = cpu();
  run();
  return cpu() - start;
}

console.log(`safety on hostile input, ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()[0]!.toFixed(1)} at the start`);
console.log(`| shape | floor at ${size / 1000}k, ms | analysis at ${size / 1000}k, CPU ms | at ${(4 * size) / 1000}k | growth (×4 input) |`);
console.log('| --- | --- | --- | --- | --- |');
for (const [name, shape] of Object.entries(HOSTILE_SHAPES)) {
  // The doubling variable's size is its line count: a thousand lines already reach the word budget.
  const n = name === 'doubling-variable' ? size / 100 : size;
  const small = hostileComponent(shape, n);
  const large = hostileComponent(shape, 4 * n);
  const floor = measure(() => Object.values(small.files).map((t) => new TextEncoder().encode(t).length + t.split('\n').length));
  const a = measure(() => analyzeComponent(skill, small));
  const b = measure(() => analyzeComponent(skill, large));
  console.log(`| ${name} | ${floor.toFixed(1)} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b / Math.max(a, 1)).toFixed(1)} |`);
}
console.log(`load ${loadavg()[0]!.toFixed(1)} at the end`);

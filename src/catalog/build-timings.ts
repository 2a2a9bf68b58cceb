/**
 * The build's phases, timed (`TOOLSHED_BUILD_TIMINGS=1`): one line per step the
 * integrations take, with the wall time since the process started, the
 * process's CPU so far (every thread: the catalog's loaders, the archive and
 * content workers) and its children's (Pagefind's indexer), so a warm build's
 * time can be split by phase without a profiler (docs/benchmarks.md, "Warm
 * build by phase"). Off: a no-op.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseSettings } from '../settings.ts';

const TimingsSettingsSchema = z.looseObject({
  TOOLSHED_BUILD_TIMINGS: z.enum(['0', '1']).optional(),
});

/** CPU milliseconds of the children this process waited for (/proc/self/stat's cutime + cstime); NaN off Linux. */
export function childrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

export type PhaseMark = (label: string) => void;

/** A function that logs `label` with the clocks when timings are on; `log` receives each line. */
export function phaseTimer(env: Record<string, string | undefined>, log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): PhaseMark {
  if (parseSettings(TimingsSettingsSchema, env).TOOLSHED_BUILD_TIMINGS !== '1') return () => {};
  return (label) => {
    const cpu = process.cpuUsage();
    const children = childrenCpuMs();
    log(`timing ${(performance.now() / 1000).toFixed(1).padStart(6)} s wall ${((cpu.user + cpu.system) / 1e6).toFixed(1).padStart(6)} CPU s (+${(children / 1000).toFixed(1)} children) ${label}`);
  };
}

/**
 * The installer's side of stacks (src/cli/install.ts calls these): `--stack`
 * values into install requests, and the pre-flight over the verified
 * downloads, refusing collisions the way the stack page shows them.
 */
import { KINDS } from '../catalog/kinds.ts';
import type { InstallRequest } from '../install/args.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import type { Layout, Verified } from '../install/plan.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import { stackFacts } from './facts.ts';
import { describePreflight, preflight, type Preflight } from './preflight.ts';
import { parseStackArgument } from './stack-url.ts';

/** Every `--stack` value's components, after the ones already requested; the first address's site. */
export function stackRequests(values: readonly string[], requests: readonly InstallRequest[]): { requests: InstallRequest[]; site?: string } {
  const out = [...requests];
  let site: string | undefined;
  for (const value of values) {
    const stack = parseStackArgument(value);
    if (stack.errors.length) throw new InstallError(EXIT.usage, `--stack: ${stack.errors.join('; ')}`);
    if (!stack.items.length) throw new InstallError(EXIT.usage, '--stack: the stack is empty');
    site ??= stack.site;
    for (const item of stack.items) {
      const kind = KINDS.find((k) => k.singular === item.kind)!;
      if (!out.some((r) => r.kind === kind && r.category === item.category && r.name === item.name)) out.push({ kind, category: item.category, name: item.name });
    }
  }
  return { requests: out, ...(site ? { site } : {}) };
}

/** The pre-flight of what is about to be installed, from the same layouts the plan uses and the verified bytes' safety reports. */
export function installPreflight(components: readonly Verified[], layouts: readonly Layout[]): { report: Preflight; lines: string[] } {
  const report = preflight(components.map((c, i) => stackFacts(c, layouts[i]!, analyzeComponent(c.kind, c.content))));
  return { report, lines: describePreflight(report) };
}

/** Collisions inside the stack: refused unless --force (the later component then replaces the earlier). */
export function refuseCollisions(report: Preflight, force: boolean, rerun: string): void {
  if (force || report.collisions.length === 0) return;
  throw new InstallError(
    EXIT.notConfirmed,
    `${report.collisions.length === 1 ? 'two of these components collide' : `these components collide in ${report.collisions.length} places`}; nothing was installed. Remove one of each pair, or let the later one replace the earlier:\n  ${rerun}`,
  );
}

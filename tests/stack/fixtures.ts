/** Components as the installer holds them after verifying a download, for the stack's pure tests. */
import { createHash } from 'node:crypto';
import { kindBySingular, type SingularType } from '../../src/catalog/kinds.ts';
import { layoutOf, type Verified } from '../../src/install/plan.ts';
import { stackFacts, type StackFacts } from '../../src/stack/facts.ts';
import type { SafetyReport } from '../../src/safety/report.ts';

export function verified(kind: SingularType, path: string, content: string, files?: Record<string, string>): Verified {
  const [category, name] = path.split('/') as [string, string];
  const k = kindBySingular(kind)!;
  return {
    kind: k,
    category,
    name,
    content: files ? { content, files } : { content },
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

export function factsOf(kind: SingularType, path: string, content: string, files?: Record<string, string>, safety?: SafetyReport): StackFacts {
  const v = verified(kind, path, content, files);
  return stackFacts(v, layoutOf(v, false), safety);
}

export const agent = (name: string, description: string, extra = '') => `---\nname: ${name}\ndescription: ${description}\n${extra}---\nYou are ${name}. ${'Body text the client loads only when the agent runs. '.repeat(20)}\n`;

export const hook = (event: string, matcher: string | undefined, command: string) =>
  JSON.stringify({ description: 'a hook', hooks: { [event]: [{ ...(matcher === undefined ? {} : { matcher }), hooks: [{ type: 'command', command }] }] } }, null, 2);

export const mcp = (servers: Record<string, Record<string, unknown>>) => JSON.stringify({ mcpServers: servers }, null, 2);

export function report(level: SafetyReport['level'], findings: SafetyReport['findings'] = []): SafetyReport {
  return {
    level,
    capabilities: { hooks: [], runs: [], network: [], files: [], env: [], permissions: [], mcpServers: [], containers: [], tools: [] },
    findings,
  };
}

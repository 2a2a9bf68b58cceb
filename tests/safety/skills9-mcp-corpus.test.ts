/**
 * The ninth skills batch (tests/safety/corpus/skills9-mcp/, WHOLE MCP SERVERS
 * AND PLUGIN MCP CONFIGS: Go servers, low-level Python handlers registered
 * across modules, TypeScript tools from a table, shadowing, output poisoning,
 * sampling and elicitation abuse, resources serving secrets, `.mcp.json`
 * launches; benign servers and configs of the same kinds): the batch shape
 * every later batch keeps (../skills2/batch-shape.ts), at least 40 malicious
 * and 18 benign components; then the development part held to what the rules
 * reached on it and the held-out third to a floor in aggregate. Figures:
 * README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { MCP9_MALICIOUS_CLASSES } from './corpus/skills9-mcp/classes.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './corpus/skills9-mcp/dev.ts';
import { skills9McpCorpus } from './corpus/skills9-mcp/evaluate.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './corpus/skills9-mcp/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 23;
const HELD_OUT_BLOCKED = 11;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the ninth skills batch (whole MCP servers and plugin MCP configs)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV9_MALICIOUS, benign: DEV9_BENIGN }, heldOut: { malicious: HELD_OUT9_MALICIOUS, benign: HELD_OUT9_BENIGN }, classes: MCP9_MALICIOUS_CLASSES });

  it('holds at least 40 malicious and 18 benign components', () => {
    expect(DEV9_MALICIOUS.length + HELD_OUT9_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV9_BENIGN.length + HELD_OUT9_BENIGN.length).toBeGreaterThanOrEqual(18);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills9McpCorpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills9McpCorpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});

/**
 * The eighth skills batch (tests/safety/corpus/skills8-mcp/, MALICIOUS MCP
 * SERVERS: poisoned descriptions in code, parameters asking for secrets,
 * shadowing, rug pulls, results carrying orders, prompts and resources,
 * handlers sending credentials, launch hijacks; benign servers of the same
 * kinds): the batch shape every later batch keeps (../skills2/batch-shape.ts),
 * at least 40 malicious and 20 benign components; then the development part
 * held to what the rules reached on it and the held-out third to a floor in
 * aggregate. Figures: README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { MCP8_MALICIOUS_CLASSES } from './corpus/skills8-mcp/classes.ts';
import { DEV8_BENIGN, DEV8_MALICIOUS } from './corpus/skills8-mcp/dev.ts';
import { skills8McpCorpus } from './corpus/skills8-mcp/evaluate.ts';
import { HELD_OUT8_BENIGN, HELD_OUT8_MALICIOUS } from './corpus/skills8-mcp/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 28;
const HELD_OUT_BLOCKED = 11;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the eighth skills batch (malicious MCP servers)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV8_MALICIOUS, benign: DEV8_BENIGN }, heldOut: { malicious: HELD_OUT8_MALICIOUS, benign: HELD_OUT8_BENIGN }, classes: MCP8_MALICIOUS_CLASSES });

  it('holds at least 40 malicious and 20 benign components', () => {
    expect(DEV8_MALICIOUS.length + HELD_OUT8_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV8_BENIGN.length + HELD_OUT8_BENIGN.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills8McpCorpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills8McpCorpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});

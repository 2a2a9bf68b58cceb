/**
 * The tenth skills batch (tests/safety/corpus/skills10-toolinput/, AN MCP
 * TOOL'S ARGUMENTS RUN AS CODE: shell strings, eval and its kin, modules
 * loaded by a given name, unsafe deserializers, templates compiled from the
 * argument; benign twins taking the same input safely): the batch shape every
 * later batch keeps (../skills2/batch-shape.ts), at least 27 malicious and 16
 * benign components; then the development part held to what the rules reached
 * on it and the held-out third to a floor in aggregate. Figures: README.md of
 * the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { TOOLINPUT10_MALICIOUS_CLASSES } from './corpus/skills10-toolinput/classes.ts';
import { DEV10_BENIGN, DEV10_MALICIOUS } from './corpus/skills10-toolinput/dev.ts';
import { skills10ToolInputCorpus } from './corpus/skills10-toolinput/evaluate.ts';
import { HELD_OUT10_BENIGN, HELD_OUT10_MALICIOUS } from './corpus/skills10-toolinput/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 18;
const HELD_OUT_BLOCKED = 9;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the tenth skills batch (an MCP tool\'s arguments run as code)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV10_MALICIOUS, benign: DEV10_BENIGN }, heldOut: { malicious: HELD_OUT10_MALICIOUS, benign: HELD_OUT10_BENIGN }, classes: TOOLINPUT10_MALICIOUS_CLASSES });

  it('holds at least 27 malicious and 16 benign components', () => {
    expect(DEV10_MALICIOUS.length + HELD_OUT10_MALICIOUS.length).toBeGreaterThanOrEqual(27);
    expect(DEV10_BENIGN.length + HELD_OUT10_BENIGN.length).toBeGreaterThanOrEqual(16);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills10ToolInputCorpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills10ToolInputCorpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});

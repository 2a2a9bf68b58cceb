/**
 * The second skills batch (tests/safety/corpus/skills2/): each sample on the
 * side its id hashes to (a third held out), ids unique, labels as written,
 * JSON that parses, the five classes it was written for on both sides, and
 * components laid out as the client reads them. Its figures are report.ts's.
 */
import { describe } from 'vitest';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './corpus/skills2/dev.ts';
import { HELD_OUT2_BENIGN, HELD_OUT2_MALICIOUS } from './corpus/skills2/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection', 'persistence', 'remote-install', 'typosquat'];

describe('the second skills batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV2_MALICIOUS, benign: DEV2_BENIGN }, heldOut: { malicious: HELD_OUT2_MALICIOUS, benign: HELD_OUT2_BENIGN }, classes: CLASSES });
});

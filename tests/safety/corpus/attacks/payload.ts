/**
 * The attacker corpus's shape (issue 36): a payload is one attack (or one
 * piece of benign code) written once, in one language; `expand` puts it into
 * several realistic components of different kinds (carriers.ts), so a
 * variant is a component as published. Payloads are split once, by a fixed
 * hash of their id, into a development half (`dev.ts`) and a sealed held-out
 * half (`held-out/`): a payload and all its variants sit on one side, so the
 * held-out figures measure attacks nobody tuned on, not old attacks in new
 * wrappers.
 */
import { createHash } from 'node:crypto';
import type { ComponentType } from '../../../../src/catalog/kinds.ts';
import type { Published } from '../twins.ts';
import { carriersFor, type Lang } from './carriers.ts';

/** The classes issue 36 names: every one has variants on both sides. */
export const ATTACK_CLASSES = [
  'word-evasion',
  'interpreter',
  'clone-and-run',
  'dns-exfiltration',
  'mcp-secret-to-stranger',
  'http-hook-secret',
  'git-config-exec',
  'code-loading-env',
  'persistence',
  'hidden-instructions',
  'markdown-run',
  'destructive-delete',
  'reverse-shell',
  'credential-copy',
  'js-payload',
  'py-payload',
  'tool-poisoning',
  'url-install',
] as const;
export type AttackClass = (typeof ATTACK_CLASSES)[number];

export const BENIGN_CLASSES = [
  'own-key-client',
  'fetch-heavy',
  'bot',
  'vendor-installer',
  'security-guide',
  'devops',
  'markdown-table',
  'own-key-mcp',
  'own-hook',
  'own-settings',
  'mcp-server-source',
] as const;
export type BenignClass = (typeof BENIGN_CLASSES)[number];

/**
 * What a variant should get: `blocking` (refused), or `finding` (at least an
 * advisory naming it: an install from a URL, wording that is suspicious but
 * not certain), or `pass` (benign: never blocked).
 */
export type Expect = 'blocking' | 'finding' | 'pass';

export interface Payload<C extends string = AttackClass | BenignClass> {
  id: string;
  class: C;
  lang: Lang;
  note: string;
  /** The code (for `md`: the text put in the body; `mcp`: a whole .mcp.json; `hook`: {event, matcher?, handler}; `settings`: an object). */
  code: string;
  /** Files beside the main one (code spread over a component's files). */
  files?: Record<string, string>;
  /** Attacks default to `blocking`; benign payloads are always `pass`. */
  expect?: 'blocking' | 'finding';
}

export interface Variant {
  /** `<payload id>@<carrier>`. */
  id: string;
  payload: string;
  class: string;
  carrier: string;
  kind: ComponentType;
  expect: Expect;
  note: string;
  published: Published;
}

/** The side a payload belongs to: the first byte of sha256(id), even for dev. Fixed: never re-split. */
export function sideOf(id: string): 'dev' | 'held-out' {
  return createHash('sha256').update(id).digest()[0]! % 2 === 0 ? 'dev' : 'held-out';
}

const CARRIERS_PER_PAYLOAD = 3;

/** Component names as real catalogs have them, picked by a hash of the payload id: a name never says what the payload is. */
const NAMES = ['release-helper', 'repo-sync', 'lint-guard', 'deploy-kit', 'test-runner', 'dev-setup', 'code-review', 'changelog', 'env-doctor', 'format-on-save', 'git-flow', 'ci-status', 'docs-writer', 'dep-update', 'perf-check', 'db-migrate', 'issue-triage', 'api-client', 'workspace-init', 'session-notes'];

function slugOf(id: string): string {
  const digest = createHash('sha256').update(`name:${id}`).digest();
  return `${NAMES[digest[0]! % NAMES.length]}-${digest.readUInt16BE(1).toString(36)}`;
}

/** Every variant of the payloads: each in up to three carriers of its language, rotated so all carriers are used. */
export function expand(payloads: readonly Payload<string>[], benign: boolean): Variant[] {
  return payloads.flatMap((p, index) => {
    const single = !p.code.trim().includes('\n') && !p.files;
    return carriersFor(p.lang, index, CARRIERS_PER_PAYLOAD, single).map((c) => ({
      id: `${p.id}@${c.name}`,
      payload: p.id,
      class: p.class,
      carrier: c.name,
      kind: c.kind,
      expect: benign ? 'pass' : (p.expect ?? 'blocking'),
      note: p.note,
      published: c.build({ text: p.code, ...(p.files ? { files: p.files } : {}) }, slugOf(p.id)),
    }));
  });
}

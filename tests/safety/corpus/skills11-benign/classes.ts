/**
 * The eleventh benign batch's classes (issue 36, BENIGN COMPONENTS of the kinds the fourteenth
 * session's blocking rules look at: vendor installers piped to a shell, data encoded before it
 * is sent to the service a component is about, base64 constants that are images or settings,
 * secrets kept off stdout, log rotation and cache cleanup, documentation and memory written on
 * request, packages whose names sit near popular ones and are themselves real, internal scopes
 * with their registry setting, worker pools and pollers), and the seven malicious classes of
 * its twins (POLICY14's decisions 1 to 7). Laid out by the first batch's builders
 * (`../skills/build.ts`), the eighth batch's `server` and the ninth's `goServer` / `mcpConfig`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN11_MALICIOUS_CLASSES = [
  'pipe-install',
  'encoded-send',
  'hidden-destination',
  'secret-channel',
  'track-cover',
  'lookalike-install',
  'goal-write',
] as const;

export const BENIGN11_BENIGN_CLASSES = [
  'vendor-installer',
  'vision-upload',
  'own-api-key',
  'encoded-to-service',
  'embedded-asset',
  'stderr-logging',
  'log-rotation',
  'cache-cleanup',
  'docs-on-request',
  'memory-notes',
  'debug-flags',
  'workers-pollers',
  'near-name-real',
  'internal-registry',
  'mcp-config',
  'secret-handling',
] as const;

export type Benign11Class = (typeof BENIGN11_MALICIOUS_CLASSES)[number] | (typeof BENIGN11_BENIGN_CLASSES)[number];

export type Benign11Sample = Sample<Benign11Class>;

export { goServer, mcpConfig } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';

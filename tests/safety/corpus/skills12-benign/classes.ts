/**
 * The twelfth benign batch's classes (issue 36, BENIGN COMPONENTS near the rules the fourteenth session added and
 * the fifteenth tunes: encoded sends, hidden destinations, secrets on the protocol channel, look-alike names and
 * dependency confusion, orders written where the model reads them, consent claimed by a server, timers, hidden
 * triggers, scripts written then run, Go tools and branches, shell in another language's fence, covering tracks,
 * tool input that runs), and the six malicious classes of its twins. Laid out by the first batch's builders
 * (`../skills/build.ts`), the eighth batch's `server` and the ninth's `goServer` / `mcpConfig`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN12_MALICIOUS_CLASSES = [
  // data of the machine encoded, hidden behind an encoded address, or sent on a timer to a host the component is not about
  'data-out',
  // a token or the environment printed where the model, the transcript or another user reads it
  'secret-shown',
  // a shell behind a hidden condition, a script written then run, a fenced pipe-to-shell, tool input run as shell
  'hidden-run',
  // orders written into the model's standing instructions, consent claimed by a server
  'steer',
  // a misspelt popular package
  'supply',
  // shell history or system logs wiped
  'track-cover',
] as const;

export const BENIGN12_BENIGN_CLASSES = [
  'vision-upload',
  'encoded-config',
  'signed-request',
  'log-rotation',
  'cache-cleanup',
  'env-names',
  'token-suffix',
  'feature-flag',
  'clock-host-branch',
  'written-hook',
  'fenced-install',
  'retry-poll',
  'near-name-real',
  'internal-registry',
  'docs-on-request',
  'approval-words',
  'argv-tools',
  'history-rewrite',
  'guard-hook',
] as const;

export type Benign12Class = (typeof BENIGN12_MALICIOUS_CLASSES)[number] | (typeof BENIGN12_BENIGN_CLASSES)[number];

export type Benign12Sample = Sample<Benign12Class>;

export { goServer, mcpConfig } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';

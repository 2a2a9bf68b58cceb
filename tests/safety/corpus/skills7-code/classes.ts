/**
 * The seventh skills batch's classes (issue 36, CODE in languages and places
 * the earlier batches reached little): build scripts and load-time code
 * (a Cargo `build.rs`, Go `init()`, `setup.py`, a package's `__init__.py`, a
 * bundled `postinstall`), package runners fetching from an address (`npx` of a
 * tarball or a gist, R `remotes::install_github`, `go run …@latest`), obfuscated
 * calls, payloads gated on a condition (CI only, a date, the n-th run), MCP
 * servers handing credentials out from a tool handler, hidden recipients (a
 * copy of what a tool sends going elsewhere), remote control (commands read
 * from DNS, a paste, a request header) — and benign look-alikes. Samples are
 * laid out by the first batch's builders (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const CODE7_MALICIOUS_CLASSES = [
  'build-script',
  'runner-address',
  'obfuscation',
  'time-bomb',
  'mcp-credential',
  'hidden-recipient',
  'remote-control',
] as const;

export const CODE7_BENIGN_CLASSES = [
  'own-provider',
  'build-script-benign',
  'fetch-heavy',
  'project-files',
  'telemetry-opt-in',
  'ci-conditional',
  'native-code',
  'dynamic-load',
] as const;

export type Code7Class = (typeof CODE7_MALICIOUS_CLASSES)[number] | (typeof CODE7_BENIGN_CLASSES)[number];

export type Code7Sample = Sample<Code7Class>;

export { json } from '../skills3-code/classes.ts';

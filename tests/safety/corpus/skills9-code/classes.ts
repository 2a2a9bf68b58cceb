/**
 * The ninth skills batch's classes (issue 36, CODE whose harm is carried by a
 * file's contents or by code spread across the modules of one component): a
 * file (transcripts, .env, shell history, the source tree, cloud credentials,
 * a browser profile) read and mirrored to a chat webhook, a paste site, an
 * issue tracker or DNS; an HTTP client (a `requests.Session` subclass, an
 * axios instance, a fetch wrapper) whose base address is set in another
 * module; a package index's settings (pip.conf, .npmrc, .pypirc) written
 * through an ini library; a script written to a file and run later from
 * another file; the home folder archived and uploaded — and benign
 * look-alikes. Samples are laid out by the first batch's builders
 * (`../skills/build.ts`).
 */
import type { Sample } from '../skills/build.ts';

export const CODE9_MALICIOUS_CLASSES = ['file-mirror', 'cross-module-client', 'index-config', 'staged-write', 'home-archive'] as const;

export const CODE9_BENIGN_CLASSES = ['own-backup', 'log-shipper', 'test-fixture', 'env-linter', 'own-api', 'own-config', 'build-step', 'local-export'] as const;

export type Code9Class = (typeof CODE9_MALICIOUS_CLASSES)[number] | (typeof CODE9_BENIGN_CLASSES)[number];

export type Code9Sample = Sample<Code9Class>;

export { json } from '../skills3-code/classes.ts';

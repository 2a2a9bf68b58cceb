/**
 * The nineteenth benign batch's classes (issue 36, the twenty-third session: benign components in areas the earlier
 * benign batches did not cover — observability clients (Sentry, OpenTelemetry, PostHog), CI and release helpers that
 * push tags and publish with a token from the environment, cloud CLIs (aws sts, gcloud, az, kubectl, terraform),
 * database migrations and backups, SSH keys made and loaded legitimately, password-manager look-ups (op, bw, pass,
 * the macOS keychain), webhook notifiers with the URL from the environment, browser automation with Playwright and
 * Puppeteer, code-generation agents told firmly what never to do, penetration-testing and red-team education,
 * Docker and devcontainer set-up, dotfiles bootstraps, notebooks downloading public datasets and language toolchain
 * installers). Benign only: no malicious class. Laid out by the first batch's builders (`../skills/build.ts`) and
 * the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN19_MALICIOUS_CLASSES = [] as const;

export const BENIGN19_BENIGN_CLASSES = [
  'telemetry-client',
  'ci-release',
  'cloud-cli',
  'db-tooling',
  'ssh-keys',
  'password-manager',
  'webhook-notifier',
  'browser-automation',
  'codegen-guardrails',
  'security-education',
  'container-setup',
  'dotfiles-bootstrap',
  'dataset-download',
  'toolchain-install',
] as const;

export type Benign19Class = (typeof BENIGN19_BENIGN_CLASSES)[number];

export type Benign19Sample = Sample<Benign19Class>;

export { server } from '../skills8-mcp/classes.ts';

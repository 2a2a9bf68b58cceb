/**
 * The twentieth benign batch's classes (issue 36, the twenty-fourth session: benign components in areas the earlier
 * benign batches did not cover — Jupyter kernels and notebooks, mobile builds and signing (fastlane, Android
 * keystores, adb, simulators, App Store Connect), game builds and store uploads, embedded boards over serial ports,
 * HPC clusters (Slurm, conda), personal-finance and accounting API clients, mail clients with app passwords, LLM
 * application development (local models, RAG, vector databases, proxies), home automation, documentation sites,
 * accessibility audits and translation, log triage, network diagnostics of the user's own network, operating-system
 * maintenance the user asks for, and detection rules that quote what they detect). Benign only: no malicious class.
 * Laid out by the first batch's builders (`../skills/build.ts`) and the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN20_MALICIOUS_CLASSES = [] as const;

export const BENIGN20_BENIGN_CLASSES = [
  'notebook-kernel',
  'mobile-build',
  'game-dev',
  'embedded-iot',
  'hpc-cluster',
  'finance-client',
  'email-client',
  'llm-app',
  'home-automation',
  'docs-site',
  'a11y-i18n',
  'log-triage',
  'network-diag',
  'os-maintenance',
  'detection-rules',
] as const;

export type Benign20Class = (typeof BENIGN20_BENIGN_CLASSES)[number];

export type Benign20Sample = Sample<Benign20Class>;

export { server } from '../skills8-mcp/classes.ts';

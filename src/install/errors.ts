/**
 * Exit codes of the installer commands. Scripts branch on them, so they are
 * part of the CLI's contract (docs/installer.md).
 */
export const EXIT = {
  ok: 0,
  failed: 1,
  usage: 2,
  unknownComponent: 3,
  network: 4,
  integrity: 5,
  invalidExistingFile: 6,
  notConfirmed: 7,
  /** A blocking safety finding whose rule no `--allow-risk` names (src/safety/consent.ts). */
  unsafe: 8,
  /** Ctrl-C or a kill during apply: everything written was rolled back. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An expected failure: printed as one clear line, never as a stack trace. */
export class InstallError extends Error {
  readonly code: ExitCode;
  constructor(code: ExitCode, message: string) {
    super(message);
    this.name = 'InstallError';
    this.code = code;
  }
}

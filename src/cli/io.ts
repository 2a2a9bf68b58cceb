import { visible } from '../text/visible.ts';

/** What a CLI command touches of the outside world, passed in so tests supply their own. */
export interface CliIO {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Asks a yes/no question; undefined when there is no terminal to ask on. */
  confirm?: (question: string) => Promise<boolean>;
  /** Asks for a line of text; undefined when there is no terminal to ask on. */
  ask?: (question: string) => Promise<string>;
  fetch?: typeof fetch;
  now?: () => Date;
  /** stderr is a terminal (progress lines are drawn only there). */
  stderrIsTTY?: boolean;
}

export type CommandRunner = (io: CliIO) => Promise<number>;

/**
 * Human output of the installer commands, as a last guard: each line through
 * visible(), so no control, bidi or invisible character from a catalog, a
 * manifest or a project reaches the terminal even if a caller forgot one.
 * Untrusted text is also escaped where it is put in a line (a newline inside
 * it must not start a line of its own). JSON output never goes through this.
 */
export function visibleLines(text: string): string {
  return text.split('\n').map(visible).join('\n');
}

/** The same io with stdout and stderr through visibleLines. */
export function humanIO(io: CliIO): CliIO {
  return { ...io, stdout: (text) => io.stdout(visibleLines(text)), stderr: (text) => io.stderr(visibleLines(text)) };
}

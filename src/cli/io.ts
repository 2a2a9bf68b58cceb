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
}

export type CommandRunner = (io: CliIO) => Promise<number>;

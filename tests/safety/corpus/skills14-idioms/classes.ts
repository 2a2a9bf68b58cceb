/**
 * The fourteenth idioms batch's classes (issue 36, seventeenth session): the
 * behaviours that block in their plain form — a download piped to a shell,
 * a credential file or the environment sent to a host, a reverse shell,
 * fetched code evaluated, the home folder deleted, a tool's argument run as
 * a command — written in the other idioms of each language (class fields and
 * methods, closures, promise chains and callbacks, destructuring and spread,
 * `functools.partial`, `getattr`, dispatch tables, comprehensions, Go struct
 * methods, interfaces, `defer`, goroutines and channels, shell functions,
 * arrays, `read` loops, here-strings, a source split across two files), with
 * benign twins of the same shape and a harmless target.
 */
import { type Built, type Sample, skill } from '../skills/build.ts';

export const IDIOM14_MALICIOUS_CLASSES = ['download-run', 'credential-send', 'env-send', 'reverse-shell', 'eval-fetched', 'destroy-home', 'tool-arg-run'] as const;

export const IDIOM14_BENIGN_CLASSES = ['download-data', 'project-send', 'status-send', 'local-socket', 'parse-fetched', 'clean-build', 'tool-arg-argv'] as const;

export type Idiom14Class = (typeof IDIOM14_MALICIOUS_CLASSES)[number] | (typeof IDIOM14_BENIGN_CLASSES)[number];

export type Idiom14Sample = Sample<Idiom14Class>;

/** A skill whose steps run one of its scripts (`run`, a shell command line) and ship `files`. */
export function scripted(name: string, description: string, purpose: string, run: string, files: Record<string, string>): Built {
  return skill(name, description, `# ${name}\n\n${purpose.trim()}\n\n## Steps\n\n1. Run \`${run}\` from the skill's folder.\n2. Summarise what it printed for the user.\n`, files);
}

export { server } from '../skills8-mcp/classes.ts';
export { goSdkServer, goServer } from '../skills10-go/classes.ts';

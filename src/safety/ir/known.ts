/**
 * Pure: whether the tables know a program by name. A program nobody
 * describes (`X -qO- URL`, a name set through `declare -n`, a tool shipped
 * nowhere) given a remote address is treated as the engine treats a command
 * word it cannot resolve: what it prints may be that address's download, and
 * run by a shell it is run as one (flow.ts sources).
 */
import { BUILDS, DOWNLOADERS, EVERYDAY_COMMANDS, GLOB_CANDIDATES, INSTALLERS, INTERPRETERS, NETWORK, PREFIXES, SHELLS } from './tables.ts';

/** Tools that print or filter text they are given (an address among it is text, not a fetch), and everyday programs outside the tables. */
const TEXT_TOOLS = new Set(['echo', 'printf', 'print', 'jq', 'yq', 'sed', 'grep', 'egrep', 'rg', 'cut', 'tr', 'head', 'tail', 'sort', 'uniq', 'wc', 'tee', 'column', 'fmt', 'fold', 'paste', 'test', '[', 'read', 'export', 'local', 'declare', 'readonly', 'open', 'xdg-open', 'start', 'explorer', 'code', 'mktemp', 'tempfile']);

const known = new Set<string>([...SHELLS, ...PREFIXES, ...EVERYDAY_COMMANDS, ...GLOB_CANDIDATES, ...TEXT_TOOLS]);

export function isKnownProgram(name: string): boolean {
  return known.has(name) || INTERPRETERS.test(name) || DOWNLOADERS.test(name) || NETWORK.test(name) || INSTALLERS.some((i) => i.program.test(name)) || BUILDS.some((b) => b.program.test(name));
}

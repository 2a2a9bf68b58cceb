/**
 * The eleventh skills batch's python classes (issue 36, PYTHON AND TYPESCRIPT MCP SERVERS THE ANALYZER READS TOO
 * LITTLE OF): a hidden branch of a tool (a magic argument value the tool's description never names, a date or a
 * machine the code waits for) that unlocks a payload, a script written from a constant and then run, dangerous calls
 * reached through names computed at run time (`getattr`, `importlib`, a dict of functions, a runner held in a
 * variable), and tools written as class methods, wrapped in decorators or registered in loops — with benign twins:
 * dispatchers over the actions a tool declares, debug and feature flags the user sets, date and platform checks,
 * plugin loaders over fixed lists, class-based servers. Laid out by the eighth batch's `server`.
 */
import type { Sample } from '../skills/build.ts';
import { server } from '../skills8-mcp/classes.ts';

export const PY11_MALICIOUS_CLASSES = ['magic-argument', 'time-bomb', 'host-trigger', 'written-run', 'dynamic-call', 'class-tool'] as const;

export const PY11_BENIGN_CLASSES = ['dispatcher', 'debug-flag', 'clock', 'platform', 'plugin-loader', 'class-server'] as const;

export type Py11Class = (typeof PY11_MALICIOUS_CLASSES)[number] | (typeof PY11_BENIGN_CLASSES)[number];

export type Py11Sample = Sample<Py11Class>;

export { server };

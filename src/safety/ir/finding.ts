/**
 * Pure: what the data-flow engine (flow.ts) and the call shapes (shape.ts)
 * report, and what a value carries on its way to a sink.
 */
import type { RuleId } from '../rules.ts';
import { ACCOUNT_SECRETS } from './system-tables.ts';
import type { Origin } from './types.ts';

/**
 * `typed`: what the user types at a hidden prompt in code that runs later (a shadowed `sudo`), or hands git's credential helper.
 * `file`: the text of a file of this machine the code reads at run time (the user's work, a transcript, a log), no credential by its path.
 * `tool-input`: an argument the model wrote into an MCP tool's call (tool-inputs.ts), attacker-controlled through any prompt injection.
 * `private`: the user's own data no task needs sent anywhere, no credential (files.ts `privateData`: SSH and cloud
 * configuration, history, a browser's profile, conversations; the clipboard, a listing of the home folder, the
 * project archived whole): sent to a constant host, judged by whether the component names it (outbound.ts).
 */
export type TaintKind = 'download' | 'decoded' | 'credential' | 'environment' | 'secret' | 'typed' | 'file' | 'tool-input' | 'private';
export interface Taint {
  kind: TaintKind;
  /** The secret's name, the file, `a download from host`. */
  what: string;
  /** A credential a service's own CLI printed: that service's variable prefix (providers.ts), whose domains it is for. */
  service?: string;
  /** A download: the address it came from, as written (a vendor's installer is judged by it). */
  url?: string;
  /** A download that is a cloned repository: the folder it was cloned into (places.ts). */
  clone?: string;
  /** A credential file's own text (read or printed), not the output of a program merely given its path (`ssh -i key`). */
  text?: boolean;
  /** A decoded text whose input was a constant of the code (`b85decode('…')`), not data it was given at run time. */
  constant?: boolean;
  /** The names a walk, a listing or a glob of a folder holding credential stores yields (ir/walks.ts): a file read, copied or packed at a path made of them holds what the folder holds. */
  listing?: boolean;
}

export interface IrFinding {
  rule: RuleId;
  origin: Origin;
  /** The call as the IR holds it, for evidence. */
  evidence: string;
  /** A heuristic hit of a blocking rule: reported as an advisory. */
  weak?: boolean;
  /** Code run from a download: the addresses it came from (code.ts judges a vendor's installer by them). */
  from?: string[];
  /** Found in code written where it runs later (never a vendor's setup step). */
  later?: boolean;
  /** What the finding names beyond the line (`reqeusts` is one letter from `requests`): shown before it. */
  note?: string;
  /**
   * Code of a cloned repository run (a script of it, or a build of it): the address cloned, for the driver
   * to weaken when Markdown the model acts on is about that repository, or a build runs in a container.
   */
  clone?: { address: string; build: boolean };
  /** Data sent encoded (ir/encoded-sends.ts): the hosts it goes to, for the driver to judge by the text around it. */
  sentTo?: string[];
  /** A package installed straight from an address (not an index chosen for later installs): the host, for the driver to judge by the text around it. */
  installedFrom?: string;
}

/** One taint: the same kind of the same thing. */
export const sameTaint = (a: Taint, b: Taint) => a.kind === b.kind && a.what === b.what;

/** Adds to `into` the taints of `more` it does not hold yet; returns `into`. */
export function mergeTaints(into: Taint[], more: Taint[]): Taint[] {
  for (const t of more) if (!into.some((x) => sameTaint(x, t))) into.push(t);
  return into;
}

/**
 * What an MCP tool's (or resource's) result may not carry: the model reads the result and the client sends it
 * on with the conversation, so the text of a credential store of the user's home, or the whole environment
 * (every token the user exported), returned there has left the machine (a value the user asks for by name, one
 * variable, a secrets manager's answer or the project's `.env` is the task's).
 */
export const leavesWithModel = (t: Taint) =>
  (t.kind === 'credential' && ((t.text === true && (t.what.startsWith('~/') || ACCOUNT_SECRETS.test(t.what))) || KEYCHAIN_DUMP.test(t.what))) || (t.kind === 'environment' && t.what === 'the whole environment');

/** The macOS keychain printed whole (`security dump-keychain -d`): every saved password. */
const KEYCHAIN_DUMP = /^security dump-keychain\b/;

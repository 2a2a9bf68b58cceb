/**
 * Pure: an MCP TOOL THAT DOES OTHER THAN IT SAYS. The model (and the user approving its calls) chooses a tool by
 * its description; a tool described as read-only, as a dry run, as keeping nothing or sending nothing, or by a
 * local computation (format, validate, hash, add two numbers) whose handler deletes, writes outside the project,
 * runs as root, runs code, or sends to the network has lied about what approving it means. Judged from the IR:
 * the program's tool descriptions (the front ends' `Str` nodes with `role: 'description'`, a parameter's excluded)
 * and what the other IR rules found in the code that runs when it is called.
 *
 * Which code is a tool's: the calls after its description and before the next tool's (a handler written inline, a
 * decorated function under its docstring), or, in a file that describes one tool, all of its code (a handler
 * defined elsewhere in the file, Go's `mcp.AddTool(s, tool, Handler)`).
 *
 * What blocks (docs/safety.md, "A tool that does other than it says"): a delete, a write outside the project, a
 * run as root or of code, under any of those claims; a send to the network under a claim that nothing leaves or
 * under a local computation's verb that needs no service (format, hash; not convert, validate, parse). A tool that gets, lists, reads or checks may well ask a service over the
 * network: that alone is no mismatch (the network rule's advisory stands).
 */
import { isLocalHost } from '../network.ts';
import { phrases } from '../sentence-tables.ts';
import { KEEP_WORDS, LEAVING_WORDS, NEGATORS } from '../sentence-words.ts';
import { split } from '../sentence-split.ts';
import { serviceNamed } from '../vendors.ts';
import type { RuleId } from '../rules.ts';
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { hostsOf } from './sends.ts';
import { fromModel } from './system-access.ts';
import { NETWORK } from './tables.ts';
import type { Node, Origin, Str } from './types.ts';

const LEAVING = phrases(LEAVING_WORDS);
/** Negators, and the pronouns that negate a whole sentence ("nothing is sent"). */
const NEGATING = phrases([...NEGATORS, 'nothing', 'none', 'neither']);
const KEEPING = phrases(KEEP_WORDS);

/** Said of what it does not do: read-only, a dry run, no changes, nothing kept or sent, local only. */
const EXPLICIT =
  /\bread[- ]only\b|\bdry[- ]run\b|\b(?:makes?|has|with|causes?)\s+no\s+(?:changes|modifications|side[- ]effects)\b|\b(?:does\s+not|doesn't|never|will\s+not|won't)\s+(?:modif\w*|chang\w*|writ\w*|delet\w*|send\w*|upload\w*|stor\w*|shar\w*|transmit\w*)(?:\s+or\s+\w+)?\s+(?:anything|any\s+(?:files?|data)|files|your\s+(?:files|data)|data|the\s+(?:files?|filesystem|disk))\b|\b(?:data|input|text|content|files?)\s+(?:is|are)\s+(?:not|never)\s+(?:stored|kept|saved|sent|shared|uploaded|retained)\b|\bnothing\s+(?:leaves|is\s+(?:sent|stored|kept|uploaded|written|changed|modified))\b|\b(?:runs?|works?|stays?)\s+(?:entirely\s+)?(?:locally|offline)\b|\b(?:local|offline)[- ]only\b|\bsafe\s+to\s+call\b|\bno\s+(?:side[- ]effects|network(?:\s+(?:calls|access|requests))?|file\s+(?:access|writes))\b|\bpure\s+function\b/i;

/** A local computation by its first verb: nothing in it needs the network. */
const LOCAL_ACT =
  /^\s*(?:(?:a|an|the)\s+)?(?:simple\s+|fast\s+|secure(?:ly)?\s+|safely\s+)?(?:calculat|comput|add(?:s)?\s+(?:two\s+)?numbers|calculator|format|pretty-print|validat|hash(?:es|ing)?\b|encrypt|decrypt|encod|decod|convert|pars|count(?:s|ing)?\b|sort|lint|spell|check(?:s)?\s+(?:the\s+)?spelling|generat(?:e|es)\s+(?:a\s+)?(?:uuid|password|random)|search(?:es)?\s+(?:for\s+)?files|reads?\s+files?\s+from\s+the\s+current|checks?\s+(?:if|whether)\s+(?:\w+\s+){0,3}(?:format|valid)|generat\w*\s+(?:a\s+)?thumbnails?|(?:displays?|shows?|gets?|reads?|lists?)\s+(?:the\s+)?(?:local\s+)?(?:system|machine|os|disk|cpu|memory)\s+(?:info|information|usage|details|stats))/i;

/** Local computations whose work may need a service (rates, a dictionary, an API). */
const MAY_ASK_A_SERVICE = /^\s*(?:(?:a|an|the)\s+)?(?:simple\s+|fast\s+)?(?:convert|validat|pars|spell|check)/i;

/** A tool that only reads or looks, by its first verb: it may ask a service over the network, but it neither deletes, writes outside, nor runs. */
const READ_ACT = /^\s*(?:(?:a|an|the)\s+)?(?:get|gets|list|lists|read|reads|show|shows|view|views|display|displays|check|checks|search|searches|find|finds|look\s+up|looks\s+up|fetch|fetches|preview|previews|describe|describes|summari[sz]e|summari[sz]es|inspect|inspects|query|queries|retrieve|retrieves)\b/i;

/** The act said in the description itself: an honest tool ("Get the rates; cached on disk", "List and remove stale branches"). */
const SAYS_IT = /\b(?:delet|remov|clean|purg|wip|eras|writ|sav|stor|cach|log|record|install|run|execut|launch|start|send|upload|post|sync|submit|modif|updat|creat|append|chmod|sudo|root|admin)/i;

/** The acts other rules find, by what they say the tool does. */
const ACTS: Partial<Record<RuleId, string>> = {
  'destructive-delete': 'deletes files',
  'rm-rf-variable': 'deletes files',
  'writes-outside-project': 'writes outside the project',
  sudo: 'runs commands as root',
  'download-then-run': 'runs downloaded code',
  'pipe-to-shell': 'runs downloaded code',
  eval: 'runs code it builds',
  'reverse-shell': 'opens a shell to another machine',
  network: 'sends to the network',
};

interface Found {
  rule: RuleId;
  origin: Origin;
  /** A network call's hosts: a send the component's README names is disclosed. */
  hosts?: string[];
  /** A delete of the model's path (`modelDeletes`): no lie when the description names the act. */
  given?: boolean;
}

export type Tool = Pick<Str, 'text' | 'origin' | 'runs'>;

/** The tool descriptions of a program (not a parameter's), in line order. */
export function descriptions(nodes: readonly Node[], into: Tool[] = []): Tool[] {
  for (const n of nodes) {
    if (n.kind === 'func') descriptions(n.body, into);
    else if (n.kind === 'str' && n.role === 'description' && !n.parameter && n.text.trim() !== '') into.push({ text: n.text, origin: n.origin, runs: n.runs });
  }
  return into.sort((a, b) => a.origin.line - b.origin.line);
}

/** Whether a finding is in the code a tool's registration bound to it (`Str.runs`: its handler's, wherever written). */
const runsIn = (tool: Tool, at: Origin): boolean => tool.runs?.some((r) => r.file === at.file && at.line >= r.from && at.line <= r.to) ?? false;

/**
 * The tools a finding belongs to: those whose handler's code it is in, when a registration bound any; else the file's
 * only tool, or the one whose description is written nearest above it in its file (a handler written inline, a
 * decorated function under its docstring) unless that tool's own code is known to be elsewhere.
 */
export function toolsOf(tools: readonly Tool[], at: Origin): Tool[] {
  const bound = tools.filter((t) => runsIn(t, at));
  if (bound.length) return bound;
  const mine = tools.filter((t) => t.origin.file === at.file);
  if (tools.length === 1) return mine;
  const above = mine.filter((t) => t.origin.line <= at.line).at(-1);
  return above && !above.runs?.length ? [above] : [];
}

/** The program's calls that reach another machine (a program or library call the tables name, to a host not this one). */
function networkCalls(nodes: readonly Node[], into: Found[] = []): Found[] {
  for (const n of nodes) {
    if (n.kind === 'func') networkCalls(n.body, into);
    if (n.kind !== 'call') continue;
    const { name, args } = program(n);
    const hosts = name !== undefined && NETWORK.test(name) && name !== 'git' ? hostsOf(args, name) : [];
    if (!hosts.every(isLocalHost)) into.push({ rule: 'network', origin: n.origin, hosts });
  }
  return into;
}

/** Calls that delete the file or folder their argument names (`os.remove`, `shutil.rmtree`, `fs.rmSync`, Go's `os.RemoveAll`). */
const DELETES = /(?:^|\.)(?:remove|unlink|unlinkSync|rm|rmSync|rmtree|rmdir|rmdirSync|Remove|RemoveAll)$/;

/** The program's deletes of a path the model names: under a read-only or validating tool's description, a lie (a temporary file of its own is not). */
function modelDeletes(nodes: readonly Node[], into: Found[] = []): Found[] {
  for (const n of nodes) {
    if (n.kind === 'func') modelDeletes(n.body, into);
    if (n.kind === 'call' && n.form === 'function' && DELETES.test(n.callee.parts.map((p) => ('lit' in p ? p.lit : '')).join('')) && n.args.some(fromModel)) into.push({ rule: 'destructive-delete', origin: n.origin, given: true });
  }
  return into;
}

/**
 * What each of a file's tools claims, against what the IR rules found in its code (and the calls it makes to other
 * machines). `disclosure`: the component's README and manifest descriptions; a send they say happens, or to a host
 * they name, is no lie of the tool's (ir/undisclosed.ts reads the same).
 */
export function toolMismatch(nodes: readonly Node[], irFound: readonly Found[], disclosure = ''): IrFinding[] {
  const tools = descriptions(nodes);
  if (tools.length === 0) return [];
  const found = [...irFound, ...networkCalls(nodes), ...modelDeletes(nodes)];
  const out: IrFinding[] = [];
  for (const tool of tools) {
    const explicit = EXPLICIT.test(tool.text);
    const local = LOCAL_ACT.test(tool.text);
    const reads = READ_ACT.test(tool.text) && !SAYS_IT.test(tool.text);
    if (!explicit && !local && !reads) continue;
    const own = (f: Found) => toolsOf(tools, f.origin).includes(tool);
    // A network call under a local computation's verb (format, hash, add numbers) is a lie; not under a verb whose work
    // may need a service: a converter fetches its rates, a validator or spell checker asks one, a parser may be an API.
    const offline = local && !MAY_ASK_A_SERVICE.test(tool.text);
    const hidden = found.find((f) => own(f) && ACTS[f.rule] !== undefined && !(f.given && SAYS_IT.test(tool.text)) && (f.rule !== 'network' || ((explicit || offline) && !sendDisclosed(f.hosts ?? [], disclosure))));
    if (!hidden) continue;
    const said = tool.text.split('\n')[0]!.trim().slice(0, 80);
    const note = `a tool described as "${said}" ${ACTS[hidden.rule]}: what the user approves is not what it does`;
    out.push({ rule: 'tool-poisoning', origin: hidden.origin, evidence: note, note });
  }
  return out;
}

/** Whether a text says data leaves: a sentence with a word of sending and no negator ("never sends your data" says the opposite). */
export function saysItLeaves(text: string): boolean {
  return split(text.toLowerCase()).some((s) => LEAVING.test(s.text) && !NEGATING.test(s.text));
}

/** Whether a text denies keeping what it is given: a sentence with a word of keeping and a negator ("data is not stored"). */
export function deniesKeeping(text: string): boolean {
  return split(text.toLowerCase()).some((s) => KEEPING.test(s.text) && NEGATING.test(s.text));
}

/** A send the component's README or manifest says happens, or to a host it names. */
export function sendDisclosed(hosts: readonly string[], disclosure: string): boolean {
  const said = disclosure.toLowerCase();
  return said !== '' && (saysItLeaves(said) || hosts.some((h) => said.includes(h) || serviceNamed(h, said)));
}

/** Says what it runs cannot reach the machine: a sandbox, isolated, safe. Then running it with full access is hidden. */
const CLAIMS_ISOLATION = /\b(?:sandbox\w*|isolated|safe(?:ly)?|secure(?:ly)?|restricted|harmless|read-only)\b/i;

/**
 * Says it runs what it is given: a command or code named as the caller's (`any`, `arbitrary`, `given`, `one`) or by
 * its language (`Run a shell command`, `Execute Python code`). "Run a script to clean the caches" names a job, not
 * the caller's code: it declares nothing.
 */
const RUNS_GIVEN =
  /\b(?:run|runs|execute|executes|evaluate|evaluates)\s+(?:(?:an?|the)\s+)?(?:(?:any|arbitrary|one|given|provided|user-supplied)\s+(?:(?:shell|bash|terminal|python|javascript|js|node|sql)\s+)?|(?:shell|bash|terminal|python|javascript|js|node|sql)\s+)(?:commands?|scripts?|code|snippets?|programs?|expressions?|queries)\b/i;

/**
 * `tool-input-runs` under a tool whose own description says it runs the commands or code it is given (a shell or
 * code-runner server the user installs for that): the tool's declared job, shown to the user who approves each
 * call, kept as an advisory naming it. Not when it also claims a sandbox or safety: then the full access is hidden.
 */
export function declaredRunners(nodes: readonly Node[], found: readonly IrFinding[]): IrFinding[] {
  const tools = descriptions(nodes);
  if (!found.some((f) => f.rule === 'tool-input-runs')) return [...found];
  return found.map((f) => {
    if (f.rule !== 'tool-input-runs') return f;
    // Code several tools share (one handler for all) is declared only when each of them says it runs what it is given.
    const mine = toolsOf(tools, f.origin);
    const declared = mine.length > 0 && mine.every((t) => RUNS_GIVEN.test(t.text) && !CLAIMS_ISOLATION.test(t.text));
    return declared ? { ...f, weak: true, note: `${'note' in f ? f.note : ''} (the tool says it runs what it is given)`.trim() } : f;
  });
}

/** A tool that says it encrypts (or signs or hashes a password with a named scheme): its first sentence's act, not a mention (`checks whether a file is encrypted`). */
const SAYS_ENCRYPTS = /^\s*(?:(?:securely|safely)\s+)?encrypts?\b|\bencrypt(?:s|ed)?\s+(?:\w+\s+){0,3}?(?:with|using)\s+(?:aes|chacha|rsa|gcm|xchacha|fernet)/i;

/**
 * Calls that encrypt: a cipher or a library's encrypt or seal (`cryptography`'s Fernet and AESGCM, PyCryptodome's
 * `AES.new`, Node's `createCipheriv` and `crypto.subtle`, Go's `crypto/aes`/`cipher`, NaCl's boxes, a KMS's
 * `encrypt`, gpg, openssl, age), by the last words of the callee.
 */
const CIPHER_CALL = /(?:^|[./])(?:\w*[Ee]ncrypt\w*|\w*[Cc]ipher\w*|seal|Seal|secretbox\w*|Box|Fernet|AESGCM|ChaCha20Poly1305|AESCCM|AES(?:\.new)?|NewGCM|subtle\.\w+|gpg|openssl|age|sodium\w*|nacl\.\w+|pyrage\.\w+)$/;

/**
 * A tool described as encrypting whose program calls no cipher at all (base64 or a hash in its place): the
 * user stores or sends what the tool returned believing it sealed, and anyone reads it. Judged over the whole
 * program (a helper class does the work), so any cipher call anywhere clears it.
 */
export function claimsEncryption(nodes: readonly Node[]): IrFinding[] {
  const tool = descriptions(nodes).find((t) => SAYS_ENCRYPTS.test(split(t.text)[0]?.text ?? t.text));
  if (!tool) return [];
  const callees: string[] = [];
  // The callee as written and the program a process call runs (`subprocess.run(["gpg", …])` runs gpg).
  const walk = (ns: readonly Node[]) => ns.forEach((n) => (n.kind === 'func' ? walk(n.body) : n.kind === 'call' ? callees.push(n.callee.parts.map((p) => ('lit' in p ? p.lit : '')).join(''), program(n).name ?? '') : undefined));
  walk(nodes);
  if (callees.some((c) => CIPHER_CALL.test(c))) return [];
  const said = tool.text.split('\n')[0]!.trim().slice(0, 80);
  const note = `a tool described as "${said}" calls no cipher: what it returns is readable by anyone`;
  return [{ rule: 'tool-poisoning', origin: tool.origin, evidence: note, note }];
}

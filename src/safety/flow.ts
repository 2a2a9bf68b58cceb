/**
 * Pure: what flows where inside one script. Values are followed through
 * variable assignments (`X=$(cat ~/.ssh/id_rsa)`, `creds = open(…).read()`,
 * `const body = JSON.stringify(process.env)`, `payload = {'k': creds}`) to a
 * network call or to something that runs text as code. This is what tells a
 * hook that reads a key and calls its own API apart from one that posts the
 * key somewhere else.
 */
import type { Statement } from './text.ts';
import { CREDENTIAL_COMMAND, isCredentialPath, pathsIn } from './files.ts';
import { NETWORK_CALL, hostInDomains, hostMatchesName, hostsIn, isLocalHost, providerDomains } from './network.ts';
import { isSecretName } from './secrets.ts';
import type { Lang } from './units.ts';

export type Taint =
  | { kind: 'credential'; what: string }
  | { kind: 'environment'; what: string }
  | { kind: 'secret'; what: string }
  | { kind: 'download'; what: string }
  | { kind: 'decoded'; what: string };

/** The whole environment, dumped (not one variable, and not `{...process.env}` handed to a child process). */
const ENV_DUMP = /(?:^|[|;&(`'"]\s*|\$\()\s*(?:env|printenv|export\s+-p|set)\s*(?:$|[|)>`;]|['"](?!\s*:))|\bJSON\.stringify\(\s*process\.env\s*\)|\bObject\.(?:entries|values|keys)\(\s*process\.env\s*\)|\bfor\s*\(\s*(?:const|let|var)\s+\w+\s+in\s+process\.env\s*\)|\bjson\.dumps?\(\s*(?:dict\()?\s*os\.environ\b|\bdict\(\s*os\.environ\s*\)|\bstr\(\s*os\.environ\s*\)|\bos\.environ\.items\(\)|\bGet-ChildItem\s+env:|\bENV\.to_h\b|\$env:\*|\bgetenv\(\)\s*$|(?:[=:(,]\s*|\*\*)(?:dict\()?os\.environ\b(?!\s*[[.])|JSON\.stringify\([^)]*\.\.\.process\.env\b|(?:body|data|json)\s*[:=]\s*process\.env\b(?!\s*[.[])/m;
const DOWNLOADED = /\b(?:curl|wget)\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b|\.DownloadString\b|\brequests\.get\b|\bhttpx\.get\b|\burlopen\b|\bfetch\s*\(|\baxios\.get\b|\bhttps?\.get\b|\bNet::HTTP\.get\b|\bURI\.open\b/;
const DECODED = /\bbase64\s+(?:-\w*[dD]|--decode)|\bb64decode\b|\bbytes\.fromhex\b|\bcodecs\.decode\b|\bunhexlify\b|\bzlib\.decompress\b|\batob\s*\(|Buffer\.from\([^)]*['"](?:base64|hex)['"]|\bdecode64\b|\bdecode_base64\b|FromBase64String|\bxxd\s+(?:-p\s+)?-r\b/;

/** Secret variables read in a statement, by name. */
function secretReads(text: string): string[] {
  const names = new Set<string>();
  const patterns = [
    /\$\{?([A-Za-z_][A-Za-z0-9_]*)/g,
    /\bos\.(?:environ\s*(?:\[\s*|\.get\(\s*)|getenv\(\s*)['"]([A-Za-z_][A-Za-z0-9_]*)['"]/g,
    /\bprocess\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\])/g,
    /\bENV\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\]/g,
    /\$env:([A-Za-z_][A-Za-z0-9_]*)/gi,
  ];
  for (const p of patterns) for (const m of text.matchAll(p)) {
    const name = m[1] ?? m[2];
    if (name && isSecretName(name)) names.add(name);
  }
  return [...names];
}

/** What sensitive values a statement reads directly. */
export function sourcesIn(text: string): Taint[] {
  const found: Taint[] = [];
  for (const use of pathsIn(text)) if (use.access === 'read' && isCredentialPath(use.path)) found.push({ kind: 'credential', what: use.path });
  const command = CREDENTIAL_COMMAND.exec(text);
  if (command) found.push({ kind: 'credential', what: command[0].trim() });
  if (ENV_DUMP.test(text)) found.push({ kind: 'environment', what: 'the whole environment' });
  for (const name of secretReads(text)) found.push({ kind: 'secret', what: name });
  if (DOWNLOADED.test(text)) found.push({ kind: 'download', what: 'a download' });
  if (DECODED.test(text)) found.push({ kind: 'decoded', what: 'a decoded text' });
  return found;
}

/**
 * The variables a statement assigns or changes, in any of the languages:
 * `X=…`, `x = …`, `const x = …`, `$x = …`, `const {a, b} = …`, `with open(…)
 * as f`, and a value put into one (`payload["k"] = …`, `body.key = …`,
 * `payload.update(…)`, `Object.assign(body, …)`, `parts.push(…)`): what is
 * added to a payload travels with it.
 */
export function assigned(original: string): string[] {
  // A one-line loop or condition (`for (const k of keys) payload[k] = …`): the assignment after its head, and the loop variable.
  const head = /^\s*(?:for|if|while)\s*\((?:[^()]|\([^()]*\))*\)\s*/.exec(original);
  const loopVariable = /^\s*for\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+(?:of|in)\b/.exec(original)?.[1];
  const text = head && head[0].length < original.length ? original.slice(head[0].length) : original;
  const found = assignedIn(text);
  return loopVariable ? [...found, loopVariable] : found;
}

function assignedIn(text: string): string[] {
  const simple =
    /^\s*(?:export\s+|local\s+|readonly\s+|declare\s+(?:-\w+\s+)?)?([A-Za-z_]\w*)\+?=/.exec(text) ??
    /^\s*(?:const|let|var|my|our)?\s*\$?([A-Za-z_]\w*)\s*(?::\s*[\w[\]<>|. ]+)?(?<![=!<>])(?:\+|\|\||\?\?)?=(?!=)/.exec(text) ??
    /\bwith\s+open\([^)]*\)\s+as\s+(\w+)/.exec(text) ??
    /\bfor\s+(\w+)\s+in\b/.exec(text) ??
    // A value put into a container: subscript or attribute assignment, or a method that adds to it.
    /^\s*\$?([A-Za-z_]\w*)(?:\s*\[[^\]]*\]|\??\.[A-Za-z_]\w*)+\s*(?:\+|\|\||\?\?)?=(?!=)/.exec(text) ??
    /^\s*(?:await\s+)?\$?([A-Za-z_]\w*)(?:\.[A-Za-z_]\w*)*\.(?:update|append|extend|push|unshift|set|setdefault|add|insert|concat|assign)\s*\(/.exec(text) ??
    /\bObject\.assign\(\s*([A-Za-z_]\w*)\s*,/.exec(text);
  // Text added to a variable anywhere in the statement (`res.on('data', (c) => (body += c))`).
  const appended = [...text.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\s*\+=/g)].map((m) => m[1]!);
  if (simple?.[1]) return [simple[1], ...appended];
  if (appended.length) return appended;
  const destructured = /^\s*(?:const|let|var)\s*[{[]([^}\]]*)[}\]]\s*=/.exec(text);
  if (destructured) return [...destructured[1]!.matchAll(/(?:^|[,:{\s])\s*([A-Za-z_]\w*)\s*(?=,|$|=)/g)].map((m) => m[1]!);
  return [];
}

/** A request or connection object made, to be written to later. */
const CONNECTION = /\b(?:Request|urllib\.request\.Request|new\s+URL|new\s+Request|https?\.request|http2\.connect|net\.(?:connect|createConnection)|tls\.connect|new\s+WebSocket|new\s+net\.Socket|socket\.(?:socket|create_connection)|http\.client\.HTTPS?Connection|HTTPS?Connection)\s*\(/;

/** The parameters of an arrow function or a function expression: `(a, b) =>`, `a =>`, `function (a)`. */
const CALLBACK_PARAMS = /\(\s*([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*\)\s*=>|(?<![\w$.])([A-Za-z_$][\w$]*)\s*=>|\bfunction\s*[\w$]*\s*\(\s*([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*\)/g;

const referenceCache = new Map<string, RegExp>();

function refersTo(text: string, name: string, lang: Lang): boolean {
  const key = `${lang === 'shell' ? '$' : ''}${name}`;
  let pattern = referenceCache.get(key);
  if (!pattern) {
    pattern = lang === 'shell' ? new RegExp(String.raw`\$\{?${name}\b`) : new RegExp(String.raw`(?<![\w.])\$?${name}\b`);
    if (referenceCache.size > 5000) referenceCache.clear();
    referenceCache.set(key, pattern);
  }
  return pattern.test(text);
}

/** Where a statement sends what it sends: its literal hosts, or none when the destination is a variable. */
export function destinations(text: string): string[] {
  return hostsIn(text).filter((h) => !isLocalHost(h));
}

/** Whether a statement runs the text held in variable `name` as code (not as data of a command). */
function runsVariable(text: string, name: string, lang: Lang): boolean {
  const v = String.raw`\$?\{?${name}\b`;
  const patterns: Record<Lang, string> = {
    shell: String.raw`(?:^|[;&|(\s])(?:eval|exec)\s+["']?${v}|\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*-c\s+["']?${v}["']?\s*(?:$|[;&|)])|${v}\}?["']?\s*\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\b(?:ba|z)?sh\s+<<<\s*["']?${v}|\b(?:python[0-9.]*|node|perl|ruby)\s+-[ce]\s+["']?${v}`,
    python: String.raw`(?<![.\w])(?:exec|eval|compile)\s*\(\s*${name}\b|\bos\.system\(\s*${name}\s*\)|\bsubprocess\.\w+\(\s*${name}\s*,[^)]*shell\s*=\s*True`,
    js: String.raw`(?:(?<![.\w])|\b(?:globalThis|global|window|self)\s*\.\s*|\(\s*0\s*,\s*)eval(?:\s*\))?\s*(?:\?\.)?\s*\(\s*${name}\b|\b(?:spawn|execFile|spawnSync|execFileSync)\s*\(\s*['"](?:\/bin\/)?(?:ba|z)?sh['"]\s*,\s*\[\s*['"]-c['"]\s*,\s*${name}\b|\b(?:spawn|execFile|spawnSync|execFileSync)\s*\(\s*['"](?:node|python3?|perl|ruby)['"]\s*,\s*\[\s*['"]-[ce]['"]\s*,\s*${name}\b|\bFunction\s*\([^)]*\b${name}\b|\b(?:vm\.)?runIn(?:This|New)?Context\(\s*${name}\b|\b(?:new\s+)?(?:vm\.)?Script\(\s*${name}\b|\._compile\(\s*${name}\b|\bimport\(\s*[\x60'"]data:[^)]*${name}\b|\b(?:execSync|exec)\s*\(\s*${name}\s*[,)]`,
    ruby: String.raw`(?<![.\w])eval\s*\(?\s*${name}\b`,
    perl: String.raw`(?<![.\w])eval\s*\(?\s*\$${name}\b`,
    php: String.raw`(?<![.\w])eval\s*\(\s*\$${name}\b`,
    powershell: String.raw`(?:iex|Invoke-Expression)\s*\(?\s*\$${name}\b|\$${name}\s*\|\s*(?:iex|Invoke-Expression)\b`,
    // Go is parsed (lang/go.ts): its flow is the IR's.
    go: '$^',
    // cmd is lowered by lang/cmd.ts: its flow is the IR's.
    cmd: '$^',
    other: '$^',
  };
  return new RegExp(patterns[lang], 'i').test(text);
}

export interface Flow {
  taint: Taint;
  /** Statement (index into the list) where it reaches the sink. */
  at: number;
  sink: 'network' | 'run';
  /** Literal hosts of the network call (empty when its destination is a variable). */
  hosts: string[];
}

/**
 * Follow sensitive values through assignments to network calls and to code
 * runners. Two passes, so a function defined above its first use still
 * carries what it was given; at most a few hundred statements are followed.
 */
export function flows(list: Statement[], lang: Lang): Flow[] {
  const tainted = new Map<string, Taint[]>();
  const found: Flow[] = [];
  const limit = Math.min(list.length, 2000);
  // Variables that hold an address (`url = "https://…"`, `req = Request("https://…", …)`): a call made
  // with them goes to those hosts, though its own text names none.
  const addresses = new Map<string, string[]>();
  // Variables holding an open request or connection (`const req = https.request({hostname: …})`): what is
  // written to them (`req.write(body)`, `req.end(body)`, `ws.send(body)`) is sent.
  const connections = new Set<string>();
  for (let i = 0; i < limit; i++) {
    const text = list[i]!.text;
    const hosts = destinations(text);
    const connection = CONNECTION.test(text);
    if (connection) for (const variable of assigned(text)) connections.add(variable);
    if (hosts.length === 0 || (NETWORK_CALL.test(text) && !connection)) continue;
    for (const variable of assigned(text)) addresses.set(variable, hosts);
  }
  const writesTo = (text: string) => [...connections].some((v) => new RegExp(String.raw`(?<![\w$.])${v}\.(?:write|end|send|sendall|request|putrequest)\s*\(`).test(text));
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < limit; i++) {
      const text = list[i]!.text;
      const direct = sourcesIn(text);
      const carried: Array<[string, Taint[]]> = [];
      for (const [name, taints] of tainted) if (refersTo(text, name, lang)) carried.push([name, taints]);
      if (direct.length === 0 && carried.length === 0) continue;
      const all = [...direct, ...carried.flatMap(([, t]) => t)];
      // A callback's parameters receive what the call fetched or was given: `.then((r) => …)`, `(res) => {`.
      for (const m of text.matchAll(CALLBACK_PARAMS)) for (const name of (m[1] ?? m[2] ?? m[3] ?? '').split(',')) {
        const param = name.trim().replace(/[=:].*$/, '').trim();
        if (/^[A-Za-z_$][\w$]*$/.test(param)) tainted.set(param, [...(tainted.get(param) ?? []), ...all.filter((t) => !(tainted.get(param) ?? []).includes(t))]);
      }
      for (const variable of assigned(text)) {
        const merged = [...(tainted.get(variable) ?? [])];
        for (const t of all) if (!merged.some((b) => b.kind === t.kind && b.what === t.what)) merged.push(t);
        tainted.set(variable, merged);
      }
      if (pass === 0) continue;
      if (NETWORK_CALL.test(text) || (connections.size > 0 && writesTo(text))) {
        const hosts = [...new Set([...destinations(text), ...[...addresses].filter(([name]) => refersTo(text, name, lang)).flatMap(([, h]) => h)])];
        for (const t of all) if (t.kind === 'credential' || t.kind === 'environment' || t.kind === 'secret') found.push({ taint: t, at: i, sink: 'network', hosts });
      }
      // Fetched or decoded text run as code through a variable (the direct forms are shell.ts's).
      for (const [name, taints] of carried) {
        if (!runsVariable(text, name, lang)) continue;
        for (const t of taints) if (t.kind === 'download' || t.kind === 'decoded') found.push({ taint: t, at: i, sink: 'run', hosts: [] });
      }
    }
  }
  return found;
}

/** A call that sends a body (a payload), not only a request with a key in its header or query. */
export const SENDS_BODY = /\b(?:data|json|body|files|content)\s*[=:]|\s(?:-d|--data(?:-\w+)?|-F|--form|--json)(?=[\s=])|\.(?:post|put|patch)\s*\(|method\s*[:=]\s*['"](?:POST|PUT|PATCH)|-X\s*['"]?(?:POST|PUT|PATCH)|-Method\s+(?:Post|Put)|-Body\b/i;

/**
 * Whether a secret sent to these hosts is exfiltration: a variable of a known
 * service sent to a literal host outside that service's domains; or one the
 * table does not know, posted in a body to a host whose name is not the
 * service's its own name says (`ACME_TOKEN` posted to `api.acme.io` is its
 * own; to `collect.example.net` it leaves). A variable destination, a
 * secret in a query or header to an unknown host, or a name of no service
 * (`API_KEY`) is left to the advisory.
 */
export function secretLeaves(name: string, hosts: string[], sendsBody = false): boolean {
  if (hosts.length === 0) return false;
  const domains = providerDomains(name);
  if (domains) return hosts.some((h) => !hostInDomains(h, domains));
  return sendsBody && hosts.some((h) => hostMatchesName(name, h) === false);
}

/**
 * Pure: a library call read as the command it amounts to (`subprocess.run(["curl", u])` as `curl u`,
 * `requests.post(u, data=d)` as `wget u --data d`, `fs.rmSync(p, {recursive})` as `rm -rf p`), from its entry in
 * the API tables (apis.ts), so one engine judges programs and calls alike.
 */
import { constantText, lit, type Call, type Word } from '../ir/types.ts';
import { apiOf } from './apis.ts';

const TRUE = /^(?:true|True|1|\/.*sh)$/;

/** A bucket's name as S3 and Cloud Storage allow it (lower case, digits, dots, hyphens; 3-63 characters). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The program a library call amounts to, in the engine's vocabulary, or
 * undefined when the call is none of the table's: the engine then runs no
 * program rule on it (a function named `exec` or `env` is not the shell's).
 */
export function asCommand(call: Call): { name: string | undefined; args: Word[]; callee: Word } | undefined {
  const callee = constantText(call.callee);
  const entry = callee === undefined ? undefined : apiOf(callee);
  const api = entry?.api;
  const a = call.args;
  const named = call.named ?? {};
  const as = (name: string, args: Word[]) => ({ name, args, callee: lit(name) });
  if (!api) return undefined;
  switch (api.does) {
    case 'shell': {
      const code = a[api.code] ?? (api.keyword !== undefined ? named[api.keyword] : undefined);
      return code ? as('sh', [lit('-c'), code]) : undefined;
    }
    case 'process': {
      const program = a[api.program];
      if (!program) return undefined;
      let argv: Word[];
      if (program.items) argv = program.items;
      else if (api.argv !== undefined) argv = [program, ...(a[api.argv]?.items ?? (a[api.argv] ? [a[api.argv]!] : [])).slice(api.argv0 ? 1 : 0)];
      else if (api.rest !== undefined) argv = [program, ...a.slice(api.rest)];
      // `new Deno.Command('bash', { args: ['-c', x] })`: the arguments in the options.
      else if (named.args?.items) argv = [program, ...named.args.items];
      else argv = [program];
      const shellOption = named.shell ? constantText(named.shell) : undefined;
      if (shellOption !== undefined && TRUE.test(shellOption)) {
        const code: Word = { parts: argv.flatMap((w, i) => [...(i ? [{ lit: ' ' }] : []), ...w.parts]) };
        return as('sh', [lit('-c'), code]);
      }
      // A string without `shell=True` names the program alone (Python); a string with spaces, as `subprocess.run("ls -l")`, still runs no shell.
      const [first, ...rest] = argv;
      const name = first ? constantText(first)?.split(/[\\/]/).pop() : undefined;
      return { name, args: rest, callee: first ?? lit('') };
    }
    case 'eval': {
      const code = api.code === 'last' ? a[a.length - 1] : a[api.code];
      return code ? as('eval', [code]) : undefined;
    }
    case 'module':
      return a[api.spec] ? as('node', [a[api.spec]!]) : undefined;
    case 'http': {
      const url = api.url === 'self' ? named.self : a[api.url];
      const body = api.body !== undefined ? a[api.body] : undefined;
      const sent = [body, named.body, named.data, named.json, named.files, named.content].filter((w): w is Word => w !== undefined);
      // `wget`, not `curl`: an in-language request sends no stdin, only the body it is given.
      // A connection's peer (`("host", 4444)`, `host 4444`): its words, so the host is one of them.
      const peer = url?.items ?? (url && /\s/.test(constantText(url) ?? '') ? constantText(url)!.trim().split(/\s+/).map(lit) : url ? [url] : []);
      return as('wget', [...peer, ...sent.flatMap((w) => [lit('--data'), w])]);
    }
    case 'dns':
      return a[api.name] ? as('host', [a[api.name]!]) : undefined;
    case 'socket': {
      // The host may be any argument (`net.connect(4444, host)`, `net.connect({host, port})`): all go, the engine finds the host among them.
      return as('nc', [...(api.host === 'self' && named.self ? [named.self] : []), ...a].flatMap((w) => w.items ?? [w]));
    }
    case 'read':
      return as('cat', [api.path === 'self' ? named.self ?? lit('') : a[api.path] ?? lit('')]);
    case 'delete': {
      const path = api.path === 'self' ? named.self : a[api.path];
      if (!path) return undefined;
      // Each file a recursive listing yields (`for p in home.rglob("*"): p.unlink()`): every file under that folder, as `rm -rf dir/*` removes.
      const last = path.parts[path.parts.length - 1];
      const every = last && 'lit' in last && /\/\*\*\/\*$/.test(last.lit) ? { parts: [...path.parts.slice(0, -1), { lit: last.lit.replace(/\/\*\*\/\*$/, '/*') }] } : undefined;
      const tree = every !== undefined || api.tree === 'always' || TRUE.test(constantText(named.recursive ?? lit('')) ?? '');
      // A list of paths (`Remove-Item -Path a, b`, `shutil.rmtree` over a tuple): each one deleted, as `rm -rf a b`.
      const paths = every ? [every] : path.items ?? [path];
      return as('rm', [...(tree ? [lit('-rf')] : []), ...paths]);
    }
    case 'copy':
      return a[api.from] && a[api.to] ? as('cp', [a[api.from]!, a[api.to]!]) : undefined;
    case 'send': {
      const to = api.host === 'self' ? named.self : lit(`https://${api.host}/`);
      return as('wget', [...(to?.items ?? (to ? [to] : [])), ...[...a, ...Object.entries(named).filter(([k]) => k !== 'self').map(([, w]) => w)].flatMap((w) => [lit('--data'), w])]);
    }
    case 'upload': {
      // A file uploaded is `curl -T file`; a body, what an in-language request sends (`wget --data`).
      // A bucket the code names itself (`upload_file(f, "backups-prod", k)`) is its owner's, whoever signs the request:
      // addressed as S3 addresses it (`bucket.s3.amazonaws.com`, a tenant's label), not as the provider the user logs in to.
      const bucket = typeof api.bucket === 'string' ? named[api.bucket] : api.bucket !== undefined ? a[api.bucket] : undefined;
      const fixed = bucket ? constantText(bucket) : undefined;
      const host = fixed !== undefined && BUCKET_NAME.test(fixed) ? `${fixed}.${api.host}` : api.host;
      const url = api.host === 'self' ? named.self ?? lit('') : lit(`https://${host}/`);
      const file = api.file !== undefined ? a[api.file] : undefined;
      if (file) return as('curl', [lit('-T'), file, url]);
      const body = typeof api.body === 'string' ? named[api.body] : api.body !== undefined ? a[api.body] : undefined;
      return as('wget', [url, ...(body ? [lit('--data'), body] : [])]);
    }
    case 'archive': {
      // As `tar -czf INTO [-C BASE] FROM…` (copies.ts): a packed credential store stays with the archive.
      const into = api.into === undefined ? { parts: [{ ref: { out: call.id } }] } : api.into === 'self' ? named.self : typeof api.into === 'string' ? named[api.into] : a[api.into];
      const from = (api.option !== undefined ? named[api.option] : undefined) ?? a[api.from];
      const base = api.base !== undefined ? named[api.base] : undefined;
      return into && from ? as('tar', [lit('-czf'), into, ...(base ? [lit('-C'), base] : []), ...(from.items ?? [from])]) : undefined;
    }
    case 'format':
      return a[api.volume] ? as('mkfs', [lit(`/dev/${constantText(a[api.volume]!) ?? 'disk'}`)]) : undefined;
    case 'write':
    case 'template':
    case 'decode':
      return { name: undefined, args: a, callee: call.callee };
  }
}

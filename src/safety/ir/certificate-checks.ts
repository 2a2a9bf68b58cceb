/**
 * Pure: certificate checks turned off for everything that runs later, over the IR (docs/safety.md, defense
 * evasion): a variable every program reads set so none checks (`NODE_TLS_REJECT_UNAUTHORIZED=0`,
 * `PYTHONHTTPSVERIFY=0`, `GIT_SSL_NO_VERIFY=1`, `npm_config_strict_ssl=false`) exported by a script or its
 * process (`export`, `process.env.X = …`, `os.environ[…] = …`, Go's `os.Setenv`) or written into a shell
 * profile; Python's default HTTPS context replaced by the unverified one for the whole process; the user's own
 * tools told never to check (`git config --global http.sslVerify false`, `npm|pnpm|yarn config set strict-ssl
 * false`, `pip config set global.trusted-host …`). Every later connection — the user's, other tools' — then
 * trusts whoever answers. One client or one call built without checks (`curl -k`, `verify=False`, an agent with
 * `rejectUnauthorized: false` for a local fixture) stays the `tls-disabled` advisory.
 */
import { GO_DEFAULT_INSECURE } from '../lang/go-transport.ts';
import { program } from './program.ts';
import { constantText, type Assign, type Call } from './types.ts';

/** Variables whose value turns certificate checks off for the programs that read them, by upper-cased name. */
const OFF_VARIABLES: Record<string, RegExp> = {
  NODE_TLS_REJECT_UNAUTHORIZED: /^0$/,
  PYTHONHTTPSVERIFY: /^0$/,
  GIT_SSL_NO_VERIFY: /^(?:1|true|yes)$/i,
  NPM_CONFIG_STRICT_SSL: /^false$/i,
  YARN_ENABLE_STRICT_SSL: /^false$/i,
};

/** What an assignment turns off for everything later, in a few words; undefined when nothing. */
export function checksOffByAssign(a: Assign): string | undefined {
  const value = constantText(a.value) ?? '';
  const off = OFF_VARIABLES[a.name.toUpperCase()];
  if (off && off.test(value) && (a.exported || a.later)) return `certificate checks turned off for every later connection (${a.name}=${value}${a.later ? ', written where the shell reads it at every start' : ''})`;
  if (a.name === 'ssl._create_default_https_context' && /unverified/i.test(value)) return "Python's default HTTPS context replaced by the unverified one for the whole process";
  if (a.name === GO_DEFAULT_INSECURE && value === 'true') return "Go's default HTTP transport told to trust any certificate for the whole process";
  return undefined;
}

/** Package managers and their settings that turn their certificate checks off. */
const STRICT_SSL = /^(?:strict-ssl|enableStrictSsl)$/i;

/** What a command turns off for every later use of the user's tools; undefined when nothing. */
export function checksOffByCommand(call: Call): string | undefined {
  const { name, args } = program(call);
  const texts = args.map((w) => constantText(w) ?? '');
  const at = (i: number) => texts[i]?.toLowerCase();
  if (name === 'git' && at(0) === 'config' && texts.some((t) => t === '--global' || t === '--system')) {
    const key = texts.findIndex((t) => t.toLowerCase() === 'http.sslverify');
    if (key > 0 && /^(?:false|0|no|off)$/i.test(texts[key + 1] ?? '')) return 'certificate checks turned off for every git remote of the user';
  }
  if ((name === 'npm' || name === 'pnpm' || name === 'yarn') && (at(0) === 'config' || at(0) === 'set')) {
    const key = texts.findIndex((t) => STRICT_SSL.test(t));
    if (key >= 0 && /^false$/i.test(texts[key + 1] ?? '')) return `certificate checks turned off for every ${name} install of the user`;
  }
  if (name !== undefined && /^pip3?$/.test(name) && at(0) === 'config' && at(1) === 'set' && at(2) === 'global.trusted-host') return 'certificate checks turned off for every pip install from those hosts';
  return undefined;
}

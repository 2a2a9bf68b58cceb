/**
 * Library calls of JavaScript/TypeScript, Python, Go (go-apis.ts) and Ruby (ruby-apis.ts) (PowerShell's in
 * powershell-cmdlets.ts) as data: what each does
 * that the analysis cares about. Names are canonical dotted names the front
 * ends resolve imports to (`import { execSync as x } from 'node:child_process'`
 * then `x(c)` is `child_process.execSync`; `from subprocess import run` then
 * `run(a)` is `subprocess.run`); a method of a library object is the
 * object's kind and the method (`net.Socket.write`, `requests.Session.post`).
 * Python's builtins are `builtins.exec`, so no name means two things.
 *
 * `asCommand` gives the data-flow engine (ir/flow.ts) the program a call
 * amounts to in the engine's one vocabulary: `child_process.execSync(c)` is
 * `sh -c c`, `subprocess.run(["bash","-c",x])` is `bash -c x`,
 * `fetch(u, {body})` is a `wget` of `u` sending `body`, `dns.resolve(n)` a
 * `host n`, `eval(x)` an `eval x`. One engine, one set of sinks.
 */
import { JS_STORAGE, PY_STORAGE } from './cloud-storage.ts';
import { JS_DECODERS, PY_DECODERS } from './decode-apis.ts';
import { GO } from './go-apis.ts';
import { TEMPLATE_APIS } from './template-apis.ts';
import { DATABASE_APIS } from './database-apis.ts';
import { PS_APIS } from './powershell-cmdlets.ts';
import { RB } from './ruby-apis.ts';
import { JS_CLIENTS, PY_CLIENTS } from './sdk-clients.ts';

export type Api =
  /** Runs argument `code` (or the keyword argument `keyword`) as shell code; `later`: stored to run another time (a scheduler's job). */
  | { does: 'shell'; code: number; keyword?: string; later?: true }
  /** Starts a program: `program` is its index (a list there is the whole argv), `argv` the index of the list of its arguments, or `rest` where they start; shell code when `shell=True`. */
  | { does: 'process'; program: number; argv?: number; rest?: number; argv0?: boolean }
  /** Runs argument `code` (`last`: the last one) as code of the language itself. */
  | { does: 'eval'; code: number | 'last' }
  /** Loads and runs a module or script named by argument `spec`. */
  | { does: 'module'; spec: number }
  /** An HTTP request: the address at `url` (`self`: the object's), the body at `body`, the file it saves to at `saves`; options in `named`. */
  | { does: 'http'; url: number | 'self'; body?: number; saves?: number }
  /** A DNS lookup of the name at `name`. */
  | { does: 'dns'; name: number }
  /** Opens a connection or sends on one: the host at `host` (`self`: where the object connected), data at `data`. */
  | { does: 'socket'; host?: number | 'self'; data?: number }
  /** Its result is decoded or hidden text; `when`: only with that encoding argument (`Buffer.from(x, 'base64')`). */
  | { does: 'decode'; when?: { arg: number; is: RegExp } }
  /** Reads the file at `path` (`self`: the path object itself). */
  | { does: 'read'; path: number | 'self' }
  /** Writes `data` to the file at `path` (`self`: the object's path). */
  | { does: 'write'; path: number | 'self'; data?: number }
  /** Deletes the file or tree at `path`: a whole tree `always`, or when the option `recursive` is true. */
  | { does: 'delete'; path: number | 'self'; tree: 'always' | 'option' }
  /** Copies or moves the file or tree at `from` to `to` (the engine follows what the copy holds). */
  | { does: 'copy'; from: number; to: number }
  /**
   * An upload to the service's `host` (`self`: where the object connects, sdk-clients.ts): the file at argument `file`, or the
   * body at argument or named option `body`; `bucket`: the argument or named option naming the bucket (cloud-storage.ts).
   */
  | { does: 'upload'; host: string; file?: number; body?: number | string; bucket?: number | string }
  /** A client library's sending method (sdk-clients.ts): everything it is given goes to where its object connects (`self`) or to the service's `host`. */
  | { does: 'send'; host: string }
  /** Packs the file or folder at argument `from` (or the named option `option`) into an archive: at argument or named option `into`, the object's own path (`self`), or the path the call returns (none given); `base`: the folder names are relative to. */
  | { does: 'archive'; from: number; option?: string; into?: number | string | 'self'; base?: string }
  /** Formats the volume or disk at `volume` (PowerShell's `Format-Volume`): as `mkfs` of a device. */
  | { does: 'format'; volume: number }
  | /** Compiles argument (or named option) `source` as a template (template-apis.ts): what it holds runs as code. */ { does: 'template'; source: number | string };

export interface ApiEntry {
  api?: Api;
  /** The kind of library object the call returns (`net.connect` → `net.Socket`). */
  returns?: string;
  /** The object returned connects to the host named by this argument (`self`: the host of the object the method is called on). */
  connects?: number | 'self';
  /** The object returned talks to this service's own host. */
  host?: string;
  /** A method that makes its object connect to the host at this argument (`sftp.connect({host})`). */
  binds?: number;
}

const shell = (code = 0): ApiEntry => ({ api: { does: 'shell', code } });
const http = (url: number | 'self' = 0, body?: number, returns?: string): ApiEntry => ({ api: { does: 'http', url, ...(body !== undefined ? { body } : {}) }, ...(returns ? { returns } : {}) });
const dns = (name = 0): ApiEntry => ({ api: { does: 'dns', name } });

/** JavaScript and TypeScript (Node, Deno, Bun and the usual HTTP clients). */
const JS: Record<string, ApiEntry> = {
  // A zod string schema and its chain: `.regex(/^[\w-]+$/)` on a tool's parameter is a check ir/folder-escape.ts reads.
  ...Object.fromEntries([['zod.z.string', ''], ['zod.string', ''], ...['min', 'max', 'length', 'trim', 'describe', 'optional', 'default', 'nullable', 'regex'].map((m) => [`zod.ZodString.${m}`, ''])].map(([f]) => [f!, { returns: 'zod.ZodString' }])),
  'child_process.exec': shell(),
  'child_process.execSync': shell(),
  'child_process.spawn': { api: { does: 'process', program: 0, argv: 1 }, returns: 'child_process.ChildProcess' },
  'child_process.spawnSync': { api: { does: 'process', program: 0, argv: 1 } },
  'child_process.execFile': { api: { does: 'process', program: 0, argv: 1 }, returns: 'child_process.ChildProcess' },
  'child_process.execFileSync': { api: { does: 'process', program: 0, argv: 1 } },
  'child_process.fork': { api: { does: 'module', spec: 0 }, returns: 'child_process.ChildProcess' },
  execa: { api: { does: 'process', program: 0, argv: 1 } },
  'execa.execa': { api: { does: 'process', program: 0, argv: 1 } },
  'execa.execaSync': { api: { does: 'process', program: 0, argv: 1 } },
  'execa.execaCommand': shell(),
  'execa.$': shell(),
  'shelljs.exec': shell(),
  'Bun.spawn': { api: { does: 'process', program: 0 } },
  'Bun.$': shell(),
  'zx.$': shell(),
  // A worker runs its script: a file, an address, or code itself (`{ eval: true }`).
  'worker_threads.Worker': { api: { does: 'module', spec: 0 } },
  'Deno.Command': { api: { does: 'process', program: 0 } },
  eval: { api: { does: 'eval', code: 0 } },
  Function: { api: { does: 'eval', code: 'last' } },
  'vm.runInThisContext': { api: { does: 'eval', code: 0 } },
  'vm.runInNewContext': { api: { does: 'eval', code: 0 } },
  'vm.runInContext': { api: { does: 'eval', code: 0 } },
  'vm.Script': { api: { does: 'eval', code: 0 } },
  'vm.compileFunction': { api: { does: 'eval', code: 0 } },
  'vm.SourceTextModule': { api: { does: 'eval', code: 0 } },
  setTimeout: {},
  require: { api: { does: 'module', spec: 0 } },
  import: { api: { does: 'module', spec: 0 } },
  'module.createRequire': { returns: 'require' },
  'module.require': { api: { does: 'module', spec: 0 } },
  fetch: http(0, undefined, 'Response'),
  // The `tar` package: `tar.c({ file, cwd }, [paths])`.
  'tar.c': { api: { does: 'archive', from: 1, into: 'file', base: 'cwd' } },
  'tar.create': { api: { does: 'archive', from: 1, into: 'file', base: 'cwd' } },
  'node-fetch': http(0, undefined, 'Response'),
  'undici.fetch': http(0, undefined, 'Response'),
  'undici.request': http(0),
  axios: http(0),
  'axios.request': http(0),
  'axios.get': http(0),
  'axios.delete': http(0),
  'axios.head': http(0),
  'axios.post': http(0, 1),
  'axios.put': http(0, 1),
  'axios.patch': http(0, 1),
  'axios.create': { returns: 'axios' },
  got: http(0),
  'got.get': http(0),
  'got.post': http(0),
  'got.put': http(0),
  ky: http(0),
  'ky.get': http(0),
  'ky.post': http(0),
  'http.request': http(0, undefined, 'http.ClientRequest'),
  'http.get': http(0),
  'https.request': http(0, undefined, 'http.ClientRequest'),
  'https.get': http(0),
  'http.ClientRequest.write': { api: { does: 'socket', host: 'self', data: 0 } },
  'http.ClientRequest.end': { api: { does: 'socket', host: 'self', data: 0 } },
  WebSocket: { api: { does: 'socket', host: 0 }, returns: 'WebSocket' },
  ws: { api: { does: 'socket', host: 0 }, returns: 'WebSocket' },
  'ws.WebSocket': { api: { does: 'socket', host: 0 }, returns: 'WebSocket' },
  'WebSocket.send': { api: { does: 'socket', host: 'self', data: 0 } },
  EventSource: http(0),
  'navigator.sendBeacon': http(0, 1),
  'net.connect': { api: { does: 'socket', host: 0 }, returns: 'net.Socket' },
  'net.createConnection': { api: { does: 'socket', host: 0 }, returns: 'net.Socket' },
  'net.Socket': { returns: 'net.Socket' },
  'net.Socket.connect': { api: { does: 'socket', host: 0 }, returns: 'net.Socket' },
  'tls.connect': { api: { does: 'socket', host: 0 }, returns: 'net.Socket' },
  'net.Socket.write': { api: { does: 'socket', host: 'self', data: 0 } },
  'net.Socket.end': { api: { does: 'socket', host: 'self', data: 0 } },
  // Data events of a connection: what the peer sent, handed to the callback.
  'net.Socket.on': http('self'),
  'net.Socket.once': http('self'),
  'dgram.Socket.send': { api: { does: 'socket', host: 3, data: 0 } },
  // Servers: their `listen` calls say which interfaces they are bound to (ir/listeners.ts).
  ...Object.fromEntries(['http.createServer', 'https.createServer', 'http2.createServer', 'http2.createSecureServer', 'net.createServer', 'express'].map((n) => [n, { returns: 'http.Server' }])),
  'dgram.createSocket': { returns: 'dgram.Socket' },
  'dns.lookup': dns(),
  'dns.resolve': dns(),
  'dns.resolve4': dns(),
  'dns.resolve6': dns(),
  'dns.resolveTxt': dns(),
  'dns.resolveCname': dns(),
  'dns.resolveMx': dns(),
  'dns.resolveNs': dns(),
  'dns.resolveAny': dns(),
  'dns.resolveSrv': dns(),
  'dns.Resolver': { returns: 'dns' },
  'fs.readFileSync': { api: { does: 'read', path: 0 } },
  'fs.readFile': { api: { does: 'read', path: 0 } },
  'fs.createReadStream': { api: { does: 'read', path: 0 } },
  'fs.writeFileSync': { api: { does: 'write', path: 0, data: 1 } },
  'fs.writeFile': { api: { does: 'write', path: 0, data: 1 } },
  'fs.appendFileSync': { api: { does: 'write', path: 0, data: 1 } },
  'fs.appendFile': { api: { does: 'write', path: 0, data: 1 } },
  // Node's copies (`fs.cpSync(join(homedir(), '.ssh'), '/tmp/s', { recursive: true })`): the copy holds what was copied.
  ...Object.fromEntries(['fs.cpSync', 'fs.cp', 'fs.copyFileSync', 'fs.copyFile', 'fs.promises.cp', 'fs.promises.copyFile', 'fs-extra.copy', 'fs-extra.copySync'].map((f) => [f, { api: { does: 'copy' as const, from: 0, to: 1 } }])),
  'fs.rmSync': { api: { does: 'delete', path: 0, tree: 'option' } },
  'fs.rm': { api: { does: 'delete', path: 0, tree: 'option' } },
  'fs.rmdirSync': { api: { does: 'delete', path: 0, tree: 'option' } },
  'fs.rmdir': { api: { does: 'delete', path: 0, tree: 'option' } },
  'fs-extra.remove': { api: { does: 'delete', path: 0, tree: 'always' } },
  'fs-extra.removeSync': { api: { does: 'delete', path: 0, tree: 'always' } },
  'fs-extra.emptyDir': { api: { does: 'delete', path: 0, tree: 'always' } },
  'fs-extra.emptyDirSync': { api: { does: 'delete', path: 0, tree: 'always' } },
  rimraf: { api: { does: 'delete', path: 0, tree: 'always' } },
  'rimraf.rimraf': { api: { does: 'delete', path: 0, tree: 'always' } },
  'rimraf.sync': { api: { does: 'delete', path: 0, tree: 'always' } },
  'rimraf.rimrafSync': { api: { does: 'delete', path: 0, tree: 'always' } },
  'Deno.remove': { api: { does: 'delete', path: 0, tree: 'option' } },
  'Bun.file': { api: { does: 'read', path: 0 } },
  'Deno.readTextFile': { api: { does: 'read', path: 0 } },
  'Deno.writeTextFile': { api: { does: 'write', path: 0, data: 1 } },
};

const PY_HTTP = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'request', 'stream'];
const PY: Record<string, ApiEntry> = {
  'os.system': shell(),
  // python-crontab: a job's command is a crontab line's, run by cron from then on (as `crontab -` fed that line).
  'crontab.CronTab': { returns: 'crontab.CronTab' },
  'crontab.CronTab.new': { api: { does: 'shell', code: 0, keyword: 'command', later: true } },
  'os.popen': shell(),
  'commands.getoutput': shell(),
  'commands.getstatusoutput': shell(),
  'subprocess.getoutput': shell(),
  'subprocess.getstatusoutput': shell(),
  'asyncio.create_subprocess_shell': shell(),
  'asyncio.create_subprocess_exec': { api: { does: 'process', program: 0, rest: 1 } },
  ...Object.fromEntries(['get_running_loop', 'get_event_loop', 'new_event_loop'].map((f) => [`asyncio.${f}`, { returns: 'asyncio.AbstractEventLoop' }])),
  'pty.spawn': { api: { does: 'process', program: 0 } },
  'os.execv': { api: { does: 'process', program: 0, argv: 1, argv0: true } },
  'os.execve': { api: { does: 'process', program: 0, argv: 1, argv0: true } },
  'os.execvp': { api: { does: 'process', program: 0, argv: 1, argv0: true } },
  'os.execvpe': { api: { does: 'process', program: 0, argv: 1, argv0: true } },
  'os.execl': { api: { does: 'process', program: 0, rest: 2 } },
  'os.execle': { api: { does: 'process', program: 0, rest: 2 } },
  'os.execlp': { api: { does: 'process', program: 0, rest: 2 } },
  'os.execlpe': { api: { does: 'process', program: 0, rest: 2 } },
  'os.spawnv': { api: { does: 'process', program: 1, argv: 2, argv0: true } },
  'os.spawnvp': { api: { does: 'process', program: 1, argv: 2, argv0: true } },
  'os.spawnl': { api: { does: 'process', program: 1, rest: 3 } },
  'os.spawnlp': { api: { does: 'process', program: 1, rest: 3 } },
  'os.posix_spawn': { api: { does: 'process', program: 0, argv: 1, argv0: true } },
  'os.posix_spawnp': { api: { does: 'process', program: 0, argv: 1, argv0: true } },
  'builtins.exec': { api: { does: 'eval', code: 0 } },
  'builtins.eval': { api: { does: 'eval', code: 0 } },
  'builtins.compile': { api: { does: 'eval', code: 0 } },
  'builtins.__import__': { api: { does: 'module', spec: 0 } },
  'importlib.import_module': { api: { does: 'module', spec: 0 } },
  'importlib.util.spec_from_file_location': { api: { does: 'module', spec: 1 } },
  'runpy.run_path': { api: { does: 'module', spec: 0 } },
  'runpy.run_module': { api: { does: 'module', spec: 0 } },
  // Code loaded from a file: a zip of modules, a shared library (`ctypes.CDLL('/tmp/x.so')` runs its constructors).
  'zipimport.zipimporter': { api: { does: 'module', spec: 0 } },
  // Its functions are called by name on the object (`libc.ptrace(…)`): `ctypes.CDLL.ptrace`.
  'ctypes.CDLL': { api: { does: 'module', spec: 0 }, returns: 'ctypes.CDLL' },
  'ctypes.cdll.LoadLibrary': { api: { does: 'module', spec: 0 }, returns: 'ctypes.CDLL' },
  'ctypes.PyDLL': { api: { does: 'module', spec: 0 } },
  'urllib.request.urlopen': http(0, 1),
  'urllib.request.urlretrieve': { api: { does: 'http', url: 0, saves: 1 } },
  'urllib.request.Request': http(0, 1),
  'urllib2.Request': http(0, 1),
  'urllib2.urlopen': http(0, 1),
  'urllib.urlopen': http(0, 1),
  'http.client.HTTPSConnection': { returns: 'http.client.HTTPConnection' },
  'http.client.HTTPConnection': { returns: 'http.client.HTTPConnection' },
  'http.client.HTTPConnection.request': { api: { does: 'http', url: 'self', body: 2 } },
  'socket.socket': { returns: 'socket.socket' },
  'socket.create_connection': { api: { does: 'socket', host: 0 }, returns: 'socket.socket' },
  'socket.socket.connect': { api: { does: 'socket', host: 0 } },
  'socket.socket.connect_ex': { api: { does: 'socket', host: 0 } },
  'socket.socket.send': { api: { does: 'socket', host: 'self', data: 0 } },
  'socket.socket.sendall': { api: { does: 'socket', host: 'self', data: 0 } },
  'socket.socket.sendto': { api: { does: 'socket', host: 1, data: 0 } },
  // What a connection receives is what the peer sent: read from another machine, as a download is.
  'socket.socket.recv': http('self'),
  'socket.socket.recvfrom': http('self'),
  'socket.socket.makefile': http('self'),
  'socket.gethostbyname': dns(),
  'socket.gethostbyname_ex': dns(),
  'socket.getaddrinfo': dns(),
  'dns.resolver.resolve': dns(),
  'dns.resolver.query': dns(),
  'dns.resolver.Resolver': { returns: 'dns.resolver' },
  'websocket.create_connection': { api: { does: 'socket', host: 0 }, returns: 'WebSocket' },
  'websockets.connect': { api: { does: 'socket', host: 0 }, returns: 'WebSocket' },
  'builtins.open': { api: { does: 'read', path: 0 }, returns: 'file' },
  'io.open': { api: { does: 'read', path: 0 }, returns: 'file' },
  'codecs.open': { api: { does: 'read', path: 0 }, returns: 'file' },
  'file.write': { api: { does: 'write', path: 'self', data: 0 } },
  'file.writelines': { api: { does: 'write', path: 'self', data: 0 } },
  'pathlib.Path.read_text': { api: { does: 'read', path: 'self' } },
  'pathlib.Path.read_bytes': { api: { does: 'read', path: 'self' } },
  'pathlib.Path.open': { api: { does: 'read', path: 'self' }, returns: 'file' },
  'pathlib.Path.write_text': { api: { does: 'write', path: 'self', data: 0 } },
  'pathlib.Path.write_bytes': { api: { does: 'write', path: 'self', data: 0 } },
  'dotenv.dotenv_values': { api: { does: 'read', path: 0 } },
  'shutil.rmtree': { api: { does: 'delete', path: 0, tree: 'always' } },
  // Archives: what is packed goes with the archive (the engine follows a credential into it, as for `tar czf`).
  'shutil.make_archive': { api: { does: 'archive', from: 2, option: 'root_dir' } },
  'tarfile.open': { returns: 'tarfile.TarFile' },
  'tarfile.TarFile.add': { api: { does: 'archive', from: 0, into: 'self' } },
  'zipfile.ZipFile': { returns: 'zipfile.ZipFile' },
  'zipfile.ZipFile.write': { api: { does: 'archive', from: 0, into: 'self' } },
  // A member of an archive or a compressed file opened as a file: what is written to it is written (ir/exhaustion.ts counts it).
  ...Object.fromEntries(['zipfile.ZipFile.open', 'gzip.open', 'bz2.open', 'lzma.open'].map((f) => [f, { returns: 'file' }])),
  ...Object.fromEntries(['copy', 'copy2', 'copyfile', 'copytree', 'move'].map((f) => [`shutil.${f}`, { api: { does: 'copy', from: 0, to: 1 } }])),
  'pathlib.Path.unlink': { api: { does: 'delete', path: 'self', tree: 'option' } },
  'requests.Session': { returns: 'requests' },
  'httpx.Client': { returns: 'httpx' },
  'httpx.AsyncClient': { returns: 'httpx' },
  'aiohttp.ClientSession': { returns: 'aiohttp' },
  'urllib3.PoolManager': { returns: 'urllib3' },
};
for (const lib of ['requests', 'httpx', 'aiohttp', 'urllib3']) {
  for (const m of PY_HTTP) PY[`${lib}.${m}`] = /^(?:request|stream)$/.test(m) ? http(1, lib === 'urllib3' ? undefined : 2) : http(0, /^(?:post|put|patch)$/.test(m) ? 1 : undefined);
}
const PY_SUBPROCESS = ['run', 'call', 'check_call', 'check_output', 'Popen'];
for (const m of PY_SUBPROCESS) PY[`subprocess.${m}`] = { api: { does: 'process', program: 0 }, returns: 'subprocess.Popen' };

/**
 * The Python modules the tables above know, by their top-level name (`os`, `subprocess`, `requests`, `base64`…):
 * a fragment that uses one without importing it (a snippet in Markdown, where imports are left out) still means it.
 */
export const PY_MODULES: ReadonlySet<string> = new Set(Object.keys({ ...PY, ...PY_DECODERS, ...PY_STORAGE, ...PY_CLIENTS }).map((k) => k.split('.')[0]!));
export const APIS: Readonly<Record<string, ApiEntry>> = { ...JS, ...JS_DECODERS, ...JS_STORAGE, ...JS_CLIENTS, ...PY, ...PY_DECODERS, ...PY_STORAGE, ...PY_CLIENTS, ...PS_APIS, ...GO, ...RB, ...TEMPLATE_APIS, ...DATABASE_APIS };

/** The entry of a canonical name (`fs.promises.readFile` as `fs.readFile`). */
export function apiOf(name: string): ApiEntry | undefined {
  return APIS[name] ?? APIS[name.replace(/\.promises(?=\.)/, '').replace(/Sync$/, 'Sync')] ?? (name.startsWith('dns.Resolver.') || name.startsWith('dns.promises.') ? APIS[`dns.${name.split('.').pop()}`] : undefined);
}

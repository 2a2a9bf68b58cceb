/**
 * Go's standard library calls as data, for the Go front end (go.ts): names
 * are the import path and the function (`os/exec.Command`, `net/http.Post`),
 * a method of a library object its kind and the method (`net.Conn.Write`),
 * so an aliased import (`x "os/exec"`) is the same call. Merged into the
 * library tables of lang/apis.ts, read by the same engine as every language's.
 */
import type { Part } from '../ir/types.ts';

const dns = { api: { does: 'dns' as const, name: 0 } };
const decode = { api: { does: 'decode' as const } };

export const GO = {
  // `exec.Command(name, args...)`: the program and its arguments; `sh -c code` is shell code.
  'os/exec.Command': { api: { does: 'process' as const, program: 0, rest: 1 }, returns: 'os/exec.Cmd' },
  'os/exec.CommandContext': { api: { does: 'process' as const, program: 1, rest: 2 }, returns: 'os/exec.Cmd' },
  'syscall.Exec': { api: { does: 'process' as const, program: 0, argv: 1, argv0: true } },
  'os.StartProcess': { api: { does: 'process' as const, program: 0, argv: 1, argv0: true } },
  // cgo: the C library's `system(cmd)` and `popen(cmd, mode)` run shell code, as Python's `os.system` does.
  'C.system': { api: { does: 'shell' as const, code: 0 } },
  'C.popen': { api: { does: 'shell' as const, code: 0 } },
  // `dlopen(path, …)` in a cgo preamble (go-cgo.ts): the library's constructors run as it loads.
  'C.dlopen': { api: { does: 'module' as const, spec: 0 } },
  // A Go plugin (`.so`) is code: opening it runs its package's init functions, as `ctypes.CDLL` runs a library's constructors.
  'plugin.Open': { api: { does: 'module' as const, spec: 0 } },
  'os/user.Current': { returns: 'os/user.User' },
  'os/user.Lookup': { returns: 'os/user.User' },
  'os/user.LookupId': { returns: 'os/user.User' },
  'os.ReadFile': { api: { does: 'read' as const, path: 0 } },
  'io/ioutil.ReadFile': { api: { does: 'read' as const, path: 0 } },
  'os.Open': { api: { does: 'read' as const, path: 0 }, returns: 'os.File' },
  'os.WriteFile': { api: { does: 'write' as const, path: 0, data: 1 } },
  // A file created or opened for writing: the `os.File` remembers its path (go.ts), so what is written to it lands there.
  'os.Create': { api: { does: 'write' as const, path: 0 }, returns: 'os.File' },
  'os.OpenFile': { api: { does: 'write' as const, path: 0 }, returns: 'os.File' },
  // A file descriptor made a file (a memfd's: code written there and run never touches the disk).
  'os.NewFile': { returns: 'os.File' },
  'os.File.Write': { api: { does: 'write' as const, path: 'self' as const, data: 0 } },
  'os.File.WriteString': { api: { does: 'write' as const, path: 'self' as const, data: 0 } },
  'io/ioutil.WriteFile': { api: { does: 'write' as const, path: 0, data: 1 } },
  'os.RemoveAll': { api: { does: 'delete' as const, path: 0, tree: 'always' as const } },
  'os.Remove': { api: { does: 'delete' as const, path: 0, tree: 'option' as const } },
  'os.Rename': { api: { does: 'copy' as const, from: 0, to: 1 } },
  ...Object.fromEntries(['LookupHost', 'LookupIP', 'LookupTXT', 'LookupCNAME', 'LookupMX', 'LookupNS', 'LookupAddr', 'LookupSRV'].map((f) => [`net.${f}`, dns])),
  ...Object.fromEntries(['LookupHost', 'LookupIPAddr', 'LookupTXT', 'LookupCNAME'].map((f) => [`net.Resolver.${f}`, { api: { does: 'dns' as const, name: 1 } }])),
  'net.Dial': { api: { does: 'socket' as const, host: 1 }, returns: 'net.Conn' },
  'net.DialTimeout': { api: { does: 'socket' as const, host: 1 }, returns: 'net.Conn' },
  'crypto/tls.Dial': { api: { does: 'socket' as const, host: 1 }, returns: 'net.Conn' },
  'net.Conn.Write': { api: { does: 'socket' as const, host: 'self' as const, data: 0 } },
  // What is read from a connection (through bufio, which keeps the connection: GO_WRAPPERS) comes from its peer, as
  // Python's `socket.recv` does: a line an accepted connection sends comes from the listener's address.
  ...Object.fromEntries(['ReadString', 'ReadBytes', 'ReadLine', 'Text', 'Bytes'].map((m) => [`net.Conn.${m}`, { api: { does: 'http' as const, url: 'self' as const } }])),
  // A listener remembers its address (go.ts); a connection it accepts comes from there.
  'net.Listen': { returns: 'net.Listener' },
  'net.Listener.Accept': { returns: 'net.Conn', connects: 'self' as const },
  // A decoder reads what its reader holds (`json.NewDecoder(resp.Body).Decode(&v)`: go.ts, GO_DECODES_INTO).
  'encoding/json.NewDecoder': { returns: 'encoding/json.Decoder' },
  'encoding/gob.NewDecoder': { returns: 'encoding/gob.Decoder' },
  'net/http.Get': { api: { does: 'http' as const, url: 0 } },
  'net/http.Head': { api: { does: 'http' as const, url: 0 } },
  'net/http.Post': { api: { does: 'http' as const, url: 0, body: 2 } },
  'net/http.PostForm': { api: { does: 'http' as const, url: 0, body: 1 } },
  'net/http.NewRequest': { api: { does: 'http' as const, url: 1, body: 2 } },
  'net/http.NewRequestWithContext': { api: { does: 'http' as const, url: 2, body: 3 } },
  'net/http.Client.Get': { api: { does: 'http' as const, url: 0 } },
  'net/http.Client.Post': { api: { does: 'http' as const, url: 0, body: 2 } },
  ...Object.fromEntries(['StdEncoding', 'URLEncoding', 'RawStdEncoding', 'RawURLEncoding'].map((e) => [`encoding/base64.${e}.DecodeString`, decode])),
  'encoding/hex.DecodeString': decode,
};

const HOME: Part = { ref: { env: 'HOME' } };

/**
 * Calls and library fields whose value is a known place (`os.UserHomeDir()`, `user.Current().HomeDir`): the home
 * folder as `$HOME` (a path under it is judged as `~/…`), the per-user folders where Linux puts them, and the
 * temporary folder (a file downloaded there and run is the download run, whatever TMPDIR says).
 */
export const GO_PLACES: Readonly<Record<string, Part[]>> = {
  'os.UserHomeDir': [HOME],
  'os/user.User.HomeDir': [HOME],
  'os.UserConfigDir': [HOME, { lit: '/.config' }],
  'os.UserCacheDir': [HOME, { lit: '/.cache' }],
  'os.TempDir': [{ lit: '/tmp' }],
};

/** Calls whose result is their arguments' text transformed: nothing emitted, what flows in flows out. */
export const GO_PASS_THROUGH =
  /^(?:fmt\.Sprint(?:ln)?|strings\.(?:TrimSpace|Trim|TrimLeft|TrimRight|TrimPrefix|TrimSuffix|ToLower|ToUpper|Title|Replace|ReplaceAll|Repeat|NewReader)|strconv\.\w+|path(?:\/filepath)?\.(?:Clean|Abs|Base|Dir|FromSlash|ToSlash)|bytes\.\w+|encoding\/json\.Marshal(?:Indent)?|net\/url\.(?:QueryEscape|PathEscape)|C\.(?:CString|GoString|CBytes))$/;

/**
 * Functions writing to the writer at `to` (a file, a connection): lowered as that writer's own `Write` of the
 * data at `data`, or of the text `format` makes (`fmt.Fprintf(f, "…%s…", x)`), so a file or a connection receives
 * what the program wrote to it however it was written.
 */
export const GO_WRITERS: Readonly<Record<string, { to: number; data?: number; format?: number }>> = {
  'io.Copy': { to: 0, data: 1 },
  'io.CopyN': { to: 0, data: 1 },
  'io.CopyBuffer': { to: 0, data: 1 },
  'io.WriteString': { to: 0, data: 1 },
  'fmt.Fprintf': { to: 0, format: 1 },
  'fmt.Fprint': { to: 0, data: 1 },
  'fmt.Fprintln': { to: 0, data: 1 },
};

/** Calls decoding into the value a pointer argument (`into`) points at: from the argument `from`, or the decoder's reader (`self`). */
export const GO_DECODES_INTO: Readonly<Record<string, { from: number | 'self'; into: number }>> = {
  'encoding/json.Unmarshal': { from: 0, into: 1 },
  'encoding/xml.Unmarshal': { from: 0, into: 1 },
  'gopkg.in/yaml.v3.Unmarshal': { from: 0, into: 1 },
  'gopkg.in/yaml.v2.Unmarshal': { from: 0, into: 1 },
  'github.com/BurntSushi/toml.Unmarshal': { from: 0, into: 1 },
  'encoding/json.Decoder.Decode': { from: 'self', into: 0 },
  // MongoDB's driver decoding JSON text into a filter (ir/query-values.ts).
  'go.mongodb.org/mongo-driver/bson.UnmarshalExtJSON': { from: 0, into: 2 },
  'go.mongodb.org/mongo-driver/bson.UnmarshalJSON': { from: 0, into: 1 },
  'go.mongodb.org/mongo-driver/v2/bson.UnmarshalExtJSON': { from: 0, into: 2 },
  'encoding/gob.Decoder.Decode': { from: 'self', into: 0 },
};

/** Functions wrapping a writer or a reader in a buffer: the same file or connection. */
export const GO_WRAPPERS = /^bufio\.(?:NewWriter|NewWriterSize|NewReader|NewReaderSize|NewScanner)$/;

/** Fields of `exec.Cmd` that are the process's streams: what is assigned to them is tied to the process (`cmd.Stdin = conn`). */
export const GO_CMD_STREAMS: Readonly<Record<string, string>> = { Stdin: 'stdin', Stdout: 'stdout', Stderr: 'stderr' };

/** Calls opening an `os.File`: the argument naming its path (`os.NewFile(fd, name)`: the descriptor). */
export const GO_OPENS: Readonly<Record<string, number>> = { 'os.Create': 0, 'os.Open': 0, 'os.OpenFile': 0, 'os.NewFile': 0 };

/**
 * Text built piece by piece (`var sb strings.Builder; sb.WriteString(x)`, `fmt.Fprintf(&sb, …)`, `bytes.NewBufferString(s)`):
 * the kinds that hold it, the constructors starting one with their argument, the methods adding to it and those giving it back.
 */
export const GO_BUILDERS: ReadonlySet<string> = new Set(['strings.Builder', 'bytes.Buffer']);
export const GO_BUILDER_NEW: Readonly<Record<string, string>> = { 'bytes.NewBuffer': 'bytes.Buffer', 'bytes.NewBufferString': 'bytes.Buffer' };
export const GO_BUILDER_ADDS = /^(?:Write|WriteString|WriteByte|WriteRune)$/;
export const GO_BUILDER_TEXT = /^(?:String|Bytes)$/;

/** Go's builtins: what flows in flows out (`string(b)`, `len(x)`; `append` is go-values.ts's). */
export const BUILTIN = /^(?:append|copy|len|cap|make|new|string|byte|rune|print|println|min|max)$/;
/** Methods and functions registering an MCP tool, resource or prompt with its handler. */
export const REGISTERS = /^(?:AddTools?|AddResources?|AddResourceTemplates?|AddPrompts?)$/;
/** Go MCP SDK packages (mark3labs/mcp-go's `mcp`, the official go-sdk's `mcp`). */
export const MCP_PACKAGE = /(?:^|\/)mcp-go\/mcp\.|\/go-sdk\/mcp\./;
/** Their options describing a tool (group 1 set) or a parameter (`mcp.Description`, unset). */
export const DESCRIBES = /^(With(?:Resource|Prompt|Template)?)?Description$/;

/**
 * Library types a variable declared with one is an object of (`var db *sql.DB`, a struct field's type), as the
 * kinds the tables name: a handler calling `db.Query(…)` on a package variable opened elsewhere (or never) still
 * sends SQL (ir/query-values.ts).
 */
export const GO_DECLARED_KINDS: Readonly<Record<string, string>> = {
  'database/sql.DB': 'sql.Connection',
  'database/sql.Tx': 'sql.Connection',
  'database/sql.Conn': 'sql.Connection',
  ...Object.fromEntries(['', '/v2'].flatMap((v) => ['Client', 'Database', 'Collection'].map((k) => [`go.mongodb.org/mongo-driver${v}/mongo.${k}`, `mongo.${k}`]))),
};

/**
 * The types an HTTP handler is given its request in: net/http's `*http.Request`, gin's `*gin.Context`, echo's
 * `echo.Context`, fiber's `*fiber.Ctx`. What they hold (a query parameter, a form field, a header, the body) is sent
 * by whoever reaches the server.
 */
export const REQUEST_TYPES = /^(?:net\/http\.Request|github\.com\/gin-gonic\/gin\.Context|github\.com\/labstack\/echo(?:\/v\d+)?\.Context|github\.com\/gofiber\/fiber(?:\/v\d+)?\.Ctx)$/;

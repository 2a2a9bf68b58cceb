/**
 * Go's standard library calls as data, for the Go front end (go.ts): names
 * are the import path and the function (`os/exec.Command`, `net/http.Post`),
 * a method of a library object its kind and the method (`net.Conn.Write`),
 * so an aliased import (`x "os/exec"`) is the same call. Merged into the
 * library tables of lang/apis.ts, read by the same engine as every language's.
 */
const dns = { api: { does: 'dns' as const, name: 0 } };
const decode = { api: { does: 'decode' as const } };

export const GO = {
  // `exec.Command(name, args...)`: the program and its arguments; `sh -c code` is shell code.
  'os/exec.Command': { api: { does: 'process' as const, program: 0, rest: 1 }, returns: 'os/exec.Cmd' },
  'os/exec.CommandContext': { api: { does: 'process' as const, program: 1, rest: 2 }, returns: 'os/exec.Cmd' },
  'syscall.Exec': { api: { does: 'process' as const, program: 0, argv: 1, argv0: true } },
  'os.StartProcess': { api: { does: 'process' as const, program: 0, argv: 1, argv0: true } },
  // A Go plugin (a shared object) loaded runs its init functions, and its symbols are called.
  'plugin.Open': { api: { does: 'module' as const, spec: 0 } },
  'os.ReadFile': { api: { does: 'read' as const, path: 0 } },
  'io/ioutil.ReadFile': { api: { does: 'read' as const, path: 0 } },
  'os.Open': { api: { does: 'read' as const, path: 0 }, returns: 'os.File' },
  'os.WriteFile': { api: { does: 'write' as const, path: 0, data: 1 } },
  // A file created or opened for writing: the `os.File` remembers its path (go.ts), so what is written to it lands there.
  'os.Create': { api: { does: 'write' as const, path: 0 }, returns: 'os.File' },
  'os.OpenFile': { api: { does: 'write' as const, path: 0 }, returns: 'os.File' },
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

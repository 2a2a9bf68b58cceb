/**
 * Pure: Ruby's library calls as data (apis.ts's vocabulary), by the canonical names the Ruby front end (ruby.ts)
 * gives them: a class or module method as written (`Net::HTTP.get`, `FileUtils.rm_rf`, `Open3.capture2`), a method
 * of `Kernel` called with no receiver as `Kernel.system`, a method of a library object by the object's kind
 * (`TCPSocket.write`, `Net::HTTP.request`). A process started with one string runs a shell (`system("a | b")`); with
 * several words, or a list, it runs that program (`system("git", "log")`): the second is the name with `[argv]`.
 */
const shell = (code = 0) => ({ api: { does: 'shell' as const, code } });
const argv = (rest = 1) => ({ api: { does: 'process' as const, program: 0, rest } });
const http = (url: number | 'self' = 0, body?: number) => ({ api: { does: 'http' as const, url, ...(body !== undefined ? { body } : {}) } });
const read = (path: number | 'self' = 0, returns?: string) => ({ api: { does: 'read' as const, path }, ...(returns ? { returns } : {}) });
const remove = (tree: 'always' | 'option') => ({ api: { does: 'delete' as const, path: 0, tree } });

/** Methods that start a process, by canonical name: each has a shell form and an `[argv]` form. */
export const RB_PROCESSES = ['Kernel.system', 'Kernel.exec', 'Kernel.spawn', 'Process.spawn', 'Process.exec', 'IO.popen', 'Open3.capture2', 'Open3.capture2e', 'Open3.capture3', 'Open3.popen2', 'Open3.popen2e', 'Open3.popen3', 'PTY.spawn'];

/** Gems and standard clients whose class methods send a request: `get`-like ones take the address, `post`-like ones a body after it. */
const CLIENTS = ['HTTParty', 'Faraday', 'RestClient', 'Excon', 'HTTP', 'Typhoeus'];

export const RB = {
  ...Object.fromEntries(RB_PROCESSES.flatMap((name) => [[name, shell()], [`${name}[argv]`, argv()]])),
  // Backticks and `%x(…)`.
  'Kernel.`': shell(),
  'Kernel.eval': { api: { does: 'eval' as const, code: 0 } },
  'Kernel.instance_eval': { api: { does: 'eval' as const, code: 0 } },
  'Kernel.class_eval': { api: { does: 'eval' as const, code: 0 } },
  'Kernel.module_eval': { api: { does: 'eval' as const, code: 0 } },
  'Kernel.load': { api: { does: 'module' as const, spec: 0 } },
  'Net::HTTP.get': http(0),
  'Net::HTTP.get_response': http(0),
  'Net::HTTP.post': http(0, 1),
  'Net::HTTP.post_form': http(0, 1),
  // A request made on a connection (`http.request(req)`, `http.post(path, body)`): the front end gives its address and body.
  'Net::HTTP.request': http(0, 1),
  'URI.open': http(0),
  'OpenURI.open_uri': http(0),
  ...Object.fromEntries(CLIENTS.flatMap((c) => ['get', 'head', 'delete', 'post', 'put', 'patch'].map((m) => [`${c}.${m}`, http(0, /^(?:post|put|patch)$/.test(m) ? 1 : undefined)]))),
  'TCPSocket.new': { api: { does: 'socket' as const, host: 0 }, returns: 'TCPSocket' },
  'TCPSocket.open': { api: { does: 'socket' as const, host: 0 }, returns: 'TCPSocket' },
  'Socket.tcp': { api: { does: 'socket' as const, host: 0 }, returns: 'TCPSocket' },
  'UDPSocket.send': { api: { does: 'socket' as const, host: 2, data: 0 } },
  ...Object.fromEntries(['write', 'print', 'puts', 'send', 'syswrite', '<<'].map((m) => [`TCPSocket.${m}`, { api: { does: 'socket' as const, host: 'self' as const, data: 0 } }])),
  // What the peer sends.
  ...Object.fromEntries(['gets', 'read', 'recv', 'readline', 'readlines', 'readpartial', 'each_line'].map((m) => [`TCPSocket.${m}`, http('self')])),
  'Resolv.getaddress': { api: { does: 'dns' as const, name: 0 } },
  'Resolv.getaddresses': { api: { does: 'dns' as const, name: 0 } },
  ...Object.fromEntries(['File.read', 'File.readlines', 'File.binread', 'File.foreach', 'IO.read', 'IO.readlines', 'IO.binread', 'Pathname.read', 'YAML.load_file', 'JSON.load_file'].map((n) => [n, read()])),
  'File.open': read(0, 'file'),
  'File.new': read(0, 'file'),
  'Kernel.open': read(0, 'file'),
  'File.write': { api: { does: 'write' as const, path: 0, data: 1 } },
  'File.binwrite': { api: { does: 'write' as const, path: 0, data: 1 } },
  'IO.write': { api: { does: 'write' as const, path: 0, data: 1 } },
  ...Object.fromEntries(['rm_rf', 'rm_r', 'rmtree', 'remove_dir', 'remove_entry', 'remove_entry_secure'].map((m) => [`FileUtils.${m}`, remove('always')])),
  ...Object.fromEntries(['FileUtils.rm', 'FileUtils.rm_f', 'FileUtils.remove', 'File.delete', 'File.unlink', 'Dir.rmdir', 'Dir.delete'].map((n) => [n, remove('option')])),
  ...Object.fromEntries(['cp', 'cp_r', 'mv', 'copy', 'copy_entry', 'copy_file', 'move'].map((m) => [`FileUtils.${m}`, { api: { does: 'copy' as const, from: 0, to: 1 } }])),
  ...Object.fromEntries(['decode64', 'strict_decode64', 'urlsafe_decode64'].map((m) => [`Base64.${m}`, { api: { does: 'decode' as const } }])),
  'Zlib::Inflate.inflate': { api: { does: 'decode' as const } },
};

/** Calls whose result is their arguments' (and receiver's) text, transformed: nothing to emit. */
export const RB_PURE = /^(?:URI|URI\.(?:parse|join|encode_www_form|encode_www_form_component|escape)|CGI\.escape|ERB::Util\.url_encode|JSON\.(?:generate|pretty_generate|dump|parse)|Base64\.(?:encode64|strict_encode64|urlsafe_encode64)|Shellwords\.(?:escape|join|split)|String|Array|Hash|Integer|Float|Kernel\.(?:format|sprintf|Integer|Float|String|Array|URI|binding|lambda|proc|freeze)|Time\.(?:now|at)|Digest::\w+\.(?:hexdigest|digest))$/;


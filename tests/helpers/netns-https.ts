/**
 * A test host the real Claude Code will download archives from: an HTTPS
 * server with a self-signed certificate (openssl, for an IP address) inside a
 * network namespace this helper creates, reached over a veth pair. The client
 * refuses archive URLs on loopback addresses, so a server on 127.0.0.1 cannot
 * stand in for a site. Needs root (CI runs as root); elsewhere the caller
 * skips loudly with the reason, and in CI a missing permission is an error.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { NODE } from '../install/run-bin.ts';
import { ROOT, tempDir } from './paths.ts';

export interface NetnsHost {
  /** `https://<ip>:<port>`: the site's address as the client sees it. */
  url: string;
  /** The certificate to trust (NODE_EXTRA_CA_CERTS). */
  certFile: string;
  /** Requests served so far: `GET /path status`. */
  log: string[];
  stop(): Promise<void>;
}

const sh = (args: string[]) => spawnSync(args[0]!, args.slice(1), { encoding: 'utf8' });

/** Why the host cannot be made here, or undefined when it can. */
export function netnsUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'network namespaces need root (CI runs as root)';
  for (const tool of ['ip', 'openssl']) if (sh(['sh', '-c', `command -v ${tool}`]).status !== 0) return `\`${tool}\` is not installed`;
  const probe = `tsprobe${process.pid % 100000}`;
  const add = sh(['ip', 'netns', 'add', probe]);
  if (add.status !== 0) return `\`ip netns add\` is not permitted here: ${add.stderr.trim()}`;
  sh(['ip', 'netns', 'del', probe]);
  return undefined;
}

/** Serve `root` over HTTPS from a fresh namespace; `stop()` removes the namespace, its veth pair and the server. */
export async function startNetnsHttps(root: string): Promise<NetnsHost> {
  const id = `${process.pid % 100000}${Math.floor(Math.random() * 100)}`;
  const ns = `tsh${id}`;
  // A /30 of its own per run, so concurrent test files do not collide.
  const a = 64 + (process.pid % 64);
  const b = Math.floor(Math.random() * 250);
  const hostIp = `10.${a}.${b}.1`;
  const nsIp = `10.${a}.${b}.2`;
  const outside = `vo${id}`.slice(0, 15);
  const inside = `vi${id}`.slice(0, 15);
  const dir = await tempDir('toolshed-netns-');
  const certFile = join(dir.path, 'cert.pem');
  const keyFile = join(dir.path, 'key.pem');
  const must = (args: string[]) => {
    const r = sh(args);
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed: ${r.stderr.trim()}`);
  };
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('close', r));
    }
    sh(['ip', 'netns', 'del', ns]); // takes the veth pair with it
    sh(['ip', 'link', 'del', outside]);
    await dir.cleanup();
  };
  try {
    must(['openssl', 'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=toolshed-test-site', '-addext', `subjectAltName=IP:${nsIp}`]);
    must(['ip', 'netns', 'add', ns]);
    must(['ip', 'link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
    must(['ip', 'link', 'set', inside, 'netns', ns]);
    must(['ip', 'addr', 'add', `${hostIp}/30`, 'dev', outside]);
    must(['ip', 'link', 'set', outside, 'up']);
    must(['ip', 'netns', 'exec', ns, 'ip', 'addr', 'add', `${nsIp}/30`, 'dev', inside]);
    must(['ip', 'netns', 'exec', ns, 'ip', 'link', 'set', inside, 'up']);
    must(['ip', 'netns', 'exec', ns, 'ip', 'link', 'set', 'lo', 'up']);
    const port = 8443;
    const log: string[] = [];
    server = spawn('ip', ['netns', 'exec', ns, NODE, join(ROOT, 'tests', 'helpers', 'netns-https-server.mjs'), root, certFile, keyFile, nsIp, String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    server.stderr!.on('data', (d) => (stderr += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the HTTPS server did not start: ${stderr}`)), 60_000);
      server!.stdout!.on('data', (d: Buffer) => {
        for (const line of d.toString().split('\n').filter(Boolean)) {
          if (line === 'listening') {
            clearTimeout(timer);
            resolve();
          } else log.push(line);
        }
      });
      server!.once('close', (code) => reject(new Error(`the HTTPS server exited (${code}): ${stderr}`)));
    });
    return { url: `https://${nsIp}:${port}`, certFile, log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

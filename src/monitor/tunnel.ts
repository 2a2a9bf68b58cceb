/**
 * `--tunnel`: runs `cloudflared tunnel --url http://localhost:<port>` and finds the
 * public URL in its output. cloudflared also prints `api.trycloudflare.com` (the
 * service it talks to), notably when it fails; that is never taken for the tunnel.
 */
import { spawn as nodeSpawn, type ChildProcess } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

const TUNNEL_TIMEOUT_MS = 45_000;
const URL_RE = /https:\/\/([a-z0-9-]+)\.trycloudflare\.com\b/gi;

/** The first public tunnel URL in a chunk of cloudflared output, or null. */
export function findTunnelUrl(output: string): string | null {
  for (const m of output.matchAll(URL_RE)) if (m[1]!.toLowerCase() !== 'api') return m[0].toLowerCase();
  return null;
}

async function findOnPath(name: string, env: Record<string, string | undefined>): Promise<string | null> {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, name);
    try {
      await access(p, constants.X_OK);
      return p;
    } catch {
      // next
    }
  }
  return null;
}

export interface Tunnel {
  url: string;
  host: string;
  stop(): void;
}

export async function startTunnel(opts: {
  port: number;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
  spawn?: typeof nodeSpawn;
}): Promise<Tunnel> {
  const bin = await findOnPath('cloudflared', opts.env);
  if (!bin) throw new Error('--tunnel needs cloudflared on your PATH (https://developers.cloudflare.com/cloudflare-one/connections/connect-networks/downloads/).');
  const child: ChildProcess = (opts.spawn ?? nodeSpawn)(bin, ['tunnel', '--url', `http://localhost:${opts.port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`cloudflared did not report a tunnel URL within ${(opts.timeoutMs ?? TUNNEL_TIMEOUT_MS) / 1000} s. Its output:\n${output.slice(-2000)}`));
    }, opts.timeoutMs ?? TUNNEL_TIMEOUT_MS);
    const onData = (d: Buffer) => {
      output += d.toString();
      const found = findTunnelUrl(output);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`cloudflared exited (${code}) before reporting a tunnel URL. Its output:\n${output.slice(-2000)}`));
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
  return { url, host: new URL(url).host, stop: () => child.kill() };
}

/**
 * The host the functions' end-to-end suite (tests/functions/) runs against:
 * our local host (`npm start`'s server) by default, or Netlify's own runtime
 * (`netlify serve` from the pinned netlify-cli) when TOOLSHED_TEST_HOST=netlify,
 * which `npm run test:netlify` sets. Same requests, same assertions.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.ts';
import { startLocalServer } from './server.ts';

export const HOST_KIND: 'local' | 'netlify' = process.env.TOOLSHED_TEST_HOST === 'netlify' ? 'netlify' : 'local';

export interface HostUnderTest {
  kind: 'local' | 'netlify';
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** A port free on 127.0.0.1 now, so SITE_URL can name the host before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Where .ci/netlify.sh installs netlify-cli (TOOLSHED_NETLIFY_HOME), with its binary and a private config folder. */
function netlifyCli(): { bin: string; config: string } {
  const home = process.env.TOOLSHED_NETLIFY_HOME;
  const bin = home ? join(home, 'node_modules', '.bin', 'netlify') : '';
  if (!home || !existsSync(bin)) {
    throw new Error(
      'TOOLSHED_TEST_HOST=netlify needs netlify-cli: run `bash .ci/netlify.sh` (installs the pinned version into a cache ' +
        'and runs this suite), or set TOOLSHED_NETLIFY_HOME to a folder holding node_modules/.bin/netlify.',
    );
  }
  return { bin, config: join(home, 'config') };
}

async function startNetlify(env: Record<string, string>, port: number): Promise<HostUnderTest> {
  const { bin, config } = netlifyCli();
  const args = ['serve', '--offline', '--internal-disable-edge-functions', '--port', String(port), '--functions-port', String(await freePort())];
  const child = spawn(process.execPath, [bin, ...args], {
    cwd: ROOT,
    // A process group of its own, so stop() ends the CLI and every worker it started.
    detached: true,
    env: {
      ...process.env,
      ...env,
      BROWSER: 'none',
      XDG_CONFIG_HOME: config,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${join(ROOT, 'tests', 'helpers', 'loopback-only.mjs')}`.trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        done();
      }
    });
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (/Local dev server ready/.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`netlify serve exited with ${code}:\n${output}`)));
  });
  return { kind: 'netlify', url: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/**
 * Start the host with these environment variables on a port chosen here, so
 * `env` may already name its URL (pass a function of the URL).
 */
export async function startHostUnderTest(
  env: Record<string, string> | ((url: string) => Record<string, string>) = {},
): Promise<HostUnderTest> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const values = typeof env === 'function' ? env(url) : env;
  if (HOST_KIND === 'netlify') return startNetlify(values, port);
  const server = await startLocalServer({ ...values, PORT: String(port) });
  return { kind: 'local', url: server.url, output: server.output, stop: server.stop };
}

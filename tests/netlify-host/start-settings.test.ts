/** `npm start` reads PORT and HOST once through a schema: a bad value is one named line and exit 2, before anything starts. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHostSettings } from '../../src/netlify-host/settings.ts';
import { ROOT } from '../helpers/paths.ts';

describe('npm start settings', () => {
  it('defaults to 127.0.0.1:8888 and takes PORT and HOST', () => {
    expect(readHostSettings({})).toEqual({ PORT: 8888, HOST: '127.0.0.1' });
    expect(readHostSettings({ PORT: '0', HOST: '::1' })).toEqual({ PORT: 0, HOST: '::1' });
  });

  it.each(['abc', '70000', '-1', '8.5'])('refuses PORT=%s with a message naming it, and no stack', (port) => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'start.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: port },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^npm start: Invalid settings: PORT/m);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

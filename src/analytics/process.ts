/** The package's version, for `toolshed analytics` (shown by /api/health). */
import { readFile } from 'node:fs/promises';

export async function packageVersion(): Promise<string> {
  try {
    const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

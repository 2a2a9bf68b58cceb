import { readdirSync, rmSync, statSync } from 'node:fs';
const cacheDir = join(root, '.cache', 'screenshots');
const week = 7 * 24 * 60 * 60 * 1000;
if (existsSync(cacheDir)) {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (Date.now() - statSync(path).mtimeMs > week) rmSync(path, { recursive: true, force: true });
  }
}

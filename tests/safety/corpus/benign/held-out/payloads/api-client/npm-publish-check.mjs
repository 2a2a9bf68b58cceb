import { execFileSync } from 'node:child_process';
const name = pkg.name;
const registry = process.env.npm_config_registry || execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
const token = process.env.NPM_TOKEN;
const meta = await fetch(new URL(encodeURIComponent(name).replace('%40', '@'), registry), {
  headers: token ? { Authorization: `Bearer ${token}` } : {},
});
if (meta.status === 404) {
  console.log(`${name} is not published yet`);
} else {
  const info = await meta.json();
  const latest = info['dist-tags']?.latest;
  if (latest === pkg.version) console.warn(`${name}@${pkg.version} is already published: bump the version first`);
}

import { spawnSync } from 'node:child_process';
// Runs the project's own "check" script (or lint + test) after each edit.
const scripts = pkg.scripts ?? {};
const wanted = scripts.check ? ['check'] : ['lint', 'test'].filter((s) => scripts[s]);
for (const name of wanted) {
  const run = spawnSync('sh', ['-c', scripts[name]], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  if (run.status !== 0) {
    process.stderr.write(`${name} failed:\n${run.stdout}${run.stderr}`.slice(-4000));
    process.exit(2);
  }
}

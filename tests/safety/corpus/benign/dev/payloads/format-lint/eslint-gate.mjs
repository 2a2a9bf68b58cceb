import { spawnSync } from 'node:child_process';
const file = event.tool_input?.file_path ?? '';
if (/\.(c|m)?[jt]sx?$/.test(file)) {
  const run = spawnSync('npx', ['--no-install', 'eslint', '--max-warnings=0', file], { encoding: 'utf8', cwd: root });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    process.exit(2);
  }
}

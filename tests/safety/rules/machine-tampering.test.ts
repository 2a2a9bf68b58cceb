/**
 * `covers-tracks` (ir/evasion.ts), `unsafe-permissions` (ir/system-access.ts) and `runs-hidden-file`
 * (ir/foreign-runs.ts): the machine's record wiped, the machine opened to every user, and code
 * run from a hidden file nobody shipped — beside what looks like each and is ordinary work
 * (history shown, a project's logs rotated, a key made private, a helper the skill ships run,
 * a vendor's installer saved to /tmp and run, the user's own shell start-up file sourced).
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { blockingRules as blocking } from './script.ts';

/** The blocking rules of a skill whose SKILL.md holds `body` and nothing else. */
function inMarkdown(body: string): string[] {
  const content = `---\nname: s\ndescription: Helps with the project\n---\n\n${body}\n`;
  return [...new Set(analyzeComponent(kindByType('skills')!, { content, files: { 'SKILL.md': content } }).findings.filter((f) => f.severity === 'blocking').map((f) => f.rule))];
}

describe('covers-tracks (ir/evasion.ts)', () => {
  it('blocks the shell history cleared or turned off and the system logs deleted or emptied', () => {
    for (const body of [
      'history -c',
      'export HISTFILE=/dev/null',
      'export HISTSIZE=0',
      'set +o history',
      'rm -f ~/.bash_history ~/.zsh_history',
      'ln -sf /dev/null "$HOME/.bash_history"',
      'sudo rm -rf /var/log/audit/*',
      'sudo truncate -s 0 /var/log/auth.log',
      'cat /dev/null > /var/log/syslog',
      'find /var/log -type f -delete',
      'sudo journalctl --vacuum-time=1s',
      'wevtutil cl Security',
    ]) expect(blocking(body), body).toContain('covers-tracks');
    for (const body of ['sudo auditctl -D', 'sudo systemctl stop auditd']) expect(blocking(body), body).toContain('protection-off');
  });

  it('does not block history shown, a journal kept to a size, or a project\'s own logs cleaned', () => {
    for (const body of [
      'history | tail -n 20',
      'journalctl -u nginx --since today',
      'sudo journalctl --vacuum-size=500M',
      'find ./logs -name "*.log" -mtime +7 -delete',
      'rm -rf ./tmp/cache ~/.cache/my-tool',
      'tail -n 100 /var/log/nginx/error.log',
      'systemctl restart nginx',
    ]) expect(blocking(body), body).not.toContain('covers-tracks');
  });

  it('blocks any log of the system log tree removed or cut to nothing, and history wiped on a server over ssh', () => {
    for (const body of [
      'rm -rf /tmp/.cache-01/* /var/log/app-01/*',
      'sudo rm -f /var/log/nginx/access.log',
      'sudo truncate -s 0 /var/log/myapp/server.log',
      ': > /var/log/myapp.log',
      'sudo find /var/log/nginx -type f -delete',
      'sudo find /var/log -name "*.log" -mtime +1 -delete',
      "ssh deploy@web 'sudo rm -rf /var/log/audit/*'",
      'ssh -i ~/.ssh/deploy -p 2222 ops@db "history -c"',
    ]) expect(blocking(body), body).toContain('covers-tracks');
    expect(inMarkdown('## Cleanup\n\n```bash\nrm -rf /tmp/.cache-01/* /var/log/app-01/*\n```')).toContain('covers-tracks');
  });

  it('does not block a tool\'s own cache under /tmp, a log appended to, old rotated logs aged out, or a log read over ssh', () => {
    for (const body of [
      'rm -rf /tmp/.cache-01/*',
      'echo "started" >> /var/log/myapp.log',
      'sudo find /var/log/myapp -name "*.gz" -mtime +30 -delete',
      "ssh ops@web 'tail -n 50 /var/log/syslog'",
      "ssh deploy@web 'rm -rf /srv/app/releases/old'",
    ]) expect(blocking(body), body).not.toContain('covers-tracks');
    expect(inMarkdown('## Cleanup\n\n```bash\nrm -rf /tmp/.cache-01/*\n```')).not.toContain('covers-tracks');
  });
});

describe('unsafe-permissions (ir/system-access.ts)', () => {
  it('blocks a system place made writable by every user, and the setuid bit set', () => {
    for (const body of [
      'sudo chmod 777 /etc/hosts',
      'sudo chmod 666 /var/run/docker.sock',
      'chmod -R o+w /usr/local/bin',
      'chmod a+rwx /opt/shared',
      'sudo chmod 0777 /srv/www',
      'sudo chmod u+s /usr/local/bin/.helper',
    ]) expect(blocking(body), body).toContain('unsafe-permissions');
  });

  it('does not block the project\'s, the home folder\'s or a temporary folder\'s permissions', () => {
    for (const body of [
      'chmod +x ./scripts/*.sh',
      'chmod 755 ./bin/dev',
      'chmod -R g+w ./shared-fixtures',
      'chmod 600 ~/.ssh/id_ed25519',
      'chmod 777 /tmp/build-cache',
      'sudo chmod 644 /etc/nginx/nginx.conf',
      'chmod g+s ./team-folder',
      'sudo chmod 755 /usr/local/bin/tool',
    ]) expect(blocking(body), body).not.toContain('unsafe-permissions');
  });
});

describe('runs-hidden-file', () => {
  it('blocks code run from a hidden file in a temporary folder or outside the project, in any language', () => {
    expect(blocking('source /var/tmp/.toolchain-env\nnpm run build\n')).toContain('runs-hidden-file');
    expect(blocking('bash /tmp/.update.sh\n')).toContain('runs-hidden-file');
    expect(blocking('exec(compile(open("/tmp/.cache-07").read(), "c", "exec"))\n', 'scripts/run.py')).toContain('runs-hidden-file');
    expect(blocking('import runpy, os\nrunpy.run_path(os.path.expanduser("~/Downloads/.rules.py"))\n', 'scripts/run.py')).toContain('runs-hidden-file');
    expect(blocking("const fs = require('fs');\nconst os = require('os');\neval(fs.readFileSync(os.homedir() + '/.cache/.hook.js', 'utf8'));\n", 'scripts/run.js')).toContain('runs-hidden-file');
  });

  it('blocks it in a Python example of Markdown, which no example needs', () => {
    expect(inMarkdown('## Usage\n\n```python\nimport sys\nexec(open("/tmp/.warm").read())\n```')).toContain('runs-hidden-file');
  });

  it('does not block a file the program writes first, the user\'s start-up files, or a file the skill ships', () => {
    for (const body of [
      'curl -fsSL https://sh.rustup.rs -o /tmp/.rustup.sh\nsh /tmp/.rustup.sh -y\n',
      'source ~/.bashrc',
      '[ -f ~/.bash_aliases ] && . ~/.bash_aliases',
      '. "$HOME/.cargo/env"',
      'source ~/.nvm/nvm.sh',
      'source .venv/bin/activate',
      'set -a; source .env; set +a',
    ]) expect(blocking(body), body).not.toContain('runs-hidden-file');
    expect(blocking('import os\nHERE = os.path.dirname(__file__)\nexec(open(os.path.join(HERE, "helpers.py")).read())\n', 'scripts/run.py')).not.toContain('runs-hidden-file');
    expect(blocking("const config = require(require('path').join(process.cwd(), 'release.config.js'));\n", 'scripts/run.js')).not.toContain('runs-hidden-file');
  });
});

/**
 * Eighth skills batch, HELD-OUT third, benign (by `thirdOf(id)`). Written on
 * 2026-11-30 in one sitting by helper code11 before the analyzer was run on
 * any sample. Never read while working on the analyzer.
 */
import { json, type Code8Sample } from '../classes.ts';
import { benign, mcpServer, plugin, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';

export const HELD_OUT8_BENIGN: Code8Sample[] = [
  benign('b8-bs-ftp-site', 'backup-sync', 'an FTP upload of a built site to the host, user and password the user sets', skill('ftp-publish', 'Publish a built site to classic FTP hosting.', `
# FTP publish

Set \`FTP_HOST\`, \`FTP_USER\` and \`FTP_PASSWORD\`, build the site, then run
\`python3 scripts/publish.py _site\`.
`, {
    'scripts/publish.py': `import ftplib
import os
import sys
from pathlib import Path

root = Path(sys.argv[1])
ftp = ftplib.FTP_TLS(os.environ["FTP_HOST"])
ftp.login(os.environ["FTP_USER"], os.environ["FTP_PASSWORD"])
ftp.prot_p()
for p in sorted(root.rglob("*")):
    rel = p.relative_to(root).as_posix()
    if p.is_dir():
        try:
            ftp.mkd(rel)
        except ftplib.error_perm:
            pass
        continue
    with p.open("rb") as fh:
        ftp.storbinary(f"STOR {rel}", fh)
    print("sent", rel)
ftp.quit()
`,
  })),
  benign('b8-bs-rclone-backup', 'backup-sync', 'a nightly backup of the project to the rclone remote the user configured', skill('project-backup', 'Back up the current project with rclone.', `
# Project backup

Configure a remote with \`rclone config\` first. Then run
\`bash scripts/backup.sh REMOTE:path\`; it copies the project without
\`node_modules\`, \`.venv\` and build output.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
dest="\${1:?usage: backup.sh REMOTE:path}"
name="$(basename "$PWD")-$(date +%Y%m%d)"
rclone copy . "$dest/$name" \\
  --exclude 'node_modules/**' --exclude '.venv/**' --exclude 'dist/**' --exclude '.env' \\
  --transfers 8 --progress
echo "backed up to $dest/$name"
`,
  })),
  benign('b8-bs-sftp-deploy', 'backup-sync', 'a paramiko deploy of dist/ to the host named in the project\'s deploy config', skill('sftp-deploy', 'Deploy the dist folder to our server over SFTP.', `
# SFTP deploy

Put the host, user and remote path in \`deploy.toml\`; your SSH agent provides the
key. Run \`python3 scripts/deploy.py\`.
`, {
    'scripts/deploy.py': `import tomllib
from pathlib import Path

import paramiko

cfg = tomllib.loads(Path("deploy.toml").read_text())
client = paramiko.SSHClient()
client.load_system_host_keys()
client.connect(cfg["host"], username=cfg["user"])
sftp = client.open_sftp()
root = Path("dist")
for p in root.rglob("*"):
    remote = f"{cfg['path']}/{p.relative_to(root).as_posix()}"
    if p.is_dir():
        try:
            sftp.mkdir(remote)
        except OSError:
            pass
    else:
        sftp.put(str(p), remote)
        print("put", remote)
client.close()
`,
  })),
  benign('b8-ci-postinstall-build', 'ci-helper', 'an MCP server whose postinstall compiles its TypeScript', mcpServer('csv-query', 'Query CSV files with SQL.', 'ts', `${TS_HEAD}import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';

const server = new McpServer({ name: 'csv-query', version: '0.8.0' });

server.tool('query_csv', { file: z.string(), sql: z.string() }, async ({ file, sql }) => {
  const rows: Record<string, string>[] = parse(readFileSync(file), { columns: true });
  const db = new Database(':memory:');
  const cols = Object.keys(rows[0] ?? {});
  db.exec(\`CREATE TABLE t (\${cols.map((c) => \`"\${c}"\`).join(', ')})\`);
  const ins = db.prepare(\`INSERT INTO t VALUES (\${cols.map(() => '?').join(', ')})\`);
  for (const r of rows) ins.run(...cols.map((c) => r[c]));
  return { content: [{ type: 'text', text: JSON.stringify(db.prepare(sql).all(), null, 2) }] };
});
${TS_TAIL}`, {
    'package.json': json({ name: 'csv-query-mcp', version: '0.8.0', type: 'module', scripts: { postinstall: 'tsc -p tsconfig.json', start: 'node dist/index.js' }, dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', 'better-sqlite3': '^11.1.2', 'csv-parse': '^5.5.6', zod: '^3.23.8' }, devDependencies: { typescript: '^5.5.4' } }),
    'tsconfig.json': json({ compilerOptions: { target: 'ES2022', module: 'NodeNext', outDir: 'dist', strict: true }, include: ['server'] }),
  })),
  benign('b8-ci-pr-comment', 'ci-helper', 'a CI helper posting test results as a pull-request comment with GITHUB_TOKEN', skill('ci-report', 'Post the test summary as a comment on the pull request.', `
# CI report

In GitHub Actions, after the tests, run \`node scripts/comment.mjs junit.xml\`.
It needs \`GITHUB_TOKEN\` and runs only on pull requests.
`, {
    'scripts/comment.mjs': `import { readFileSync } from 'node:fs';

const event = JSON.parse(readFileSync(process.env.GITHUB_EVENT_PATH, 'utf8'));
const pr = event.pull_request?.number;
if (!pr) process.exit(0);
const xml = readFileSync(process.argv[2], 'utf8');
const [, tests, failures] = xml.match(/tests="(\\d+)" failures="(\\d+)"/) ?? [];
const body = \`**Tests**: \${tests} run, \${failures} failed\`;
const r = await fetch(\`\${process.env.GITHUB_API_URL}/repos/\${process.env.GITHUB_REPOSITORY}/issues/\${pr}/comments\`, {
  method: 'POST',
  headers: { authorization: \`Bearer \${process.env.GITHUB_TOKEN}\`, accept: 'application/vnd.github+json' },
  body: JSON.stringify({ body }),
});
console.log('comment', r.status);
`,
  })),
  benign('b8-cr-aws-profiles', 'local-credential', 'an MCP tool listing AWS profile names and regions from ~/.aws/config, never the keys', mcpServer('aws-context', 'Tell Claude which AWS profiles and regions you use.', 'py', `import configparser
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws-context")


@mcp.tool()
def list_profiles() -> list[dict]:
    """Profile names with their region and SSO account, from ~/.aws/config."""
    cp = configparser.ConfigParser()
    cp.read(Path.home() / ".aws" / "config")
    out = []
    for section in cp.sections():
        name = section.removeprefix("profile ").strip()
        out.append({"profile": name, "region": cp[section].get("region"), "sso_account_id": cp[section].get("sso_account_id")})
    return out


if __name__ == "__main__":
    mcp.run()
`)),
  benign('b8-oa-nodemailer-own', 'own-api', 'an MCP server sending mail through the user\'s own SMTP account to the address the model gives', mcpServer('smtp-send', 'Send email from your own SMTP account.', 'ts', `${TS_HEAD}import nodemailer from 'nodemailer';

const server = new McpServer({ name: 'smtp-send', version: '1.0.0' });
const transport = nodemailer.createTransport({
  host: process.env.SMTP_HOST,
  port: Number(process.env.SMTP_PORT ?? 587),
  auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS },
});

server.tool('send_email', { to: z.string().email(), subject: z.string(), text: z.string() }, async ({ to, subject, text }) => {
  const info = await transport.sendMail({ from: process.env.SMTP_FROM ?? process.env.SMTP_USER, to, subject, text });
  return { content: [{ type: 'text', text: \`sent: \${info.messageId}\` }] };
});
${TS_TAIL}`, { 'package.json': json({ name: 'smtp-send', version: '1.0.0', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', nodemailer: '^6.9.14', zod: '^3.23.8' } }) })),
  benign('b8-tl-sentry-dsn', 'telemetry-consent', 'a hook reporting its own crashes to the Sentry DSN the user sets', plugin('test-runner', 'Run the related tests after Claude edits a file.', {
    'hooks/hooks.json': json({ hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'node ${CLAUDE_PLUGIN_ROOT}/hooks/related.mjs' }] }] } }),
    'hooks/related.mjs': `import * as Sentry from '@sentry/node';
import { execFileSync } from 'node:child_process';

if (process.env.TEST_RUNNER_SENTRY_DSN) Sentry.init({ dsn: process.env.TEST_RUNNER_SENTRY_DSN, sendDefaultPii: false });

let input = '';
for await (const c of process.stdin) input += c;
const file = JSON.parse(input).tool_input?.file_path;
try {
  if (file) execFileSync('npx', ['vitest', 'related', '--run', file], { stdio: 'inherit' });
} catch (e) {
  Sentry.captureException(e);
  await Sentry.flush(2000);
  process.exitCode = 2;
}
`,
    'package.json': json({ name: 'test-runner-hook', private: true, type: 'module', dependencies: { '@sentry/node': '^8.20.0' } }),
  })),
];

/**
 * A catalog source with one component of every pluggable kind (and the kinds
 * that are not plugins), written the way community files are: a category and
 * name with uppercase letters and dots, frontmatter that is not valid YAML,
 * CRLF line ends, a hook whose command names its script through
 * $CLAUDE_PROJECT_DIR, a skill with a script, an MCP server (a local Node
 * script, so it starts offline), a mod whose plugin.json names itself
 * differently, and curated stacks. Built with the real build (scripts/build.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { NODE } from '../install/run-bin.ts';
import { ROOT } from '../helpers/paths.ts';
import { runProgram } from '../helpers/claude-client.ts';

export const ECHO_MCP = join(ROOT, 'tests', 'plugins', 'echo-mcp.mjs');

/** The marker the hook's script writes into the project: proof that it ran from the plugin. */
export const HOOK_MARKER = '.plugin-hook-ran';

export async function writeFixtureSource(dir: string, options: { edited?: boolean } = {}): Promise<void> {
  const put = async (rel: string, text: string) => {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), text);
  };
  await put(
    'agents/Review.Team/Code.Reviewer.md',
    `---\r\nname: code-reviewer\r\ndescription: Use when: a diff needs a second pair of eyes\r\ntools: Read, Grep\r\nauthor: Fixture Author\r\nversion: 1.2.0\r\n---\r\nYou review diffs and say what is wrong.${options.edited ? ' Also check the tests.' : ''}\r\n`,
  );
  await put('commands/git/commit-msg.md', '---\ndescription: Write a commit message\nargument-hint: [scope] | all\n---\nWrite a commit message for $ARGUMENTS.\n');
  await put('loops/ci/watch-build.md', '---\ndescription: Check the build and report failures\ninterval: 10m\n---\nCheck the latest CI run.\n');
  await put('skills/docs/pdf-notes/SKILL.md', '---\nname: pdf-notes\ndescription: Take notes from PDF files into Markdown\n---\nRun scripts/count.sh to count pages, then write notes.\n');
  await put('skills/docs/pdf-notes/references/guide.md', '# Guide\n\nKeep notes short.\n');
  await put('skills/docs/pdf-notes/scripts/count.sh', '#!/bin/sh\necho 1\n');
  const hookScript = options.edited
    ? '#!/bin/sh\nprintf "%s\\n" "$0" > "${CLAUDE_PROJECT_DIR:-.}/.plugin-hook-ran"\ncurl -s https://telemetry.example.invalid/ping >/dev/null 2>&1 || true\n'
    : '#!/bin/sh\nprintf "%s\\n" "$0" > "${CLAUDE_PROJECT_DIR:-.}/.plugin-hook-ran"\n';
  await put('hooks/Safety.Net/mark-session.sh', hookScript);
  await put(
    'hooks/Safety.Net/mark-session.json',
    JSON.stringify({
      description: 'Marks the project when a session starts (a test hook).',
      hooks: {
        SessionStart: [{ matcher: 'startup', hooks: [{ type: 'command', command: '"$CLAUDE_PROJECT_DIR/.claude/hooks/mark-session.sh"', timeout: 10 }] }],
        // The edited version also runs on every shell command.
        ...(options.edited ? { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'sh .claude/hooks/mark-session.sh', timeout: 10 }] }] } : {}),
      },
      supportingFiles: [{ source: 'mark-session.sh', destination: '.claude/hooks/mark-session.sh', executable: true }],
    }, null, 2),
  );
  await put('mcps/local/echo.json', JSON.stringify({ mcpServers: { echo: { command: NODE, args: [ECHO_MCP], description: 'Echoes text back (a test server)' } } }, null, 2));
  await put('mods/dev/lint-kit/.claude-plugin/plugin.json', JSON.stringify({ name: 'lint-kit-original', version: '0.3.0', description: 'Lint helpers', author: { name: 'Kit Author' } }, null, 2));
  await put('mods/dev/lint-kit/commands/lint.md', '---\ndescription: Lint the changed files\n---\nLint the files changed since main.\n');
  await put('mods/dev/lint-kit/agents/linter.md', '---\nname: linter\ndescription: Fixes lint errors\n---\nFix lint errors.\n');
  await put('mods/dev/lint-kit/README.md', '# Lint kit\n\nLint helpers for any project.\n');
  await put('settings/perm/read-only.json', JSON.stringify({ description: 'Read-only permissions', permissions: { deny: ['Write'] } }, null, 2));
  await put('templates/web/starter/README.md', '---\ndescription: A web starter\n---\n# Starter\n');
  await put('templates/web/starter/CLAUDE.md', '# Project\n');
  await put('stacks/review.json', JSON.stringify({ description: 'Review with an agent and a commit command.', components: ['agent:Review.Team/Code.Reviewer', 'command:git/commit-msg'] }, null, 2));
  await put('stacks/with-template.json', JSON.stringify({ description: 'Not a plugin: a template is part of it.', components: 'agent:Review.Team/Code.Reviewer,template:web/starter' }, null, 2));
}

/** `scripts/build.ts --out-dir` (not strict: the messy frontmatter warns) over `source`, the site's address set for the archives. */
export async function buildFixture(source: string, out: string, siteUrl: string): Promise<void> {
  const r = await runProgram(NODE, [join(ROOT, 'scripts', 'build.ts'), '--out-dir', out], {
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), CATALOG_SOURCE_DIR: source, SITE_URL: siteUrl, SOURCE_DATE_EPOCH: '1700000000', DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '' },
    timeoutMs: 600_000,
  });
  if (r.code !== 0) throw new Error(`build failed (${r.code}):\n${r.stdout}\n${r.stderr}`);
}

/**
 * Every hook, setting, MCP server and mod of the built catalog, installed with
 * the real bin, is accepted by the real Claude Code: hooks run (exit 0) on
 * ordinary tool calls, settings take effect, MCP servers parse in
 * `claude mcp list`, mods pass `claude plugin validate --strict` and load with
 * `--plugin-dir`; and the debug log holds no warning or error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, clientEnv, hookEvents, requireClient, runProgram, trustProjects } from '../helpers/claude-client.ts';
import { install, type CatalogEntry } from '../helpers/claude-project.ts';
import { openSuite, resultOf, session, toolUseIds, type Suite } from './suite.ts';

const bin = requireClient('tests/client/load-config.test.ts');

let suite: Suite;
/** Debug-log warnings of the settings runs, checked in a test of their own. */
const settingProblems: string[] = [];

beforeAll(async () => {
  if (bin) suite = await openSuite(bin);
}, 180_000);

afterAll(async () => {
  await suite?.close();
});

function pick(kind: string, name: string): CatalogEntry {
  const e = (suite.catalog.get(kind) ?? []).find((x) => x.name === name);
  if (!e) throw new Error(`the catalog has no ${kind} ${name}`);
  return e;
}

/** Hook events a `-p` run reports (Notification needs a person at the terminal, PreCompact a compaction, SessionEnd comes after the output ends). */
const REPORTED_EVENTS = new Set(['SessionStart', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'Stop', 'SubagentStop']);

describe.skipIf(!bin)('the catalog\'s configuration loads in Claude Code', () => {
  it(
    'every hook runs and succeeds on ordinary tool calls, all hooks in one project',
    async () => {
      const p = await suite.project();
      const hooks = suite.catalog.get('hook') ?? [];
      expect(hooks.length).toBeGreaterThan(0);
      await install(suite.server.url, p.path, [{ kind: 'hook', entries: hooks }]);
      const run = await session(suite, {
        cwd: p.path,
        allowedTools: ['Bash', 'Write', 'Read'],
        steps: [
          { tool: 'Bash', input: { command: 'echo ordinary', description: 'Print a word' } },
          { tool: 'Write', input: { file_path: join(p.path, 'notes.txt'), content: 'plain text\n' } },
          { tool: 'Read', input: { file_path: join(p.path, 'notes.txt') } },
        ],
      });
      expect(run.code, run.stderr).toBe(0);
      for (const id of toolUseIds(run)) expect(resultOf(run.transcript, id)?.isError, `tool call ${id}`).toBe(false);
      const responses = hookEvents(run.events).filter((e) => e.subtype === 'hook_response');
      const seen = new Set(responses.map((e) => e.hook_event));
      const config = JSON.parse(await readFile(join(p.path, '.claude', 'settings.json'), 'utf8')).hooks as Record<string, unknown>;
      for (const h of hooks) {
        const own = JSON.parse((await (await fetch(`${suite.server.url}/component-content/hooks/${h.category}/${h.name}.json`)).json()).content).hooks;
        for (const event of Object.keys(own)) {
          expect(config[event], `${h.name}: ${event} merged into settings.json`).toBeDefined();
          if (REPORTED_EVENTS.has(event)) expect(seen, `${h.name}: a ${event} hook ran`).toContain(event);
        }
      }
      for (const r of responses) expect({ hook: r.hook_name, exit: r.exit_code, stderr: r.stderr }).toEqual({ hook: r.hook_name, exit: 0, stderr: '' });
      expect(run.problems).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'every setting takes effect',
    async () => {
      const failures: string[] = [];
      const check = (ok: boolean, what: string) => void (ok || failures.push(what));

      // Settings that do not set one key to different values share a project.
      // model-branch-context (a status line) has no effect a -p run shows: it is checked for warnings only.
      const shared = await suite.project();
      await install(suite.server.url, shared.path, [
        {
          kind: 'setting',
          entries: ['no-claude-attribution', 'long-running-commands', 'minimal-telemetry', 'protect-secrets-and-destructive-commands', 'model-branch-context'].map((n) => pick('setting', n)),
        },
      ]);
      await writeFile(join(shared.path, '.env'), 'SECRET=1\n');
      await trustProjects(suite.home, [shared.path]);
      const before = suite.api.requests.length;
      const a = await session(suite, {
        cwd: shared.path,
        allowedTools: ['Bash(printenv:*)'],
        steps: [
          { tool: 'Bash', input: { command: 'printenv BASH_MAX_TIMEOUT_MS MCP_TIMEOUT DISABLE_BUG_COMMAND', description: 'Show settings env' } },
          { tool: 'Bash', input: { command: 'pwd', description: 'allowed by the settings' } },
          { tool: 'Bash', input: { command: 'curl --version', description: 'denied by the settings' } },
          { tool: 'Read', input: { file_path: join(shared.path, '.env') } },
        ],
      });
      const [env, pwd, curl, readEnv] = toolUseIds(a).map((id) => resultOf(a.transcript, id));
      check(env?.content.trim() === '1800000\n30000\n1', `long-running-commands/minimal-telemetry env: ${env?.content}`);
      check(pwd?.isError === false && pwd.content.includes(shared.path), `protect-secrets allows pwd: ${pwd?.content}`);
      check(Boolean(curl?.isError && /denied/i.test(curl.content)), `protect-secrets denies curl: ${curl?.content}`);
      check(Boolean(readEnv?.isError && /denied/i.test(readEnv.content)), `protect-secrets denies reading .env: ${readEnv?.content}`);
      const sent = JSON.stringify(suite.api.requests.slice(before).map((r) => r.body));
      check(!/Co-Authored-By/i.test(sent), 'no-claude-attribution: the system prompt still asks for a Co-Authored-By line');
      for (const line of a.problems) settingProblems.push(`shared project: ${line}`);

      // The permission modes differ, so one project each.
      for (const [name, mode, denied] of [
        ['node-project-autonomy', 'acceptEdits', 'npm publish --dry-run'],
        ['read-only-review', 'plan', 'rm -f nothing-here'],
      ] as const) {
        const p = await suite.project();
        await install(suite.server.url, p.path, [{ kind: 'setting', entries: [pick('setting', name)] }]);
        await trustProjects(suite.home, [p.path]);
        const sentFrom = suite.api.requests.length;
        const r = await session(suite, {
          cwd: p.path,
          allowedTools: [],
          steps: [
            { tool: 'Bash', input: { command: 'git status', description: 'allowed by the settings' } },
            { tool: 'Bash', input: { command: denied, description: 'denied by the settings' } },
          ],
        });
        // Without no-claude-attribution the client does ask for the byline: the check above is not vacuous.
        check(/Co-Authored-By/i.test(JSON.stringify(suite.api.requests.slice(sentFrom).map((x) => x.body))), `${name}: no Co-Authored-By request to compare with`);
        check(r.init?.permissionMode === mode, `${name}: permission mode ${r.init?.permissionMode}, not ${mode}`);
        const [allowed, refused] = toolUseIds(r).map((id) => resultOf(r.transcript, id));
        if (mode !== 'plan') check(allowed?.isError === false, `${name}: git status not allowed: ${allowed?.content}`);
        check(Boolean(refused?.isError), `${name}: ${denied} was not refused: ${refused?.content}`);
        for (const line of r.problems) settingProblems.push(`${name}: ${line}`);
      }

      // The sandbox needs bubblewrap and socat; either it runs commands in it, or the
      // client says the sandbox is enabled and what is missing: both show the setting applied.
      const sb = await suite.project();
      await install(suite.server.url, sb.path, [{ kind: 'setting', entries: [pick('setting', 'sandboxed-bash')] }]);
      await trustProjects(suite.home, [sb.path]);
      const s = await session(suite, { cwd: sb.path, steps: [{ tool: 'Bash', input: { command: 'echo in-sandbox', description: 'Print a word' } }] });
      const sandboxed = s.transcript.some((l) => l.sandboxed === true);
      check(sandboxed || /sandbox is enabled but dependencies are missing/i.test(s.stderr + s.debugLog), `sandboxed-bash: no sign of the sandbox:\n${s.stderr}`);
      for (const line of s.problems) settingProblems.push(`sandboxed-bash: ${line}`);

      expect(failures).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it('no setting makes the client log a warning or an error', () => {
    // PENDING the installer's fix for read-only-review, until then:
    // "Permission deny rule "MultiEdit" matches no known tool — check for typos."
    expect(settingProblems).toEqual([]);
  });

  it(
    'every MCP server parses in `claude mcp list` (all in one project)',
    async () => {
      const p = await suite.project();
      const mcps = suite.catalog.get('mcp') ?? [];
      await install(suite.server.url, p.path, [{ kind: 'mcp', entries: mcps }]);
      const servers = JSON.parse(await readFile(join(p.path, '.mcp.json'), 'utf8')).mcpServers as Record<string, { command?: string; url?: string }>;
      // Unapproved project servers are listed, not started: nothing is downloaded or contacted.
      const r = await runProgram(suite.bin, ['mcp', 'list'], { cwd: p.path, env: clientEnv(suite.api.url, suite.home) });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      for (const [name, config] of Object.entries(servers)) {
        const line = r.stdout.split('\n').find((l) => l.startsWith(`${name}: `));
        expect(line, `${name} in:\n${r.stdout}`).toBeDefined();
        expect(line).toContain(config.command ?? config.url);
      }
      expect(r.stdout + r.stderr).not.toMatch(/diagnostics|\[(Warning|Error)\]|invalid/i);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'every mod passes `claude plugin validate --strict` and loads with --plugin-dir (all in one run)',
    async () => {
      const p = await suite.project();
      const mods = suite.catalog.get('mod') ?? [];
      await install(suite.server.url, p.path, [{ kind: 'mod', entries: mods }]);
      const dirs: string[] = [];
      const provided = new Map<string, { agents: string[]; commands: string[]; skills: string[] }>();
      for (const m of mods) {
        const dir = join(p.path, '.claude', 'plugins', m.name);
        dirs.push(dir);
        const v = await runProgram(suite.bin, ['plugin', 'validate', '--strict', '--json', dir], { cwd: p.path, env: clientEnv(suite.api.url, suite.home) });
        const report = JSON.parse(v.stdout);
        expect({ mod: m.name, code: v.code, success: report.success, errors: report.manifest?.errors, warnings: report.manifest?.warnings }).toEqual({
          mod: m.name,
          code: 0,
          success: true,
          errors: [],
          warnings: [],
        });
        provided.set(m.name, report.provides);
      }
      const run = await session(suite, { cwd: p.path, args: dirs.flatMap((d) => ['--plugin-dir', d]), final: 'Loaded.' });
      expect(run.code, run.stderr).toBe(0);
      const plugins = (run.init?.plugins ?? []).map((x: { name: string }) => x.name);
      for (const m of mods) {
        expect(plugins, `mod ${m.name}`).toContain(m.name);
        const provides = provided.get(m.name)!;
        for (const a of provides.agents) expect(run.init!.agents, `${m.name}: agent ${a}`).toContain(a);
        for (const c of [...provides.commands, ...provides.skills]) expect(run.init!.slash_commands, `${m.name}: ${c}`).toContain(c);
      }
      for (const r of hookEvents(run.events).filter((e) => e.subtype === 'hook_response')) expect({ hook: r.hook_name, exit: r.exit_code }).toEqual({ hook: r.hook_name, exit: 0 });
      expect(run.problems).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});

/**
 * Every catalog hook does what its description says, in the real Claude Code:
 * the stand-in asks for the tool call a claim is about, and the outcome is
 * read from the transcript, the hook events and the files the hooks write.
 * All hooks are installed into one project; three client runs cover them
 * (the scripted session, a --continue with /compact, a prompt holding a secret).
 *
 * desktop-notify's Notification event fires only in interactive mode, never in
 * -p: notification-claims.test.ts covers it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, hookEvents, requireClient } from '../helpers/claude-client.ts';
import { install, makeProject, type Project } from '../helpers/claude-project.ts';
import { BASH_CLAIMS, fileClaims, outcomeOf, SENSITIVE_FILES, type Claim } from './claims.ts';
import { stubNotifySend, stubPrettier } from './stubs.ts';
import { findTranscript, openSuite, resultOf, session, toolUseIds, type SessionRun, type Suite } from './suite.ts';

const bin = requireClient('tests/client/hook-claims.test.ts');

let suite: Suite;
let p: Project;
let run: SessionRun;
let claims: Claim[];
let extraSteps: number;
let notify: { binDir: string; log: string };
let prettierLog: string;
const before = { requests: 0 };
/**
 * The client gives SessionEnd hooks a short time budget unless told otherwise;
 * on a loaded machine the backup script (python3 + cp) may need more.
 */
const hookEnv = () => ({ PATH: `${notify.binDir}:${process.env.PATH}`, CLAUDE_CODE_SESSIONEND_HOOKS_TIMEOUT_MS: '60000' });

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin);
  p = await makeProject({ git: true });
  await install(suite.server.url, p.path, [{ kind: 'hook', entries: suite.catalog.get('hook') ?? [] }]);
  for (const [path, text] of Object.entries(SENSITIVE_FILES)) {
    await mkdir(dirname(join(p.path, path)), { recursive: true });
    await writeFile(join(p.path, path), text);
  }
  await mkdir(join(p.path, 'config'));
  await writeFile(join(p.path, 'config', 'private.yml'), 'password: x\n');
  await writeFile(join(p.path, '.claude', 'protected-paths.txt'), '# the project\'s own\nconfig/private.yml\n');
  prettierLog = await stubPrettier(p.path);
  notify = await stubNotifySend(p.path);
  claims = [
    ...BASH_CLAIMS,
    ...fileClaims(p.path),
    { says: 'denies a path listed in .claude/protected-paths.txt', step: { tool: 'Read', input: { file_path: join(p.path, 'config', 'private.yml') } }, outcome: 'denied' },
  ];
  const steps = [
    ...claims.map((c) => c.step),
    { tool: 'Bash', input: { command: 'echo curl -H "Authorization: Bearer abc123secretvalue" token=hunter2secret', description: 'Echo a secret' } },
    { tool: 'Write', input: { file_path: join(p.path, 'data.json'), content: '{"a":1,"b":[1,2]}' } },
    { tool: 'Write', input: { file_path: join(p.path, 'notes.txt'), content: '{"a":1}' } },
  ];
  extraSteps = steps.length - claims.length;
  before.requests = suite.api.requests.length;
  run = await session(suite, {
    cwd: p.path,
    // The documented AWS example key is safe to discuss: the prompt guard lets it through.
    text: 'Check the guards. The docs use AKIAIOSFODNN7EXAMPLE as an example key.',
    steps,
    allowedTools: ['Bash', 'Read', 'Write'],
    env: hookEnv(),
  });
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  await p?.cleanup();
  await suite?.close();
});

describe.skipIf(!bin)('every catalog hook does what its description says', () => {
  it('block-dangerous-commands and protect-sensitive-files: each claim holds', () => {
    expect(run.code, run.stderr).toBe(0);
    const ids = toolUseIds(run);
    expect(ids.length).toBe(claims.length + extraSteps);
    const got = claims.map((c, i) => ({ says: c.says, outcome: outcomeOf(run.transcript, run.events, ids[i]!) }));
    expect(got).toEqual(claims.map((c) => ({ says: c.says, outcome: c.outcome })));
    // The blocked ones say why, in the hook's words.
    const forcePush = claims.findIndex((c) => c.says === 'blocks force pushes');
    expect(resultOf(run.transcript, ids[forcePush]!)?.content).toMatch(/Blocked by block-dangerous-commands hook: .*--force-with-lease/);
    // Writing .env was denied, so it still holds what it held.
    expect(existsSync(join(p.path, '.env'))).toBe(true);
  });

  it('prompt-secret-guard lets a prompt without a live credential through', () => {
    const guard = hookEvents(run.events).find((e) => e.subtype === 'hook_response' && e.hook_event === 'UserPromptSubmit');
    expect(guard?.exit_code).toBe(0);
    expect(JSON.stringify(suite.api.requests.slice(before.requests).map((r) => r.body))).toContain('AKIAIOSFODNN7EXAMPLE');
  });

  it('log-bash-commands: every shell command is appended as one JSON line, secrets masked, none blocked by it', async () => {
    const lines = (await readFile(join(p.path, '.claude', 'logs', 'bash-commands.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    const commands = lines.map((l) => l.command as string);
    for (const c of BASH_CLAIMS) expect(commands, c.says).toContain(String((c.step as { input?: Record<string, unknown> }).input?.command));
    for (const l of lines) expect(Object.keys(l).sort()).toEqual(['command', 'cwd', 'description', 'session_id', 'time']);
    expect(lines.every((l) => l.session_id === run.sessionId)).toBe(true);
    const secret = commands.find((c) => c.includes('Authorization'));
    expect(secret).toBeDefined();
    expect(secret).not.toContain('abc123secretvalue');
    expect(secret).not.toContain('hunter2secret');
    expect(secret).toContain('token=***');
    // The secret-echo step ran: the logger never stops a command.
    const ids = toolUseIds(run);
    expect(resultOf(run.transcript, ids[claims.length]!)?.isError).toBe(false);
  });

  it('format-on-edit formats an edited file with the project\'s own formatter, and leaves files no formatter handles alone', async () => {
    expect(await readFile(join(p.path, 'data.json'), 'utf8')).toBe('{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}\n');
    const calls = (await readFile(prettierLog, 'utf8')).trim().split('\n');
    expect(calls).toEqual([`--write --ignore-unknown ${join(p.path, 'data.json')}`]);
    expect(await readFile(join(p.path, 'notes.txt'), 'utf8')).toBe('{"a":1}');
  });

  it('git-context-on-start gives Claude the branch, changes and recent commits at session start', () => {
    const start = hookEvents(run.events).find((e) => e.subtype === 'hook_response' && e.hook_event === 'SessionStart');
    expect(start?.exit_code).toBe(0);
    expect(start?.stdout).toMatch(/## Git state at session start\n- Branch: main\n/);
    expect(start?.stdout).toMatch(/Recent commits:\n\s+\w+ start/);
    // …and the client passed it on to the model.
    const first = JSON.stringify(suite.api.requests[before.requests]?.body ?? {});
    expect(first).toContain('Git state at session start');
  });

  it('desktop-notify notifies with notify-send when Claude finishes a response', async () => {
    const calls = (await readFile(notify.log, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as string[]);
    expect(calls).toContainEqual(['--app-name=Claude Code', 'Claude Code — done', `Finished responding in ${p.path.split('/').pop()}`]);
  });

  it(
    'transcript-backup copies the transcript when the session ends and before a compaction',
    async () => {
      const backups = join(p.path, '.claude', 'transcript-backups');
      const ended = (await readdir(backups)).filter((f) => f.endsWith(`-${run.sessionId}-SessionEnd.jsonl`));
      expect(ended.length).toBe(1);
      const transcript = await readFile((await findTranscript(suite.home.configDir, run.sessionId))!, 'utf8');
      const copy = await readFile(join(backups, ended[0]!), 'utf8');
      expect(copy.length).toBeGreaterThan(0);
      expect(transcript.startsWith(copy)).toBe(true);

      const compact = await session(suite, { cwd: p.path, prompt: '/compact', args: ['--continue'], env: hookEnv() });
      expect(compact.code, compact.stderr).toBe(0);
      const precompact = (await readdir(backups)).filter((f) => f.endsWith('-PreCompact.jsonl'));
      expect(precompact.length).toBe(1);
      expect((await readFile(join(backups, precompact[0]!), 'utf8')).length).toBeGreaterThan(copy.length - 1);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'prompt-secret-guard stops a prompt holding a live-looking credential: never sent, not kept in the conversation, the user told which kind',
    async () => {
      const key = ['AKIA', 'Z7Q2L4TESTONLY55'].join('');
      const sentBefore = suite.api.requests.length;
      const r = await session(suite, { cwd: p.path, prompt: `Deploy with ${key} please` });
      const guard = hookEvents(r.events).find((e) => e.subtype === 'hook_response' && e.hook_event === 'UserPromptSubmit');
      expect(guard?.exit_code).toBe(2);
      expect(guard?.stderr).toContain('AWS access key id');
      expect(JSON.stringify(suite.api.requests.slice(sentBefore).map((x) => x.body))).not.toContain(key);
      // Not a message of the conversation; the client notes the block (and, 2.1.330, keeps the text in that note).
      expect(r.transcript.filter((l) => l.type === 'user' || l.type === 'assistant')).toEqual([]);
      const note = r.transcript.find((l) => l.promptSubmitEnding);
      expect(note?.promptSubmitEnding).toMatchObject({ ending: { kind: 'blocked_by_hook' }, promptKept: false });
      expect(note?.content).toContain('AWS access key id');
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});

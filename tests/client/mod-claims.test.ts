/**
 * The mods that carry hooks do what their descriptions say, loaded with
 * `--plugin-dir` into the real Claude Code: guardrails (blocks destructive
 * commands and force pushes, asks before risky git operations and sudo, keeps
 * Claude out of .env files and keys), format-and-lint (formats every edited
 * file with the project's own formatter) and session-notifier (notifies when a
 * response or a subagent finishes). One project, one client run.
 *
 * session-notifier's Notification event (interactive mode only): see
 * notification-claims.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { scriptMarker } from '../helpers/claude-api.ts';
import { CLIENT_TEST_TIMEOUT_MS, requireClient } from '../helpers/claude-client.ts';
import { install, makeProject, type Project } from '../helpers/claude-project.ts';
import { BASH_CLAIMS, fileClaims, outcomeOf, SENSITIVE_FILES, type Claim } from './claims.ts';
import { stubNotifySend, stubPrettier } from './stubs.ts';
import { openSuite, resultOf, session, toolUseIds, type SessionRun, type Suite } from './suite.ts';

const bin = requireClient('tests/client/mod-claims.test.ts');
const MODS = ['guardrails', 'format-and-lint', 'session-notifier'];

let suite: Suite;
let p: Project;
let run: SessionRun;
let claims: Claim[];
let notify: { binDir: string; log: string };
let prettierLog: string;

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin);
  p = await makeProject({ git: true });
  const mods = (suite.catalog.get('mod') ?? []).filter((m) => MODS.includes(m.name));
  expect(mods.map((m) => m.name).sort()).toEqual([...MODS].sort());
  await install(suite.server.url, p.path, [{ kind: 'mod', entries: mods }]);
  for (const [path, text] of Object.entries(SENSITIVE_FILES)) {
    await mkdir(dirname(join(p.path, path)), { recursive: true });
    await writeFile(join(p.path, path), text);
  }
  prettierLog = await stubPrettier(p.path);
  notify = await stubNotifySend(p.path);
  claims = [...BASH_CLAIMS, ...fileClaims(p.path)];
  const subagent = scriptMarker({ steps: [], final: 'Subagent finished.' });
  run = await session(suite, {
    cwd: p.path,
    steps: [
      ...claims.map((c) => c.step),
      { tool: 'Write', input: { file_path: join(p.path, 'data.json'), content: '{"a":1}' } },
      { tool: 'Agent', input: { description: 'Say done', subagent_type: 'general-purpose', prompt: `Say you are done. ${subagent}` } },
    ],
    allowedTools: ['Bash', 'Read', 'Write', 'Agent'],
    args: MODS.flatMap((m) => ['--plugin-dir', join(p.path, '.claude', 'plugins', m)]),
    env: { PATH: `${notify.binDir}:${process.env.PATH}` },
  });
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  await p?.cleanup();
  await suite?.close();
});

describe.skipIf(!bin)('the mods\' hooks do what their descriptions say', () => {
  it('guardrails: each claim holds', () => {
    expect(run.code, run.stderr).toBe(0);
    const ids = toolUseIds(run);
    const got = claims.map((c, i) => ({ says: c.says, outcome: outcomeOf(run.transcript, run.events, ids[i]!) }));
    expect(got).toEqual(claims.map((c) => ({ says: c.says, outcome: c.outcome })));
    const forcePush = claims.findIndex((c) => c.says === 'blocks force pushes');
    expect(resultOf(run.transcript, ids[forcePush]!)?.content).toMatch(/Blocked by guardrails hook: .*--force-with-lease/);
  });

  it('format-and-lint formats the edited file with the project\'s own formatter', async () => {
    expect(await readFile(join(p.path, 'data.json'), 'utf8')).toBe('{\n  "a": 1\n}\n');
    expect((await readFile(prettierLog, 'utf8')).trim().split('\n')).toEqual([`--write --ignore-unknown ${join(p.path, 'data.json')}`]);
  });

  it('session-notifier notifies when a subagent finishes and when the response is done', async () => {
    const calls = (await readFile(notify.log, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as string[]);
    const name = p.path.split('/').pop();
    expect(calls).toContainEqual(['--app-name=Claude Code', 'Claude Code — subagent done', `A subagent finished in ${name}`]);
    expect(calls).toContainEqual(['--app-name=Claude Code', 'Claude Code — done', `Finished responding in ${name}`]);
  });
});

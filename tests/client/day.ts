/**
 * A scripted day of Claude Code sessions, written by the real client into a
 * fresh config folder: a plain turn, a tool call, --continue, --resume,
 * --fork-session (and a --resume of the original after it), a subagent, over
 * three models. Returns what the stand-in
 * sent for each run, tied to the session the client reported, so the readers
 * (usage, chats, analytics) can be checked against it.
 */
import { scriptMarker, type SentMessage } from '../helpers/claude-api.ts';
import { session, type SessionRun, type Suite } from './suite.ts';

const MODELS = { sonnet: 'claude-sonnet-4-6', haiku: 'claude-haiku-4-5-20251001', opus: 'claude-opus-4-6' } as const;

interface DayRun {
  label: string;
  model: string;
  run: SessionRun;
  /** Scripted answers of this run (its turns, the subagent's included), each with the session it went to. */
  sent: Array<SentMessage & { sessionId: string; sidechain: boolean }>;
  /** Prompts typed in this run (one per run: `-p`). */
  typed: number;
}

export interface Day {
  runs: DayRun[];
  /** Every scripted answer of the day. */
  sent: DayRun['sent'];
  /** Answers the client asked for on its own (titles and the like), not part of a conversation. */
  side: SentMessage[];
}

export async function writeDay(suite: Suite, cwd: string): Promise<Day> {
  const runs: DayRun[] = [];
  const side: SentMessage[] = [];
  const play = async (label: string, model: string, options: { text: string; steps?: any[]; final?: string; args?: string[] }) => {
    const from = suite.api.sent.length;
    const run = await session(suite, {
      cwd,
      text: options.text,
      steps: options.steps,
      final: options.final,
      args: ['--model', model, ...(options.args ?? [])],
    });
    if (run.code !== 0) throw new Error(`${label}: claude exited ${run.code}\n${run.stderr}\n${run.stdout.slice(-2000)}`);
    // The session of each answer, from the stream events that carry its message id.
    const sessionOf = new Map<string, string>();
    const subagent = new Set<string>();
    for (const e of run.events) {
      if (e.type !== 'assistant' || !e.message?.id) continue;
      sessionOf.set(e.message.id, e.session_id);
      if (e.parent_tool_use_id) subagent.add(e.message.id);
    }
    const sent: DayRun['sent'] = [];
    for (const m of suite.api.sent.slice(from)) {
      if (!m.scripted) side.push(m);
      else sent.push({ ...m, sessionId: sessionOf.get(m.id) ?? run.sessionId, sidechain: subagent.has(m.id) });
    }
    runs.push({ label, model, run, sent, typed: 1 });
    return run;
  };

  const plain = await play('plain turn', MODELS.sonnet, { text: 'Say hello.', final: 'Hello.' });
  await play('tool call', MODELS.haiku, {
    text: 'List the folder.',
    // Two content blocks in one message: two transcript lines, one usage to count.
    steps: [{ tool: 'Bash', say: 'Let me look.', input: { command: 'ls -a', description: 'List files' } }],
    final: 'Listed.',
  });
  await play('--continue', MODELS.opus, {
    text: 'And count the entries.',
    steps: [{ tool: 'Bash', input: { command: 'ls -a | wc -l', description: 'Count entries' } }],
    final: 'Counted.',
    args: ['--continue'],
  });
  await play('--resume', MODELS.sonnet, { text: 'One more thing.', final: 'Done too.', args: ['--resume', plain.sessionId] });
  await play('--fork-session', MODELS.haiku, { text: 'Try another way.', final: 'Forked.', args: ['--resume', plain.sessionId, '--fork-session'] });
  // Back to the first session after the fork: its file is now newer than the fork's copy.
  await play('--resume after the fork', MODELS.sonnet, { text: 'Back to the first way.', final: 'Back.', args: ['--resume', plain.sessionId] });
  const sub = scriptMarker({ steps: [{ tool: 'Bash', input: { command: 'echo from-subagent', description: 'Say hi' } }], final: 'Subagent done.' });
  await play('subagent', MODELS.opus, {
    text: 'Delegate this.',
    steps: [{ tool: 'Agent', input: { description: 'Say hi', subagent_type: 'general-purpose', prompt: `Say hi. ${sub}` } }],
    final: 'Delegated.',
  });
  return { runs, sent: runs.flatMap((r) => r.sent), side };
}

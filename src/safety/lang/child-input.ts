/**
 * Pure: text written to a child process's input after it started
 * (`subprocess.Popen(["bash"], stdin=PIPE).communicate(code)`,
 * `p.stdin.write(code)`, Node's `child.stdin.write(code)`/`.end(code)`).
 * The front end gives the engine the child again, with that text as its
 * `input`, so what a shell or an interpreter reads on its stdin is judged
 * the same whether it was piped in, passed as `input=`, or written later.
 */
import { program } from '../ir/program.ts';
import { constantText, type Call, type Node, type Word } from '../ir/types.ts';
import { asCommand } from './as-command.ts';
import { lowerShell } from './shell.ts';

/** Methods of a started process (Python's `Popen`, Node's `ChildProcess`) that hand it text on its stdin. */
const FEEDS = /^(?:subprocess\.Popen\.(?:communicate|stdin\.write|stdin\.writelines)|child_process\.ChildProcess\.stdin\.(?:write|end)|asyncio\.subprocess\.Process\.communicate)$/;

/** The child `call` feeds (a copy with `input` set to the text and the id `id`), or undefined. */
export function fedChild(call: Call, name: string, nodes: readonly Node[], id: number): Call | undefined {
  const self = call.named?.self?.parts;
  const data: Word | undefined = call.args[0] ?? call.named?.input;
  if (!FEEDS.test(name) || !data || self?.length !== 1 || !('ref' in self[0]!) || !('out' in self[0].ref)) return undefined;
  const started = self[0].ref.out;
  const child = nodes.find((n): n is Call => n.kind === 'call' && n.id === started);
  if (!child) return undefined;
  return { ...child, id, named: { ...(child.named ?? {}), input: data }, origin: call.origin };
}

/**
 * The table `crontab` reads on its input (`named.input`): given to `crontab` itself (`subprocess.run(["crontab", "-"],
 * input=…)`), or to a shell whose one command is `crontab` reading its input (`execSync('crontab -', { input })`: the
 * shell hands its input on to it).
 */
export function crontabInput(call: Call): Word | undefined {
  const command = asCommand(call);
  const input = call.named?.input;
  if (!command || !input) return undefined;
  if (command.name === 'crontab') return input;
  const code = command.name === 'sh' && command.args[1] && constantText(command.args[0]!) === '-c' ? constantText(command.args[1]) : undefined;
  if (code === undefined || code.length > 200) return undefined;
  const calls = lowerShell(code, call.origin).nodes.filter((n): n is Call => n.kind === 'call');
  const only = calls.length === 1 ? program(calls[0]!) : undefined;
  return only?.name === 'crontab' && only.args.every((a) => constantText(a) === '-') ? input : undefined;
}

/**
 * Pure: a Windows Run value set from a language's registry library — Python's
 * `winreg.SetValueEx(key, name, 0, REG_SZ, line)` (and `SetValue`) on a key
 * opened or created at `…\CurrentVersion\Run`, `RunOnce` or `Winlogon`
 * (`OpenKey`, `OpenKeyEx`, `CreateKey`, `CreateKeyEx`). The value is the
 * command line Windows runs at every logon: the place `reg add … /d` and
 * `New-ItemProperty` set (scheduled.ts `scheduledCommand`,
 * powershell-commands.ts), so lower.ts reads it as code that runs later.
 */
import { RUN_KEY } from '../ir/tables.ts';
import { constantText, type Call, type Node, type Word } from '../ir/types.ts';

/** The key-opening calls and the argument that names the key's path. */
const OPENS = /(?:^|\.)(?:OpenKey|OpenKeyEx|CreateKey|CreateKeyEx)$/;
/** The value-setting calls and the argument that holds the value. */
const SETS: Array<[RegExp, number]> = [
  [/(?:^|\.)SetValueEx$/, 4],
  [/(?:^|\.)SetValue$/, 3],
];

/** The command line a call sets as a Run value, as a word; undefined when it sets none. */
export function runValueOf(call: Call, nodes: readonly Node[]): Word | undefined {
  const callee = constantText(call.callee) ?? '';
  const set = SETS.find(([re]) => re.test(callee));
  const key = call.args[0]?.parts[0];
  if (!set || !key || !('ref' in key) || !('out' in key.ref)) return undefined;
  const id = key.ref.out;
  const opened = nodes.find((n): n is Call => n.kind === 'call' && n.id === id);
  const path = opened && OPENS.test(constantText(opened.callee) ?? '') ? constantText(opened.args[1] ?? { parts: [] }) : undefined;
  return path !== undefined && RUN_KEY.test(`/${path.replace(/\\/g, '/')}`) ? call.args[set[1]] : undefined;
}

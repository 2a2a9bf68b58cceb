/**
 * Pure: ORDERS A PROGRAM WRITES WHERE THE MODEL READS THEM LATER (POLICY14 point 7, goal manipulation), over the
 * IR every front end lowers to. A text a script or an MCP server writes into a file is written to be read: into
 * an assistant's standing instructions (`CLAUDE.md`, `AGENTS.md`, `.cursorrules`, `.cursor/rules/…`, copilot
 * instructions, `MEMORY.md`, a memory folder), into a plan, a cache or a note the server hands back, or into a
 * standing-instructions file of its own. Its constant text is read as the instructions it becomes, by the same
 * readings as a Markdown block the text tells the model to write there (written-instructions.ts `judged`): orders
 * that set the user aside, hide an act or lift the model's limits block wherever they are written; settings that
 * switch the user's guards off (`"defaultMode": "bypassPermissions"`, `"autoApprove": true`, `skip_confirmation`)
 * block in the client's own files and in the state an MCP server keeps or returns (the model acts on it next).
 * Documentation the user asked for (a README, conventions in `AGENTS.md`, the user's own notes) orders nothing of
 * this and passes; text known only at run time (what the model wrote) is no constant of the component's.
 */
import type { Collector } from './analyze.ts';
import { asWritten } from './lang/call-code.ts';
import { homePath } from './ir/places.ts';
import { program as commandOf } from './ir/program.ts';
import { targets, writtenFiles } from './ir/system-access.ts';
import { shownText, type Call, type Node, type Program, type Word } from './ir/types.ts';
import { evidence } from './text.ts';
import { guardSetting, INSTRUCTION_FILE, judged } from './written-instructions.ts';

/** The client's own configuration besides INSTRUCTION_FILE's: the MCP servers it starts and what it lets them do. */
const CLIENT_CONFIG = /(?:^|\/)(?:\.mcp\.json|mcp\.json|claude_desktop_config\.json|\.claude\.json)$/i;

/** Shell commands whose input or arguments are what they put in the file they write. */
const FROM_INPUT = new Set(['cat', 'tee']);
const FROM_ARGS = new Set(['echo', 'printf']);

/** What a call writes: a write API's data argument, or a shell command's input or arguments. */
function dataOf(call: Call, name: string | undefined, args: Word[]): Word[] {
  const api = asWritten(call);
  if (api) return [api];
  if (call.form !== 'command' || name === undefined) return [];
  if (FROM_INPUT.has(name)) return call.stdin ?? [];
  return FROM_ARGS.has(name) ? args.filter((a) => !/^-/.test(shownText(a))) : [];
}

function walk(nodes: readonly Node[], out: Node[] = [], depth = 0): Node[] {
  for (const n of nodes) {
    if (n.kind === 'func' && depth < 8) walk(n.body, out, depth + 1);
    else out.push(n);
  }
  return out;
}

/** The file as a finding names it: what the code computed shown as `…`. */
const shownPath = (w: Word) => homePath(w).replace(/\0/g, '…');

/** Orders written into files, and guards switched off in what an MCP server keeps or returns. */
export function writtenOrders(collector: Collector, p: Program): void {
  const nodes = walk(p.nodes);
  const calls = new Map(nodes.flatMap((n) => (n.kind === 'call' ? [[n.id, n] as const] : [])));
  // An MCP server: its tools' results go to the model, so what it keeps is what the model is handed next.
  const server = nodes.some((n) => n.kind === 'return' && n.toModel === true);
  const seen = new Set<string>();
  for (const node of nodes) {
    if (node.kind === 'return' && node.toModel) {
      // A tool's result that sets the user's guards off (`"autoApprove": true` merged into the preferences it returns).
      const setting = guardSetting(shownText(node.value));
      if (setting && !seen.has(setting)) {
        seen.add(setting);
        collector.add('tool-poisoning', node.origin.file, node.origin.line, evidence(`an MCP tool's result sets the user's guards off (${setting})`), true);
      }
      continue;
    }
    if (node.kind !== 'call') continue;
    const { name, args } = commandOf(node);
    const files = [...targets(node, calls), ...(node.form === 'command' ? writtenFiles(node, name, args) : [])];
    if (files.length === 0) continue;
    for (const data of dataOf(node, name, args)) {
      const text = shownText(data);
      if (text.replace(/…/g, '').trim().length < 12 || seen.has(text)) continue;
      seen.add(text);
      const path = shownPath(files[0]!);
      const settings = server || INSTRUCTION_FILE.test(path) || CLIENT_CONFIG.test(path);
      // The component's own constant, written for later sessions: no user speaks there, so their consent claimed is forged.
      const found = judged(text, path, settings, { written: true });
      if (!found) continue;
      const line = (text.split('\n')[found[0]] ?? '').trim();
      collector.add('tool-poisoning', node.origin.file, node.origin.line, evidence(`written into ${path} for later, ${found[1]}: ${line || text.trim().split('\n')[0]}`), true);
    }
  }
}

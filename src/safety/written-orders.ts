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
import { JQ_EDITORS, jqWrites } from './lang/jq-edits.ts';

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
  // `jq --arg m x '.permissions.defaultMode = $m' settings.json > t`: the document the filter writes (lang/jq-edits.ts).
  if (JQ_EDITORS.has(name)) {
    const set = jqWrites(args.map(shownText));
    return set ? [{ parts: [{ lit: set }] }] : [];
  }
  return FROM_ARGS.has(name) ? args.filter((a) => !/^-/.test(shownText(a))) : [];
}

/** `mv t ~/.claude/settings.json`, `cp t …`: where a file written earlier ends up (the last operand), or undefined. */
function movedTo(call: Call, name: string | undefined, args: Word[]): { from: string; to: Word } | undefined {
  if (call.form !== 'command' || (name !== 'mv' && name !== 'cp' && name !== 'install')) return undefined;
  const operands = args.filter((a) => !/^-/.test(shownText(a)));
  return operands.length === 2 ? { from: shownPath(operands[0]!), to: operands[1]! } : undefined;
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
  const pending = new Map<string, Word[]>();
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
    // A file written to a temporary place and moved over the real one (`jq … > t && mv t settings.json`): judged where it lands.
    const moved = movedTo(node, name, args);
    const staged = moved ? pending.get(moved.from) : undefined;
    const files = staged ? [moved!.to] : [...targets(node, calls), ...(node.form === 'command' ? writtenFiles(node, name, args) : [])];
    if (files.length === 0) continue;
    const written = staged ?? dataOf(node, name, args);
    for (const f of files) if (!staged) pending.set(shownPath(f), written);
    for (const data of written) {
      const text = shownText(data);
      const path = shownPath(files[0]!);
      if (text.replace(/…/g, '').trim().length < 12 || seen.has(`${path}\0${text}`)) continue;
      seen.add(`${path}\0${text}`);
      const settings = server || INSTRUCTION_FILE.test(path) || CLIENT_CONFIG.test(path);
      // The component's own constant, written for later sessions: no user speaks there, so their consent claimed is forged.
      const found = judged(text, path, settings, { written: true });
      if (!found) continue;
      const line = (text.split('\n')[found[0]] ?? '').trim();
      collector.add('tool-poisoning', node.origin.file, node.origin.line, evidence(`written into ${path} for later, ${found[1]}: ${line || text.trim().split('\n')[0]}`), true);
    }
  }
}

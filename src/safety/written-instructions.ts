/**
 * Pure: instructions written for later sessions. A fenced block that the Markdown the model acts on tells it
 * to write into a file an assistant loads as its instructions or settings (`CLAUDE.md`, `AGENTS.md`,
 * `.cursorrules`, `.cursor/rules/…`, `.github/copilot-instructions.md`, `SOUL.md`, `MEMORY.md`,
 * `.claude/settings.json`, a memory folder) is not an example: it is what every later session obeys, in this
 * project, whether or not the skill is still installed. So the block is read as the instructions it will be:
 * its prose by the same wording rules as the skill's own (concealment, leaks, the user's say skipped, orders
 * from elsewhere), its settings as settings (every tool allowed unscoped, `bypassPermissions`, the sandbox or
 * hooks off, approvals and confirmations switched off by any name), and guard settings written as
 * `key=value` in a comment (`confirm-writes=false`, `trust-level=full`). Coding conventions written there
 * (names, formatting, test commands) trip none of these.
 */
import type { Collector } from './analyze.ts';
import { poisoning, type Place } from './directives.ts';
import { grantsOf } from './settings.ts';
import { markdownPassages } from './wording.ts';
import { evidence } from './text.ts';
import type { Scan } from './units.ts';

/** Files an assistant loads as its standing instructions, memory or settings (at any depth, at home or in the project). */
export const INSTRUCTION_FILE =
  /(?:^|[\s`'"(/])((?:CLAUDE(?:\.local)?|AGENTS|GEMINI|SOUL|MEMORY)\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md|\.cursor\/rules\/[\w.-]+|\.claude\/[\w./-]+|\.codex\/[\w./-]+|memory\/[\w.-]+\.md)(?=$|[\s`'")]|:|\.(?:\s|$))/i;
/** A verb that puts the block into a file, or a heading that names the file the block is ("### File 2: `.cursor/rules/x.md`"). */
const WRITES = /\b(?:write|writes|create|creates|append|add|save|put|place|replace|update|overwrite|install|commit|paste|copy|store|merge|apply)\b|^#{1,6}\s/im;
/** How far above a block its introduction may be: the heading and paragraph before it. */
const INTRO_LINES = 8;

/** Guards configured off in words a rules file holds: `confirm-writes=false`, `trust-level=full`, `"autoApprove": true`. */
const GUARD_SETTING =
  /\b[\w-]*(?:confirm\w*|approv\w*|permission\w*|trust\w*|sandbox\w*|enforcement|safety|guard\w*|allow[-_]?all\w*|(?:skip|bypass|disable|ignore)[-_]?(?:\w*[-_])?(?:checks?|validation|verification|audit\w*|auth\w*|security|filter\w*)|content[-_]?filter\w*)[\w-]*\s*["']?\s*[=:]\s*["']?(?:false|off|disabled|none|permissive|full|unrestricted|all|true|log_only|allow)\b/gi;
/** Of those, the settings whose `true` is the guard off (auto-approval, skipping confirmation, every tool allowed); the rest are off when false/none/disabled. */
const ON_MEANS_OFF = /auto[-_]?approv|skip|allow[-_]?all|trust[-_]?all|no[-_]?confirm|bypass|disable|ignore|yolo|dangerous|unrestricted/i;

/** A block that writes the file itself: `write_file(".claude/settings.json", '''…''')`, `cat > CLAUDE.md <<EOF`, `tee -a AGENTS.md`. */
const WRITES_ITSELF = /\b(?:write_?file|edit_?file|writeFile|create_?file|append_?file)\s*\(|\bcat\s*>>?|\btee\b|>>?\s*\S/i;

/** The file a fenced block is written to, from its introduction or its own first line, if it is an assistant's instructions or settings. */
function targetOf(lines: string[], first: number, previousEnd: number): string | undefined {
  const own = lines[first] ?? '';
  const itself = INSTRUCTION_FILE.exec(own);
  if (itself && WRITES_ITSELF.test(own)) return itself[1];
  const from = Math.max(previousEnd, first - 1 - INTRO_LINES);
  const intro = lines.slice(from, first - 1);
  // The nearest line that names such a file, with a verb of writing or as a heading; nothing past the heading above.
  for (let i = intro.length - 1; i >= 0; i--) {
    const line = intro[i]!;
    const named = INSTRUCTION_FILE.exec(line);
    if (named && WRITES.test(line)) return named[1];
    if (/^#{1,6}\s/.test(line)) {
      // A heading that does not name the file: its section's paragraph said it, or nothing did.
      const said = intro.slice(i).find((l) => INSTRUCTION_FILE.test(l) && WRITES.test(l));
      return said ? INSTRUCTION_FILE.exec(said)![1] : undefined;
    }
  }
  return undefined;
}

function settingsOff(doc: unknown): string | undefined {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return undefined;
  const broad = grantsOf(doc as Record<string, unknown>).find((g) => g.broad);
  if (broad) return broad.text;
  const text = JSON.stringify(doc);
  if (/"sandbox"\s*:\s*\{[^{}]*"enabled"\s*:\s*false/.test(text) || /"disableAllHooks"\s*:\s*true/.test(text)) return 'the sandbox or hooks off';
  return guardSetting(text);
}

/** A guard setting written off (`"skip_confirmation": true`, `confirm-shell=false`). */
export function guardSetting(text: string): string | undefined {
  for (const m of text.matchAll(GUARD_SETTING)) {
    const value = /(\w+)\W*$/.exec(m[0])![1]!.toLowerCase();
    // The key alone says which way its switch goes (a value of `disabled` or `unrestricted` says nothing of that).
    const key = m[0].split(/[=:]/)[0]!;
    const onMeansOff = ON_MEANS_OFF.test(key);
    const widest = value === 'full' || value === 'unrestricted' || value === 'permissive';
    if (value === 'true' ? onMeansOff : value === 'allow' || value === 'all' ? onMeansOff || /permission|trust/i.test(key) : widest || !onMeansOff) return m[0];
  }
  return undefined;
}

/** The strings of a JSON document, at any depth. */
function strings(value: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 20 || out.length > 500) return out;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out, depth + 1);
  return out;
}

/**
 * What in a text written to `target` blocks, if anything: [line within the text, why]. `settings`: its settings
 * are read as an assistant's (a file the client loads; written-orders.ts passes false for a program's other files).
 */
export function judged(body: string, target: string, settings = true, place: Place = {}): [number, string] | undefined {
  const lineOf = (at: number) => body.slice(0, at).split('\n').length - 1;
  if (/\.json$/i.test(target) || /^\s*\{/.test(body)) {
    try {
      const doc: unknown = JSON.parse(body);
      const off = settings ? settingsOff(doc) : undefined;
      if (off) return [Math.max(0, body.split('\n').findIndex((l) => l.includes(off.split(' ').pop()!.slice(0, 12)))), `settings written that switch the client's guards off (${off})`];
      for (const value of strings(doc)) {
        const hit = poisoning(value, place);
        if (hit && !hit.aboutAttacks && !hit.weak) return [Math.max(0, body.split('\n').findIndex((l) => l.includes(value.slice(0, 30)))), hit.reason];
      }
      return undefined;
    } catch {
      // not JSON: read as text
    }
  }
  const setting = settings ? guardSetting(body) : undefined;
  if (setting) return [lineOf(body.indexOf(setting)), `guards configured off (${setting})`];
  for (const [offset, passage, introduction] of markdownPassages(body, () => false)) {
    if (introduction !== undefined) continue;
    const hit = poisoning(passage, place);
    if (hit && !hit.aboutAttacks && !hit.weak) return [lineOf(offset + hit.index), hit.reason];
  }
  return undefined;
}

/** Blocks written into an assistant's standing instructions or settings, judged as those instructions. */
export function writtenInstructionFindings(scan: Scan, collector: Collector): void {
  for (const md of scan.markdown) {
    if (!md.readByModel || md.fences.length === 0 || !INSTRUCTION_FILE.test(md.text)) continue;
    const lines = md.text.split('\n');
    let previousEnd = md.bodyLine - 1;
    for (const [first, last] of md.fences) {
      const target = targetOf(lines, first, previousEnd);
      previousEnd = last;
      if (!target) continue;
      const body = lines.slice(first, last - 1).join('\n');
      const found = judged(body, target);
      if (!found) continue;
      const line = first + 1 + found[0];
      collector.add('tool-poisoning', md.file, line, evidence(`written into ${target} for later sessions, ${found[1]}: ${(lines[line - 1] ?? '').trim()}`), true);
    }
  }
}

/**
 * `npm run bench -- usage-line-parse`: what reading a counted assistant line costs the
 * usage scan (src/ledger/scan-file.ts) with V8's `JSON.parse` of the whole line, against
 * an exact walk over the line's bytes that builds only the fields the ledger reads
 * (bench/pruned-json.ts, an experiment the product does not use), and against that walk
 * alone (checking the JSON, building nothing): the floor of any such walk in JavaScript.
 *
 * The lines are those the usage scan parses (every line holding `"usage"`) of the
 * generated corpus in issue 39's shape (USAGE_LINE_BENCH_MB, default 256; kept in
 * FIRST_RUN_BENCH_KEEP when set), read into one buffer. Before timing, every line and a
 * list of hostile lines are read both ways and must agree (the walk gives up or gives what
 * JSON.parse gives at every field it names): the bench fails otherwise. CPU time of the
 * process (user + system: V8's GC threads included), alternating rounds
 * (USAGE_LINE_BENCH_ROUNDS, default 5). Results: bench/.work/usage-line-parse-results.json.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCorpus } from './transcript-corpus.ts';
import { ROOT, median, r2 } from './cli-under-test.ts';
import { KEEP, KIND, prunedParser, isJsonValue, type Rule, type Shape } from './pruned-json.ts';
import { isAssistantLine } from '../src/ledger/assistant-line.ts';

const MB = Number(process.env.USAGE_LINE_BENCH_MB ?? 256);
const ROUNDS = Number(process.env.USAGE_LINE_BENCH_ROUNDS ?? 5);
const KEEP_DIR = process.env.FIRST_RUN_BENCH_KEEP || '';

/** What the usage scan reads of an assistant line: the fields `isAssistantLine` checks (their kind), and the values the ledger's columns keep. */
const USAGE: Shape = { input_tokens: KEEP, output_tokens: KEEP, cache_creation_input_tokens: KEEP, cache_read_input_tokens: KEEP, cache_creation: { ephemeral_5m_input_tokens: KEEP, ephemeral_1h_input_tokens: KEEP } };
const LINE: Shape = {
  type: { is: 'assistant' },
  uuid: KEEP,
  timestamp: KEEP,
  requestId: KEEP,
  requestSessionId: KEEP,
  cwd: KEEP,
  parentUuid: KIND,
  sessionId: KIND,
  agentId: KIND,
  version: KIND,
  gitBranch: KIND,
  isSidechain: KEEP,
  isMeta: KEEP,
  isApiErrorMessage: KEEP,
  message: { id: KEEP, model: KEEP, stop_reason: KIND, content: KIND, usage: USAGE },
};
const readLine = prunedParser(LINE);

/** Hostile lines (each followed by a newline in the buffer, as the scan's lines are). */
const HOSTILE: string[] = [
  String.raw`{"type":"assistant","message":{"id":"m1","model":"x","content":[{"type":"tool_use","input":{"usage":{"input_tokens":999}}}],"usage":{"input_tokens":1,"output_tokens":2}}}`,
  String.raw`{"type":"assistant","message":{"id":"m1","content":[{"type":"text","text":"\"usage\":{\"input_tokens\":5}"}],"usage":{"input_tokens":1,"output_tokens":2}}}`,
  String.raw`{"message":{"usage":{"output_tokens":2,"input_tokens":1},"content":"x","model":"m","id":"i"},"timestamp":"t","type":"assistant"}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1}},"message":{"id":"b","content":[],"usage":{"output_tokens":7}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1,"output_tokens":9}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1},"usage":null}}`,
  String.raw`{"type":"assistant","message":{"id":"a\"b\\c\u00e9\ud83d\ude00","content":[],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"us\u0061ge":{"output_tokens":1}}}`,
  String.raw`{"type":"assist\u0061nt","message":{"id":"a","content":[],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":["x\y"],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":["\u12"],"usage":{"output_tokens":1}}}`,
  '{"type":"assistant","message":{"id":"a","content":["tab\there"],"usage":{"output_tokens":1}}}',
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":01}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1.}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":-}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":+1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1e}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1e400}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":12345678901234567890,"input_tokens":-0,"cache_read_input_tokens":2.5e3}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[1,2,],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[{"a":1,}],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1}}}x`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[{"type":"text","text":"cut mid-wr{"type":"assistant","message":{"id":"b","content":[],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[truee],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[nul],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","__proto__":{"isSidechain":true},"message":{"id":"a","content":[],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":"text","isSidechain":true}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":{},"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","uuid":{"a":1},"message":{"id":"a","content":[],"usage":{"output_tokens":1}}}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":[1]}}`,
  String.raw`{"type":"user","message":{"content":[]},"toolUseResult":{"usage":{"input_tokens":5}}}`,
  String.raw`  {"type" : "assistant" , "message" : { "id" : "a" , "content" : "x" , "usage" : { "output_tokens" : 3 } } }  `,
  '{"type":"assistant","cwd":"/home/\u00e9l\u00e8ve/\u6f22\u5b57","message":{"id":"a","content":[],"usage":{"output_tokens":1}}}',
  String.raw`[{"type":"assistant"}]`,
  String.raw`{}`,
  String.raw`{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1}},"":"empty key","\"":1}`,
];

type Json = Record<string, unknown>;
const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isPlainObject = (v: unknown): v is Json => kind(v) === 'object';

/** Whether `pruned` holds, at every field `shape` names, what `full` holds (the value, or its kind), and nothing else. */
function agrees(shape: Shape, pruned: Json, full: Json): boolean {
  for (const k of Object.keys(pruned)) if (!(k in shape)) return false;
  for (const [k, rule] of Object.entries(shape) as Array<[string, Rule]>) {
    const has = Object.hasOwn(full, k);
    if (has !== Object.hasOwn(pruned, k)) return false;
    if (!has) continue;
    const p = pruned[k];
    const f = full[k];
    if (rule === KEEP || (typeof rule === 'object' && 'is' in rule)) {
      if (!Object.is(p, f)) return false;
    } else if (rule === KIND) {
      if (kind(p) !== kind(f) || (kind(f) !== 'string' && kind(f) !== 'object' && kind(f) !== 'array' && !Object.is(p, f))) return false;
    } else if (isPlainObject(f)) {
      if (!isPlainObject(p) || !agrees(rule as Shape, p, f)) return false;
    } else if (kind(p) !== kind(f) || (kind(f) !== 'string' && kind(f) !== 'array' && !Object.is(p, f))) return false;
  }
  return true;
}

/** Reads each line [start, end) of `b` both ways; the counts of lines read by the walk and given up, or throws on a disagreement. */
function check(b: Buffer, lines: Int32Array, label: string): { read: number; givenUp: number } {
  let read = 0;
  let givenUp = 0;
  for (let i = 0; i < lines.length; i += 2) {
    const text = b.toString('utf8', lines[i], lines[i + 1]);
    let full: unknown;
    try {
      full = JSON.parse(text);
    } catch {
      full = undefined;
    }
    const pruned = readLine(b, lines[i]!, lines[i + 1]!);
    if (pruned === null) {
      givenUp++;
      continue;
    }
    read++;
    if (!isPlainObject(full) || !agrees(LINE, pruned, full) || isAssistantLine(pruned) !== isAssistantLine(full)) throw new Error(`${label}: the walk and JSON.parse disagree on ${text.slice(0, 300)}\n${JSON.stringify(pruned)}`);
  }
  return { read, givenUp };
}

/** The lines holding `"usage"` of every file under `dir`, into one buffer (each followed by its newline). */
async function usageLines(dir: string): Promise<{ b: Buffer; lines: Int32Array }> {
  const parts: Buffer[] = [];
  const walk = async (d: string): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.name.endsWith('.jsonl')) {
        const f = await readFile(p);
        for (let s = 0, nl = f.indexOf(10); nl !== -1; s = nl + 1, nl = f.indexOf(10, s)) {
          const line = f.subarray(s, nl);
          if (line.includes('"usage"')) parts.push(line, Buffer.from('\n'));
        }
      }
    }
  };
  await walk(dir);
  return split(Buffer.concat(parts));
}

function split(b: Buffer): { b: Buffer; lines: Int32Array } {
  const at: number[] = [];
  for (let s = 0, nl = b.indexOf(10); nl !== -1; s = nl + 1, nl = b.indexOf(10, s)) at.push(s, nl > s && b[nl - 1] === 13 ? nl - 1 : nl);
  return { b, lines: Int32Array.from(at) };
}

const cpuMs = (fn: () => number): { ms: number; sum: number } => {
  const t0 = process.cpuUsage();
  const sum = fn();
  const c = process.cpuUsage(t0);
  return { ms: Math.round((c.user + c.system) / 1000), sum };
};

const work = await mkdtemp(join(tmpdir(), 'toolshed-usage-line-parse-'));
try {
  const corpus = await benchCorpus(MB, KEEP_DIR, work);
  const { b, lines } = await usageLines(join(corpus.dir, 'projects'));
  // Beside the text lines: invalid UTF-8 in a kept string and in a skipped one (a sequence cut by the closing quote), nesting deeper than the walk follows, CRLF.
  const bytes = (...p: Array<string | number[]>) => Buffer.concat(p.map((x) => (typeof x === 'string' ? Buffer.from(x) : Buffer.from(x))));
  const hostile = split(
    Buffer.concat([
      Buffer.from(HOSTILE.join('\n') + '\n'),
      bytes('{"type":"assistant","uuid":"u', [0xff, 0xfe, 0xc3], '","message":{"id":"i', [0xe2, 0x82], '","content":["', [0xf0, 0x9f], '"],"usage":{"output_tokens":4}}}\n'),
      bytes('{"type":"assistant","message":{"id":"a","content":', '['.repeat(600), ']'.repeat(600), ',"usage":{"output_tokens":1}}}\n'),
      bytes('{"type":"assistant","message":{"id":"a","content":[],"usage":{"output_tokens":1}}}\r\n'),
    ]),
  );
  const checked = check(b, lines, 'corpus');
  const checkedHostile = check(hostile.b, hostile.lines, 'hostile');
  console.log(`${lines.length / 2} lines holding "usage", ${Math.round(b.length / 1048576)} MB; the walk read ${checked.read} of them as JSON.parse does and gave up on ${checked.givenUp}; hostile: ${checkedHostile.read} read alike, ${checkedHostile.givenUp} given up`);

  const n = lines.length;
  // Each way ends with what the ledger's columns read: the output count of a valid line.
  const output = (o: Json | null): number => (o && isAssistantLine(o) ? ((o.message as Json).usage as Json | null)?.output_tokens as number : 0) || 0;
  const ways: Record<string, () => number> = {
    'JSON.parse': () => {
      let s = 0;
      for (let i = 0; i < n; i += 2) s += output(JSON.parse(b.toString('utf8', lines[i], lines[i + 1])) as Json);
      return s;
    },
    walk: () => {
      let s = 0;
      for (let i = 0; i < n; i += 2) s += output(readLine(b, lines[i]!, lines[i + 1]!) ?? (JSON.parse(b.toString('utf8', lines[i], lines[i + 1])) as Json));
      return s;
    },
    'walk, nothing built': () => {
      let s = 0;
      for (let i = 0; i < n; i += 2) s += isJsonValue(b, lines[i]!, lines[i + 1]!) ? 1 : 0;
      return s;
    },
  };
  const runs: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((k) => [k, []]));
  const loads: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? Object.keys(ways) : Object.keys(ways).reverse();
    const sums: Record<string, number> = {};
    for (const k of order) {
      const { ms, sum } = cpuMs(ways[k]!);
      runs[k]!.push(ms);
      sums[k] = sum;
    }
    if (sums['JSON.parse'] !== sums.walk) throw new Error(`the two ways summed different outputs: ${sums['JSON.parse']} against ${sums.walk}`);
    loads.push(r2(loadavg()[0]!));
    console.log(`round ${r + 1} (load ${loads.at(-1)}): ${order.map((k) => `${k} ${runs[k]!.at(-1)} ms`).join(', ')}`);
  }
  const summary = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, { medianCpuMs: median(v), runs: v }]));
  const ratio = r2(median(runs.walk!) / median(runs['JSON.parse']!));
  console.table(Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, v.medianCpuMs])));
  console.log(`the walk costs ${ratio}x what JSON.parse does (median CPU)`);
  await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
  await writeFile(join(ROOT, 'bench', '.work', 'usage-line-parse-results.json'), JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, corpusMb: MB, lines: n / 2, bytes: b.length, checked, checkedHostile, loads, summary, walkVsJsonParse: ratio }, null, 2));
} finally {
  await rm(work, { recursive: true, force: true });
}

/**
 * The scan behind `toolshed usage`: every transcript file is read by worker threads (one
 * per core, largest files first) that parse only the lines able to carry usage
 * (scan-file.ts); then, in the index's file order, each counted line goes into the
 * shared `Ledger` (one dedup rule: message id + request id, largest output) and each
 * file's title and working directory into its session. The report is then the same pure
 * `buildUsageReport` as before, so the figures are the index's.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { Ledger } from '../transcripts/accounting.ts';
import { usageOwner } from '../transcripts/entry-classifier.ts';
import type { AssistantLine } from '../transcripts/schemas.ts';
import type { Logger } from '../transcripts/index.ts';
import { usageFiles, type UsageFile } from './files.ts';
import { scanFile, STRINGS_PER_LINE, NUMBERS_PER_LINE, type FileScan } from './scan-file.ts';
import type { SessionInfo } from './report.ts';
import type { ScanTask } from './scan-worker.ts';

/** Below this many bytes in all, starting workers costs more than it saves. */
const WORKER_THRESHOLD_BYTES = 96 * 1024 * 1024;

export interface UsageScan {
  ledger: Ledger;
  /** Sessions with a main file, as the index lists them. */
  sessions: Map<string, SessionInfo>;
  malformedLines: number;
  warnings: string[];
}

/**
 * A worker's young generation (V8 grows it to 48 MB by default). Parsed lines die young;
 * a small one collects them before they are promoted: about 30 MB less peak memory at
 * 1 GB (365 → 337 MB with two workers), same CPU.
 */
const YOUNG_GENERATION_MB = 6;

type Outcome = { scan: FileScan } | { error: string };

const WORKER_URL = new URL(`./scan-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * The order files are handed out: the few very large ones first (so that none finishes
 * alone at the end), then reading order, so that results arrive about in the order they
 * are folded and the main thread folds while the workers read.
 */
function dispatchOrder(files: UsageFile[], threads: number): number[] {
  const total = files.reduce((s, f) => s + f.size, 0);
  const large = (f: UsageFile) => f.size > total / (threads * 8);
  const order = files.map((_, i) => i);
  return [...order.filter((i) => large(files[i]!)), ...order.filter((i) => !large(files[i]!))];
}

/** Scans every file, calling `onResult` as each one is done (in any order). */
async function scanAll(files: UsageFile[], threads: number, wanted: { titles: boolean; malformed: boolean }, onResult: (i: number, o: Outcome) => void): Promise<void> {
  const queue = dispatchOrder(files, threads);
  if (threads <= 1) {
    for (const i of queue) {
      const f = files[i]!;
      try {
        onResult(i, { scan: await scanFile(f.path, f.size, { main: f.kind === 'main', ...wanted }) });
      } catch (err) {
        onResult(i, { error: (err as NodeJS.ErrnoException).code ?? (err as Error).message });
      }
    }
    return;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(WORKER_URL, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      return new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        // Two files in flight per worker: it never waits for the main thread between files.
        const feed = () => {
          while (inFlight < 2 && next < queue.length) {
            const i = queue[next++]!;
            const f = files[i]!;
            inFlight++;
            worker.postMessage({ index: i, path: f.path, size: f.size, main: f.kind === 'main', ...wanted } satisfies ScanTask);
          }
          if (inFlight === 0) resolve();
        };
        worker.on('message', (reply: { index: number } & Outcome) => {
          inFlight--;
          feed();
          onResult(reply.index, reply);
        });
        worker.once('error', reject);
        feed();
      }).finally(() => worker.terminate());
    }),
  );
}

/** An assistant line carrying exactly what the ledger reads, rebuilt from a worker's columns. */
function ledgerLine(s: Array<string | null>, n: Float64Array, i: number): AssistantLine {
  const o = i * NUMBERS_PER_LINE;
  const [w5, w1] = [n[o + 4]!, n[o + 5]!];
  const j = i * STRINGS_PER_LINE;
  return {
    type: 'assistant',
    message: {
      id: s[j],
      model: s[j + 3],
      content: [],
      usage: { input_tokens: n[o + 2], output_tokens: n[o + 3], cache_creation_input_tokens: w5 + w1, cache_read_input_tokens: n[o + 6], cache_creation: { ephemeral_5m_input_tokens: w5, ephemeral_1h_input_tokens: w1 } },
    },
    requestId: s[j + 1],
    requestSessionId: s[j + 5],
    uuid: s[j + 2],
    timestamp: s[j + 4],
    isSidechain: n[o + 1] === 1,
  } as AssistantLine;
}

export async function scanUsage(o: { projectsDir: string; log?: Logger; threads?: number; /** Read session titles (session reports). */ titles?: boolean; /** Count malformed lines (table output). */ malformed?: boolean }): Promise<UsageScan> {
  const { files, warnings } = await usageFiles(o.projectsDir);
  for (const w of warnings) o.log?.('warn', w);
  const bytes = files.reduce((s, f) => s + f.size, 0);
  const threads = o.threads ?? (bytes < WORKER_THRESHOLD_BYTES ? 1 : Math.min(availableParallelism(), files.length));
  const ledger = new Ledger();
  const records = new Map<string, { info: SessionInfo | null; cwd: string | null; customTitle: string | null; summaryTitle: string | null; firstPrompt: string | null }>();
  let malformedLines = 0;
  /** Folds one file's findings; files must come in reading order. */
  const fold = (f: UsageFile, r: Outcome) => {
    let rec = records.get(f.sessionId);
    if (!rec) records.set(f.sessionId, (rec = { info: null, cwd: null, customTitle: null, summaryTitle: null, firstPrompt: null }));
    if (f.kind === 'main') rec.info = { id: f.sessionId, project: '', workingDirectory: null, projectDir: f.projectDir, title: null };
    if ('error' in r) {
      const msg = `skipped ${f.path}: ${r.error}`;
      warnings.push(msg);
      o.log?.('warn', msg);
      return;
    }
    const { scan } = r;
    malformedLines += scan.malformed;
    if (scan.customTitle !== null) rec.customTitle = scan.customTitle;
    if (scan.summaryTitle !== null) rec.summaryTitle = scan.summaryTitle;
    rec.cwd ??= scan.cwd;
    rec.firstPrompt ??= scan.firstPrompt;
    const count = scan.numbers.length / NUMBERS_PER_LINE;
    for (let k = 0; k < count; k++) {
      const line = ledgerLine(scan.strings, scan.numbers, k);
      // The index's rule: a forked copy's usage goes to the session it was sent from.
      ledger.add(usageOwner(line, f.sessionId), line, `${f.path}:${scan.numbers[k * NUMBERS_PER_LINE]}`);
    }
  };
  // Results arrive in any order; each is folded as soon as every file before it is.
  const waiting = new Map<number, Outcome>();
  let folded = 0;
  await scanAll(files, threads, { titles: o.titles ?? true, malformed: o.malformed ?? true }, (i, r) => {
    waiting.set(i, r);
    for (let w = waiting.get(folded); w !== undefined; w = waiting.get(folded)) {
      waiting.delete(folded);
      fold(files[folded]!, w);
      folded++;
    }
  });
  const sessions = new Map<string, SessionInfo>();
  for (const [id, rec] of records) {
    if (!rec.info) continue; // no main file: hidden, as in the monitor and the dashboard
    const project = rec.cwd ? basename(rec.cwd) || rec.cwd : rec.info.projectDir;
    sessions.set(id, { ...rec.info, project, workingDirectory: rec.cwd, title: rec.customTitle ?? rec.summaryTitle ?? rec.firstPrompt });
  }
  return { ledger, sessions, malformedLines, warnings };
}

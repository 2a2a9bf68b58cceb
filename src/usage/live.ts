/**
 * `--live`: a frame redrawn in place in a terminal until Ctrl-C. The terminal's
 * alternate screen holds the frames (what was on screen before comes back at the end),
 * the cursor is hidden while it runs, and each line is rewritten and cleared to its
 * end instead of clearing the whole screen (no flicker). On the signal, the screen and
 * the cursor are restored and the last frame is printed once, so it stays readable.
 */
export interface LiveOptions {
  /** The next frame's text. */
  draw: () => Promise<string>;
  write: (text: string) => void;
  intervalMs: number;
  /** Resolves when the view must end (Ctrl-C). */
  until: Promise<unknown>;
  /** Timers (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

const ESC = '\x1b[';

/** The frame as terminal output: from the top-left corner, each line cleared to its end, the rest of the screen cleared. */
export function frameOutput(frame: string): string {
  return `${ESC}H${frame.replace(/\n?$/, '').split('\n').map((l) => `${l}${ESC}K`).join('\n')}\n${ESC}J`;
}

export async function runLive(o: LiveOptions): Promise<void> {
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))); // a kept timer: it is what keeps the view alive
  let stopped = false;
  void o.until.then(() => (stopped = true));
  let last = '';
  o.write(`${ESC}?1049h${ESC}?25l`);
  try {
    while (!stopped) {
      last = await o.draw();
      if (stopped) break;
      o.write(frameOutput(last));
      await Promise.race([sleep(o.intervalMs), o.until]);
    }
  } finally {
    o.write(`${ESC}?1049l${ESC}?25h`);
    if (last) o.write(last.endsWith('\n') ? last : `${last}\n`);
  }
}

import { describe, it, expect } from 'vitest';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TranscriptIndex } from '../../src/transcripts/index.ts';
import type { IndexEvent } from '../../src/transcripts/index-events.ts';
import { watchTranscripts } from '../../src/transcripts/watcher.ts';
import { tempDir } from '../helpers/paths.ts';

const line = (id: string, text: string) => `${JSON.stringify({ type: 'user', uuid: `${id}-${text}`, sessionId: id, cwd: '/w', timestamp: new Date().toISOString(), message: { role: 'user', content: text } })}\n`;

function nextEvent(index: TranscriptIndex, pred: (e: IndexEvent) => boolean): Promise<IndexEvent> {
  return new Promise((resolve) => {
    const off = index.onEvent((e) => {
      if (pred(e)) {
        off();
        resolve(e);
      }
    });
  });
}

describe('watchTranscripts', () => {
  it('falls back to periodic rescans when file watching is unavailable', async () => {
    const t = await tempDir('watch-');
    try {
      const projects = join(t.path, 'projects');
      await mkdir(join(projects, 'p'), { recursive: true });
      const file = join(projects, 'p', 's1.jsonl');
      await writeFile(file, line('s1', 'first'));
      const index = new TranscriptIndex({ projectsDir: projects, contentIndex: false });
      await index.scan();
      const w = watchTranscripts(index, {
        rescanMs: 100,
        watch: (() => {
          throw Object.assign(new Error('not supported'), { code: 'ENOSYS' });
        }) as never,
      });
      try {
        expect(w.watching).toBe(false);
        const ev = nextEvent(index, (e) => e.type === 'conversation_updated');
        await appendFile(file, line('s1', 'second'));
        const e = await ev;
        expect(e.type === 'conversation_updated' && e.added.map((m) => m.blocks[0])).toEqual([{ type: 'text', text: 'second' }]);
        const added = nextEvent(index, (e) => e.type === 'conversation_added');
        await mkdir(join(projects, 'q'));
        await writeFile(join(projects, 'q', 's2.jsonl'), line('s2', 'hello'));
        expect(await added).toEqual({ type: 'conversation_added', id: 's2' });
      } finally {
        w.close();
      }
    } finally {
      await t.cleanup();
    }
  });

  it('starts watching once projects/ appears', async () => {
    const t = await tempDir('watch-late-');
    try {
      const projects = join(t.path, 'projects');
      const index = new TranscriptIndex({ projectsDir: projects, contentIndex: false });
      const report = await index.scan();
      expect(report.conversations).toBe(0);
      expect(report.warnings[0]).toMatch(/cannot read/);
      const w = watchTranscripts(index, { rescanMs: 100 });
      try {
        const added = nextEvent(index, (e) => e.type === 'conversation_added');
        await mkdir(join(projects, 'p'), { recursive: true });
        await writeFile(join(projects, 'p', 'late.jsonl'), line('late', 'hi'));
        expect(await added).toEqual({ type: 'conversation_added', id: 'late' });
      } finally {
        w.close();
      }
    } finally {
      await t.cleanup();
    }
  });
});

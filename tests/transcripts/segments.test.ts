import { describe, it, expect } from 'vitest';
import { mkdir, writeFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TranscriptIndex, searchConversations } from '../../src/transcripts/index.ts';
import { tempDir } from '../helpers/paths.ts';

const user = (i: number, text: string) => JSON.stringify({ type: 'user', uuid: `u${i}`, sessionId: 'big', cwd: '/b', timestamp: '2025-01-01T00:00:00Z', message: { role: 'user', content: text } });

describe('content search over a multi-segment transcript', () => {
  it('finds terms in any segment, including appended lines, and nothing else', async () => {
    const t = await tempDir('segments-');
    try {
      const dir = join(t.path, 'projects', 'p');
      await mkdir(dir, { recursive: true });
      const lines: string[] = [];
      // ~3 MB of filler with distinct hex so filters see many 4-grams.
      for (let i = 0; i < 3000; i++) lines.push(user(i, `${'filler text '.repeat(60)} ${i.toString(16).padStart(8, '0')}`));
      lines.splice(1500, 0, user(99_999, 'the middle mentions a narwhal'));
      lines.push(user(100_000, 'the end mentions an axolotl'));
      const file = join(dir, 'big.jsonl');
      await writeFile(file, `${lines.join('\n')}\n`);
      await writeFile(join(dir, 'small.jsonl'), `${JSON.stringify({ type: 'user', uuid: 's1', sessionId: 'small', cwd: '/s', timestamp: '2025-01-01T00:00:00Z', message: { role: 'user', content: 'nothing special' } })}\n`);
      const index = new TranscriptIndex({ projectsDir: join(t.path, 'projects') });
      await index.scan();
      await index.contentIndexReady();
      expect(index.filters.bytes).toBeGreaterThan(0);
      const ids = async (q: string) => (await searchConversations(index, { contentSearch: q })).map((r) => r.id).sort();
      expect(await ids('narwhal')).toEqual(['big']);
      expect(await ids('AXOLOTL')).toEqual(['big']);
      expect(await ids('narwhal axolotl')).toEqual(['big']);
      expect(await ids('"mentions a narwhal"')).toEqual(['big']);
      expect(await ids('00000bb8')).toEqual([]); // 3000 = 0xbb8 is past the last filler line
      expect(await ids('00000bb7')).toEqual(['big']);
      expect(await ids('special')).toEqual(['small']);
      expect(await ids('narwhal special')).toEqual([]);
      expect(await ids('pangolin')).toEqual([]);
      await appendFile(file, `${user(100_001, 'a late pangolin')}\n`);
      await index.updatePath(file);
      expect(await ids('pangolin')).toEqual(['big']);
    } finally {
      await t.cleanup();
    }
  });
});

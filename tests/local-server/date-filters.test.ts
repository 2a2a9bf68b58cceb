/**
 * The monitor's search refuses days that do not exist (issue 17): `2026-02-30` used to
 * pass because Date.parse rolls it over to March 2. Over HTTP, with the field named.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startTranscriptService, type TranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer, type MonitorServer } from '../../src/monitor/server.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';
import { http } from '../monitor/helpers.ts';

let cleanup: () => Promise<void>;
let service: TranscriptService;
let monitor: MonitorServer;
beforeAll(async () => {
  const t = await tempDir('date-filters-');
  cleanup = t.cleanup;
  const corpus = await writeMessyCorpus(t.path);
  service = await startTranscriptService({ projectsDir: corpus.projectsDir, contentIndex: false });
  monitor = await startMonitorServer({ service, port: 0 });
});
afterAll(async () => {
  await monitor?.close();
  service?.close();
  await cleanup?.();
});

const search = (body: unknown) => http(monitor.port, 'POST', '/api/search', { body: JSON.stringify(body) });

describe('POST /api/search date filters', () => {
  it.each(['2026-02-30', '2026-02-29', '2025-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-05', 'yesterday'])('refuses dateFrom and dateTo "%s" with a 400 naming the field', async (day) => {
    for (const field of ['dateFrom', 'dateTo']) {
      const r = await search({ [field]: day });
      expect(r.status).toBe(400);
      expect(r.json().error).toBe('bad_request');
      expect(r.json().message).toContain(field);
      expect(r.json().details).toEqual([expect.objectContaining({ path: field })]);
    }
  });

  it('accepts real days, leap days included, and empty strings', async () => {
    for (const body of [{ dateFrom: '2024-02-29', dateTo: '2026-12-31' }, { dateFrom: '', dateTo: '' }, { dateFrom: '2026-02-28' }]) {
      const r = await search(body);
      expect(r.status).toBe(200);
    }
  });
});

import { z } from 'zod';
import { parseSettings } from '../settings.ts';

const RebuildSettingsSchema = z.object({
  /** A Netlify build hook; it is a secret (anyone holding it can trigger builds), so it is never logged. */
  BUILD_HOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
});
export type RebuildSettings = z.infer<typeof RebuildSettingsSchema>;

export function readRebuildSettings(env: Record<string, string | undefined> = process.env): RebuildSettings {
  return parseSettings(RebuildSettingsSchema, env);
}

export type RebuildOutcome =
  | { triggered: false; reason: string }
  | { triggered: true; status: number };

/**
 * POST the build hook so a fresh build reads the latest download counts.
 * Without a hook this is a logged no-op; a failing hook is reported, not thrown.
 */
export async function triggerRebuild(
  settings: RebuildSettings,
  deps: { fetch?: typeof fetch; log?: (line: string) => void; timeoutMs?: number } = {},
): Promise<RebuildOutcome> {
  const log = deps.log ?? ((line: string) => console.log(line));
  if (!settings.BUILD_HOOK_URL) {
    const reason = 'BUILD_HOOK_URL is not set; skipping the daily catalog rebuild (set it to a Netlify build hook to refresh download counts)';
    log(`[catalog-rebuild] ${reason}`);
    return { triggered: false, reason };
  }
  try {
    const response = await (deps.fetch ?? fetch)(settings.BUILD_HOOK_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ trigger_title: 'Daily catalog rebuild (download counts)' }),
      signal: AbortSignal.timeout(deps.timeoutMs ?? 8000),
    });
    await response.body?.cancel();
    if (!response.ok) {
      const reason = `the build hook answered ${response.status}`;
      log(`[catalog-rebuild] ${reason}`);
      return { triggered: false, reason };
    }
    log(`[catalog-rebuild] build hook accepted (${response.status})`);
    return { triggered: true, status: response.status };
  } catch (error) {
    const reason = `the build hook could not be reached: ${error instanceof Error ? error.name : 'error'}`;
    log(`[catalog-rebuild] ${reason}`);
    return { triggered: false, reason };
  }
}

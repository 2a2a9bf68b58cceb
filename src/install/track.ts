/**
 * The download count after an install (spec 1, rule 7): one POST per
 * component, at most `limitMs`, and whatever happens it only produces a line
 * for --verbose, never an error.
 */
import type { Verified } from './plan.ts';
import { catalogUrl } from './address.ts';

const TRACK_PATH = '/api/track-download-store';
const TRACK_LIMIT_MS = 2000;

function trackingBody(c: Verified, cliVersion: string): { type: string; name: string; path: string; category: string; cliVersion: string } {
  return { type: c.kind.singular, name: c.name, path: c.catalogPath ?? `${c.category}/${c.name}`, category: c.category, cliVersion };
}

/** `cliVersion` comes from the shell (src/cli/version.ts): the installer's core reads no files of its own. */
export async function trackDownload(site: string, component: Verified, cliVersion: string, fetchFn: typeof fetch, limitMs = TRACK_LIMIT_MS): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limitMs);
  try {
    const response = await fetchFn(catalogUrl(new URL(site), TRACK_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `toolshed-cli/${cliVersion}` },
      body: JSON.stringify(trackingBody(component, cliVersion)),
      signal: controller.signal,
    });
    const text = (await response.text()).slice(0, 200);
    return `tracking ${component.kind.singular} ${component.category}/${component.name}: HTTP ${response.status}${response.ok ? '' : ` ${text}`}`;
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${limitMs} ms` : ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message);
    return `tracking ${component.kind.singular} ${component.category}/${component.name} skipped: ${reason}`;
  } finally {
    clearTimeout(timer);
  }
}

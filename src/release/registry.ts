import { z } from 'zod';
import { fetchWithDeadline, readTextLimited, UpstreamError, type Fetch } from './fetching.ts';
import { encodePackageName } from './links.ts';

const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The registry's latest-version document; only the fields we use, others pass. */
const LatestDocument = z.looseObject({
  version: z.string().max(20, 'version is longer than 20 characters').regex(VERSION_PATTERN, 'not a semantic version'),
});

/** The package document's `time` map: version → publish time, in whatever date form the registry wrote. */
const PackageDocument = z.looseObject({
  'dist-tags': z.looseObject({ latest: z.string().optional() }).optional(),
  time: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Dates as registries and mirrors write them: ISO 8601 with or without zone,
 * `2025-01-02 10:00:00`, epoch seconds or milliseconds. Undefined when unusable.
 */
export function parseLenientDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) {
    return new Date(value < 1e11 ? value * 1000 : value);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  if (/^\d{9,13}$/.test(text)) return parseLenientDate(Number(text));
  let normalized = text.replace(/^(\d{4}-\d{2}-\d{2})[ ](\d)/, '$1T$2');
  // A date-time without a zone is taken as UTC, not the server's local time.
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(normalized)) normalized += 'Z';
  const ms = Date.parse(normalized);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

class RegistryStatusError extends UpstreamError {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface RegistryClient {
  latestVersion(): Promise<string>;
  /** Publish time from the package document, or undefined when the registry does not give it. */
  publishTime(version: string): Promise<Date | undefined>;
}

export function registryClient(options: { fetch: Fetch; registryUrl: string; packageName: string; timeoutMs: number }): RegistryClient {
  const base = `${options.registryUrl}/${encodePackageName(options.packageName)}`;
  async function getJson(url: string, what: string, limit: number): Promise<unknown> {
    const response = await fetchWithDeadline(options.fetch, url, { headers: { accept: 'application/json' } }, options.timeoutMs, what);
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new RegistryStatusError(`${what} answered HTTP ${response.status}`, response.status);
    }
    const text = await readTextLimited(response, limit, what);
    try {
      return JSON.parse(text);
    } catch {
      throw new UpstreamError(`${what} is not valid JSON`);
    }
  }
  let packageDocument: Promise<z.infer<typeof PackageDocument> | undefined> | undefined;
  // The full document of a long-lived package is large; 64 MB is far above today's sizes. Read once per check.
  const readPackageDocument = () =>
    (packageDocument ??= getJson(base, `The registry's package document for ${options.packageName}`, 64_000_000).then((raw) => {
      const doc = PackageDocument.safeParse(raw);
      return doc.success ? doc.data : undefined;
    }));
  const what = `The registry's latest-version document for ${options.packageName}`;
  const checkVersion = (raw: unknown) => {
    const parsed = LatestDocument.safeParse(raw);
    if (!parsed.success) throw new UpstreamError(`${what} has no usable version: ${parsed.error.issues[0]?.message}`);
    return parsed.data.version;
  };
  return {
    async latestVersion() {
      let raw: unknown;
      try {
        raw = await getJson(`${base}/latest`, what, 1_000_000);
      } catch (error) {
        // Some registries refuse the dist-tag route for scoped names; the package document always has dist-tags.
        if (!(error instanceof RegistryStatusError) || error.status >= 500) throw error;
        const doc = await readPackageDocument();
        raw = { version: doc?.['dist-tags']?.latest };
      }
      return checkVersion(raw);
    },
    async publishTime(version) {
      return parseLenientDate((await readPackageDocument())?.time?.[version]);
    },
  };
}

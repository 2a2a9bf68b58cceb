import { z } from 'zod';
import { SINGULAR_TYPES } from '../catalog/kinds.ts';

/**
 * Spec 1's list plus the catalog's loop, mod and sandbox kinds: every
 * installable kind is counted, and the list is the catalog's own.
 */
export const TRACKED_TYPES: readonly string[] = SINGULAR_TYPES;
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The longest value of each string field, in code points (as the database's
 * char_length counts them). The columns carry the same limits
 * (`*_tracking.sql`, `*_tracking_limits.sql`); tests/tracking/limits.test.ts
 * checks the two agree.
 */
export const FIELD_LIMITS = { name: 255, path: 1024, category: 255, cliVersion: 64 } as const;

/**
 * What PostgreSQL refuses in text: NUL, and UTF-16 surrogates without their
 * pair (valid JSON, but not Unicode; they would fail a whole batch).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const codePoints = (value: string) => {
  let n = 0;
  for (const _ of value) n++;
  return n;
};

/** The accepted body, after the checks below. */
export const TrackBody = z.object({
  type: z.enum(SINGULAR_TYPES),
  name: z.string().min(1),
  path: z.string().nullish(),
  category: z.string().nullish(),
  cliVersion: z.string().nullish(),
});
export type TrackBody = z.infer<typeof TrackBody>;

export type Checked<T> = { ok: true; value: T } | { ok: false; status: number; body: { error: string } };

const fail = (status: number, error: string): Checked<never> => ({ ok: false, status, body: { error } });

const OPTIONAL_STRINGS = ['path', 'category', 'cliVersion'] as const;

/**
 * Validate a parsed body. When several checks fail, the first in this order
 * answers (docs/tracking.md): not an object, type/name missing, unknown type,
 * name not a string, name blank, then per field (name, path, category,
 * cliVersion): not a string, characters the database refuses, too long.
 */
export function checkTrackBody(raw: unknown): Checked<TrackBody> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(400, 'Invalid JSON body');
  const body = raw as Record<string, unknown>;
  const missing = (v: unknown) => v === undefined || v === null || v === '';
  if (missing(body.type) || missing(body.name)) return fail(400, 'Component type and name are required');
  if (typeof body.type !== 'string' || !TRACKED_TYPES.includes(body.type)) return fail(400, 'Invalid component type');
  if (typeof body.name !== 'string') return fail(400, 'Component name must be a string');
  // Only spaces is no name: the same answer as an empty one.
  if (body.name.trim() === '') return fail(400, 'Component type and name are required');
  for (const field of ['name', ...OPTIONAL_STRINGS] as const) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return fail(400, `Component ${field} must be a string`);
    if (!isStorableText(value)) return fail(400, `Component ${field} contains characters that cannot be stored (NUL or an unpaired surrogate)`);
    if (codePoints(value) > FIELD_LIMITS[field]) return fail(400, `Component ${field} too long`);
  }
  const parsed = TrackBody.safeParse(body);
  // Unreachable after the checks above; kept so the schema stays the single source of the shape.
  if (!parsed.success) return fail(400, 'Invalid JSON body');
  return { ok: true, value: parsed.data };
}

/** `application/json`, any case, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  return value.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

import { z } from 'zod';
import { SINGULAR_TYPES } from '../catalog/kinds.ts';

/**
 * Spec 1's list plus the catalog's loop, mod and sandbox kinds: every
 * installable kind is counted, and the list is the catalog's own.
 */
export const TRACKED_TYPES: readonly string[] = SINGULAR_TYPES;
export const MAX_NAME_LENGTH = 255;
export const MAX_BODY_BYTES = 16 * 1024;

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
 * name not a string, name too long, an optional field not a string.
 */
export function checkTrackBody(raw: unknown): Checked<TrackBody> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(400, 'Invalid JSON body');
  const body = raw as Record<string, unknown>;
  const missing = (v: unknown) => v === undefined || v === null || v === '';
  if (missing(body.type) || missing(body.name)) return fail(400, 'Component type and name are required');
  if (typeof body.type !== 'string' || !TRACKED_TYPES.includes(body.type)) return fail(400, 'Invalid component type');
  if (typeof body.name !== 'string') return fail(400, 'Component name must be a string');
  // Code points, as the database's char_length counts them.
  if ([...body.name].length > MAX_NAME_LENGTH) return fail(400, 'Component name too long');
  for (const field of OPTIONAL_STRINGS) {
    const value = body[field];
    if (value !== undefined && value !== null && typeof value !== 'string') return fail(400, `Component ${field} must be a string`);
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

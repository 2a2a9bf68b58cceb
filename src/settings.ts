import { z } from 'zod';

/** Raised when the environment does not satisfy a part's settings schema. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * Read settings once from an environment record and validate them; each part
 * owns its schema and receives the parsed object, never process.env itself.
 */
export function parseSettings<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(settings)'}: ${i.message}`);
    throw new ConfigurationError(`Invalid settings: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * The contract between the local server shell and the two tools' API handlers
 * (monitor and dashboard): one request and response shape, and one error body,
 * `{ error, message, ...extra }`, so both tools fail the same way.
 */
export interface LocalApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body; `undefined` when there was none. */
  body: unknown;
  /** Set when the body was present but not JSON. */
  bodyError?: string;
}

export interface LocalApiResponse {
  status: number;
  body: unknown;
}

/** `extra` adds named fields beside error and message (`details`, `allowed`, …). */
export const errorBody = (error: string, message: string, extra?: Record<string, unknown>) => ({ error, message, ...extra });

export const notFound = (message: string): LocalApiResponse => ({ status: 404, body: errorBody('not_found', message) });
export const badRequest = (message: string, extra?: Record<string, unknown>): LocalApiResponse => ({ status: 400, body: errorBody('bad_request', message, extra) });
export const methodNotAllowed = (allowed: string): LocalApiResponse => ({ status: 405, body: errorBody('method_not_allowed', `Use ${allowed}`) });

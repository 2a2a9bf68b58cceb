/**
 * A small local stand-in for PostgREST's `POST /rest/v1/rpc/<fn>`: it runs
 * the named SQL function on a real PGlite or Postgres database under the role
 * the API key maps to, so supabase-js really talks HTTP to the same SQL.
 */
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { buildCall } from '../../src/storage/database.ts';

/** Run `text` with `values` as `role` inside one transaction; returns the rows. */
export type RoleExecutor = (role: string, text: string, values: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface StandIn {
  url: string;
  /** 'normal', 'hang' (accept and never answer) or 'unavailable' (503, as a paused project answers). */
  mode: 'normal' | 'hang' | 'unavailable';
  requests: number;
  close(): Promise<void>;
}

export const SERVICE_KEY = 'test-service-role-key';
export const ANON_KEY = 'test-anon-key';
const ROLES: Record<string, string> = { [SERVICE_KEY]: 'service_role', [ANON_KEY]: 'anon' };

interface PgError {
  code?: string;
  message?: string;
}

export async function startStandIn(execute: RoleExecutor): Promise<StandIn> {
  const hanging = new Set<import('node:http').ServerResponse>();
  const state: StandIn = {
    url: '',
    mode: 'normal',
    requests: 0,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
  const server: Server = createServer(async (req, res) => {
    state.requests++;
    if (state.mode === 'hang') {
      hanging.add(res);
      return;
    }
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (state.mode === 'unavailable') return reply(503, { message: 'Service Unavailable' });
    const match = /^\/rest\/v1\/rpc\/([a-z_][a-z0-9_]*)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
    if (req.method !== 'POST' || !match) return reply(404, { code: 'PGRST125', message: 'Invalid path' });
    const key = String(req.headers.apikey ?? '');
    const role = ROLES[key];
    if (!role) return reply(401, { code: 'PGRST301', message: 'Invalid API key' });
    let body = '';
    for await (const chunk of req) body += chunk;
    let args: Record<string, unknown>;
    try {
      args = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return reply(400, { code: 'PGRST102', message: 'Invalid JSON' });
    }
    try {
      // PostgREST hands JSON objects to jsonb parameters; the SQL text takes them as JSON text.
      const encoded = Object.fromEntries(
        Object.entries(args).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
      );
      const { text, values } = buildCall(match[1]!, encoded);
      const rows = await execute(role, text, values);
      reply(200, rows[0]?.result ?? null);
    } catch (error) {
      const pg = error as PgError;
      if (pg.code === '42883') return reply(404, { code: 'PGRST202', message: `Could not find the function public.${match[1]}`, details: null, hint: null });
      if (pg.code === '42501') return reply(403, { code: pg.code, message: pg.message, details: null, hint: null });
      reply(400, { code: pg.code ?? 'XX000', message: pg.message ?? String(error), details: null, hint: null });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return state;
}

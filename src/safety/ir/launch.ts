/**
 * Pure: an MCP or LSP server whose launch line is itself a network request to another machine.
 * The client speaks to a server over the process's standard streams: its messages (the tools'
 * arguments, what the user asked) go in, and what comes out is taken as the server's tools, their
 * descriptions and results. A launch line that is `curl`, `wget`, `nc` or a DNS lookup aimed at a
 * host — directly or as `sh -c "…"` — is no server: it hands the client's messages and whatever
 * the launch put in its arguments to that host, and makes whatever the host answers the server's
 * words. A remote server is configured as one (`"type": "http"`, `mcp-remote URL`); a bridge to
 * this machine (`nc localhost 7000`) and a server reached over `ssh` are not counted.
 */
import { isLocalHost } from '../network.ts';
import type { IrFinding } from './flow.ts';
import { program } from './program.ts';
import { hostsOf } from './sends.ts';
import { constantText, shownText, type Program } from './types.ts';

/** Programs that make one request or lookup and exit, or pipe a socket: never a server. */
const REQUESTS = /^(?:curl|wget|wget2|http|https|xh|nc|ncat|netcat|telnet|dig|nslookup|host|drill)$/;

export function launchRequestFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  for (const node of p.nodes) {
    if (node.kind !== 'call') continue;
    const { name, args } = program(node);
    if (name === undefined || !REQUESTS.test(name)) continue;
    // `dig @ns.host name`: the resolver asked is a host the lookup goes to.
    const resolvers = args.flatMap((a) => (/^@./.test(constantText(a) ?? '') ? [{ parts: [{ lit: constantText(a)!.slice(1) }] }] : []));
    const hosts = hostsOf([...args, ...resolvers]).filter((h) => !isLocalHost(h));
    if (hosts.length === 0) continue;
    found.push({ rule: 'server-is-request', origin: node.origin, evidence: `${[program(node).callee, ...args].map(shownText).join(' ').slice(0, 160)} (a server launched as a request to ${hosts[0]})` });
  }
  return found;
}

/**
 * Pure: what an MCP server hands the model, judged by what it carries (flow.ts gives the taints):
 * - a tool handler's result holding the text of a credential store of the user's home: the model reads it
 *   and the client sends it on with the conversation (`leavesWithModel`);
 * - a tool's description computed at run time from what the server downloads (a tool list kept on a paste,
 *   a docstring replaced by fetched text): the model reads, as instructions, whatever that address serves
 *   when the server starts, changed at will after the user approved the server (a "rug pull"). From a host
 *   anyone can write to (a paste, a bare IP, a tunnel, plain http: install.ts's verdict) it blocks; from any
 *   other host (a vendor's own catalog of tools) it is an advisory naming the host.
 */
import { leavesWithModel, type IrFinding, type Taint } from './finding.ts';
import { judgeAddress } from './install.ts';
import type { Return, Str } from './types.ts';

/** A description saying the tool returns the environment: "Returns all environment variables", "prints the env". */
const SAYS_ENVIRONMENT = /\benv(?:ironment)?\b/i;

/**
 * `described`: the descriptions of the tool whose handler returns. The whole environment returned by a tool whose
 * description says so (the reference "everything" server's debugging tool) is what the user approved: an advisory;
 * under any other description it is taken unasked. A credential store's text blocks under any description.
 */
export function readByModel(node: Return | Str, taints: readonly Taint[], described: readonly string[] = []): IrFinding[] {
  if (node.kind === 'return') {
    return taints.filter(leavesWithModel).slice(0, 1).map((t) => {
      const said = t.kind === 'environment' && described.some((d) => SAYS_ENVIRONMENT.test(d));
      return { rule: 'credential-exfiltration', origin: node.origin, evidence: `an MCP tool returns ${t.what} to the model${said ? ', as its description says' : ''}`, ...(said ? { weak: true } : {}) };
    });
  }
  const download = taints.find((t) => t.kind === 'download');
  if (!download) return [];
  const verdict = download.url ? judgeAddress(download.url) : undefined;
  const from = verdict?.host ?? download.what.replace(/^a download from /, '');
  const evidence = `a tool's description the model reads is downloaded at run time from ${from}: what that address serves becomes the model's instructions`;
  return [{ rule: 'tool-poisoning', origin: node.origin, evidence, ...(verdict?.rule === 'install-untrusted' ? {} : { weak: true }) }];
}

/**
 * Pure: a hidden recipient — a message sent with a blind copy to an address written in the code (`bcc:
 * 'archive@…'` on every email an MCP tool sends, `msg["Bcc"] = "…"`: the postmark-mcp incident, where one
 * line copied every user's mail to the author). The user sees the message go where they asked; the copy is
 * never shown. An address the user sets (an environment variable, a parameter) is theirs and is not written
 * here; documentation's reserved domains (`example.com`, `.test`) reach no one.
 */
import { hostInDomains } from '../network.ts';
import type { Node, Program } from '../ir/types.ts';
import type { LangFinding } from './shapes.ts';

const RESERVED = ['example.com', 'example.org', 'example.net', 'example', 'test', 'invalid', 'localhost', 'local'];

function blindCopies(nodes: readonly Node[], into: LangFinding[]): LangFinding[] {
  for (const n of nodes) {
    if (n.kind === 'func') blindCopies(n.body, into);
    else if (n.kind === 'str' && n.role === 'blind-copy') {
      const domain = n.text.slice(n.text.lastIndexOf('@') + 1).toLowerCase();
      if (!domain.includes('.') || hostInDomains(domain, RESERVED)) continue;
      into.push({ rule: 'hidden-recipient', origin: n.origin, evidence: `every message sent here is blind-copied to ${n.text}, an address written in the code the user never sees` });
    }
  }
  return into;
}

export const hiddenRecipients = (p: Program): LangFinding[] => blindCopies(p.nodes, []).slice(0, 1);

/**
 * Pure: what an MCP server asks of the client — sampling (`createMessage`,
 * `ctx.session.create_message`: the client's model answers the server's
 * messages and system prompt) and elicitation (`elicitInput`, `ctx.elicit`:
 * the user fills in a form the server wrote). The front ends emit these
 * methods, called on the session or context object the SDK hands a handler,
 * as `mcp.Session.<method>` calls (`requestOf`); wording.ts reads a sampling
 * request's texts as text a model acts on, and `elicitsSecret` judges a form.
 * The MCP specification says servers must not use elicitation to request
 * sensitive information: a form asking for a password, a one-time code, a
 * recovery phrase or a key is a password prompt imitated, whatever the server
 * does with the answer.
 */
import type { IrFinding } from './finding.ts';
import { shownText, type Call } from './types.ts';

/** Requests a server sends the client, by method name (TypeScript's and Python's SDKs). */
const REQUEST = /^(?:createMessage|create_message|elicitInput|elicit_input|elicit)$/;
const SAMPLING = /\.(?:createMessage|create_message)$/;
const ELICITATION = /\.(?:elicitInput|elicit_input|elicit)$/;

/** The name a front end gives a method call on an object it knows nothing of, when it is a request to the client. */
export const requestOf = (method: string): string | undefined => (REQUEST.test(method) ? `mcp.Session.${method}` : undefined);

/** A sampling request: its messages and system prompt are read by the client's model. */
export const isSampling = (callee: string) => callee.startsWith('mcp.Session.') && SAMPLING.test(callee);

/** What no one should type into a server's form: passwords, one-time codes, recovery phrases, keys, card numbers. */
const SECRET_ASKED = /\b(?:pass(?:word|phrase|code)s?|recovery[ -](?:phrase|words?|codes?)|seed[ -](?:phrase|words)|mnemonic|private[ -]key|secret[ -]key|api[ _-]?key|access[ _-]?token|personal access token|auth(?:entication)?[ -]token|2fa|two[- ]factor|one[- ]time (?:code|password)|otp|card number|cvc|cvv)\b/i;

/** An elicitation whose form (its message, its schema's names and descriptions) asks the user for a secret. */
export function elicitsSecret(call: Call): IrFinding[] {
  const callee = shownText(call.callee);
  if (!callee.startsWith('mcp.Session.') || !ELICITATION.test(callee)) return [];
  const form = [...call.args, ...Object.values(call.named ?? {})].map(shownText).join(' ');
  const asked = SECRET_ASKED.exec(form);
  if (!asked) return [];
  return [{ rule: 'password-capture', origin: call.origin, evidence: `an MCP elicitation asks the user for ${asked[0].toLowerCase()} (servers must not request sensitive information this way): ${form.slice(0, 160)}` }];
}

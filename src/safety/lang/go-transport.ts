/**
 * Pure: Go's process-wide HTTP transport told to trust any certificate, for the Go front end (go-statements.ts):
 * `http.DefaultTransport.(*http.Transport).TLSClientConfig = &tls.Config{InsecureSkipVerify: true}` or its field set
 * on its own (`….TLSClientConfig.InsecureSkipVerify = true`). Every later connection of the program through a client
 * left at its default (`http.Get`, most SDKs) then trusts whoever answers: Python's default HTTPS context replaced by
 * the unverified one, in Go (ir/certificate-checks.ts reads the assignment this lowers to). A client of its own built
 * with such a config stays that client's.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';

/** The name of the assignment lowered for it (ir/certificate-checks.ts). */
export const GO_DEFAULT_INSECURE = 'net/http.DefaultTransport.TLSClientConfig.InsecureSkipVerify';

/** `http.DefaultTransport`, through a type assertion (`.(*http.Transport)`) and parentheses. */
function defaultTransport(n: SyntaxNode | null | undefined, packageOf: (operand: SyntaxNode) => string | undefined): boolean {
  while (n && (n.type === 'type_assertion_expression' || n.type === 'parenthesized_expression')) n = n.type === 'type_assertion_expression' ? n.childForFieldName('operand') : named(n)[0];
  if (n?.type !== 'selector_expression' || n.childForFieldName('field')?.text !== 'DefaultTransport') return false;
  const operand = n.childForFieldName('operand');
  return operand !== null && packageOf(operand) === 'net/http';
}

/** `…TLSClientConfig` of the default transport. */
function defaultConfig(n: SyntaxNode | null | undefined, packageOf: (operand: SyntaxNode) => string | undefined): boolean {
  return n?.type === 'selector_expression' && n.childForFieldName('field')?.text === 'TLSClientConfig' && defaultTransport(n.childForFieldName('operand'), packageOf);
}

/** A composite literal (through `&`) with `InsecureSkipVerify: true`. */
function skipsVerify(n: SyntaxNode | undefined): boolean {
  while (n?.type === 'unary_expression') n = n.childForFieldName('operand') ?? undefined;
  if (n?.type !== 'composite_literal') return false;
  return named(n.childForFieldName('body')).some((e) => {
    if (e.type !== 'keyed_element') return false;
    const [k, v] = named(e).map((x) => named(x)[0] ?? x);
    return k?.text === 'InsecureSkipVerify' && v?.type === 'true';
  });
}

/** Whether `left = right` turns certificate checks off for the default transport. */
export function insecureDefaultTransport(left: SyntaxNode, right: SyntaxNode | undefined, packageOf: (operand: SyntaxNode) => string | undefined): boolean {
  if (left.type !== 'selector_expression') return false;
  const field = left.childForFieldName('field')?.text;
  if (field === 'TLSClientConfig') return defaultTransport(left.childForFieldName('operand'), packageOf) && skipsVerify(right);
  return field === 'InsecureSkipVerify' && right?.type === 'true' && defaultConfig(left.childForFieldName('operand'), packageOf);
}

/**
 * Pure: a shell step that prints a secret's value where it is read (docs/safety.md, "Markdown the model runs"):
 * `echo "$GITHUB_TOKEN"`, `printf '%s\n' "$(NPM_TOKEN)"` whose output goes nowhere else — on the terminal the
 * model runs it in, so into the conversation and its transcript. An advisory: a check that a key is set often
 * prints it, and nothing leaves the machine. Output piped on (`echo "$CR_PAT" | docker login --password-stdin`),
 * captured or written to a file is not shown; a length (`${#TOKEN}`) is not the value (a prefix, `${TOKEN:0:4}`,
 * is part of it: the front end keeps a slice of an unknown value as the value).
 * An MCP server's prints are its own language's and its own rules'.
 *
 * A secret printed inside the address of a Markdown image or an HTML `<img>` (`echo "![ok](https://…?t=$TOKEN)"`,
 * Python's `print(f"![ci](https://…&t={os.environ['GITHUB_TOKEN']})")`, `console.log(\`![x](…${process.env.K})\`)`)
 * is sent, not shown: a client that renders the text fetches the image from that host with the secret in its
 * address, no request in the code (`credential-exfiltration`, in every front end, whether or not the output is read on).
 */
import { hostsIn, isLocalHost } from '../network.ts';
import { isSecretName } from '../secrets.ts';
import type { IrFinding } from './finding.ts';
import { program } from './program.ts';
import { shownText, type Program, type Word } from './types.ts';

const secretIn = (w: Word) => w.parts.some((p) => 'ref' in p && 'env' in p.ref && isSecretName(p.ref.env));

/** Every call id whose output another node reads (a pipe, a substitution, an assignment). */
function usedOutputs(p: Program): Set<number> {
  const used = new Set<number>();
  const mark = (w: Word | undefined) => {
    for (const part of w?.parts ?? []) if ('ref' in part && 'out' in part.ref) used.add(part.ref.out);
  };
  for (const n of p.nodes) {
    if (n.kind === 'assign') mark(n.value);
    if (n.kind !== 'call') continue;
    for (const w of [n.callee, ...n.args, ...(n.stdin ?? []), ...Object.values(n.named ?? {})]) mark(w);
  }
  return used;
}

export function secretEchoFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  let used: Set<number> | undefined;
  for (const node of p.nodes) {
    if (node.kind !== 'call' || node.form !== 'command' || (node.writes?.length ?? 0) > 0) continue;
    const { name, args, callee } = program(node);
    if ((name !== 'echo' && name !== 'printf') || !args.some(secretIn)) continue;
    used ??= usedOutputs(p);
    if (used.has(node.id)) continue;
    found.push({ rule: 'secret-echoed', origin: node.origin, evidence: [callee, ...args].map(shownText).join(' ').slice(0, 200) });
  }
  return found;
}

/** Programs and functions that print their arguments where the client shows them. */
const PRINTS = /^(?:echo|printf|builtins\.print|print|console\.(?:log|info)|sys\.stdout\.write|process\.stdout\.write|fmt\.Print(?:ln|f)?|Write-Host|Write-Output|puts)$/;
/** Text that opens an image's address: Markdown `![alt](`, or an HTML `<img … src="`. */
const IMAGE_ADDRESS = /(?:!\[[^\]\n]*\]\(\s*<?|<img\b[^>]*\bsrc\s*=\s*["']?)(https?:\/\/[^\s)"'<>]*)$/i;

export function renderedImageFindings(p: Program): IrFinding[] {
  const found: IrFinding[] = [];
  for (const node of p.nodes) {
    if (node.kind !== 'call') continue;
    const { name, args, callee } = program(node);
    const printer = node.form === 'command' ? name : shownText(node.callee);
    if (printer === undefined || !PRINTS.test(printer)) continue;
    const carries = args.some((w) => {
      let before = '';
      for (const part of w.parts) {
        if ('lit' in part) before += part.lit;
        else if ('env' in part.ref && isSecretName(part.ref.env)) {
          const url = IMAGE_ADDRESS.exec(before)?.[1];
          if (url !== undefined && hostsIn(url).some((h) => !isLocalHost(h))) return true;
          before += 'x';
        } else before += 'x';
      }
      return false;
    });
    if (carries) found.push({ rule: 'credential-exfiltration', origin: node.origin, evidence: [callee, ...args].map(shownText).join(' ').slice(0, 200) });
  }
  return found;
}


/**
 * Pure: a file name a branch tests, narrowed inside the branch to the name it was tested for. A walk over a folder
 * that reads only the entries whose name starts with `.env` (`if (name.startsWith('.env')) readFileSync(p)`, Python's
 * `if f.name == ".env": f.read_text()`) reads the project's dotenv files, though no path in the code names one: in the
 * calls of that branch, the entry of a listing (`dir/*`) or the value tested stands for the constant it was compared
 * with, so ir/sources.ts sees the credential file read. Only names of credential files narrow (dotenv files, private
 * keys, the credential stores' file names); any other test leaves the code as it was lowered.
 */
import { constantText, type Branch, type Call, type Node, type Part, type Word } from '../ir/types.ts';

/** File names a credential lives in, whichever folder holds them. */
const CREDENTIAL_NAME = /^(?:\.env(?:\.local|\.production|\.development)?|id_(?:rsa|dsa|ecdsa|ed25519)|\.netrc|\.git-credentials|\.npmrc|\.pypirc|\.pgpass|credentials(?:\.json)?)$/;

/** The comparisons that say what a name is (equal to, starting with, ending with, holding the constant). */
const NARROWING = new Set(['eq', 'prefix', 'suffix', 'contains']);

const sameRef = (a: Part, b: Part) => 'ref' in a && 'ref' in b && JSON.stringify(a.ref) === JSON.stringify(b.ref);

/** `w` with the tested value replaced by `name`: a listing's entry (`…/*`) or the tested reference itself. */
function narrowed(w: Word, tested: Word, name: string): Word {
  const only = tested.parts.length === 1 ? tested.parts[0]! : undefined;
  const entry = only !== undefined && 'lit' in only && only.lit === '*';
  let changed = false;
  const parts = w.parts.map((p, i): Part => {
    if (entry && i === w.parts.length - 1 && 'lit' in p && /(?:^|\/)\*$/.test(p.lit)) return (changed = true), { lit: `${p.lit.slice(0, -1)}${name}` };
    if (only !== undefined && !entry && sameRef(p, only)) return (changed = true), { lit: name };
    return p;
  });
  return changed ? { ...w, parts } : w;
}

/** Narrows the calls of `branch`'s span (the `span` nodes after `start`) to the credential file name it tests, if any. */
export function narrowTestedNames(nodes: Node[], start: number, branch: Branch): void {
  for (const test of branch.tests) {
    const name = NARROWING.has(test.op) ? constantText(test.right) : undefined;
    if (name === undefined || !CREDENTIAL_NAME.test(name) || test.left.parts.length !== 1) continue;
    for (let i = start; i < start + branch.span && i < nodes.length; i++) {
      const n = nodes[i]!;
      if (n.kind !== 'call') continue;
      const call: Call = n;
      call.args = call.args.map((a) => narrowed(a, test.left, name));
      if (call.reads) call.reads = call.reads.map((a) => narrowed(a, test.left, name));
    }
  }
}

/**
 * Pure: a parse tree written down as data, and read back as a stand-in with the part of tree-sitter's node
 * interface the front ends use. For `toolshed scan`'s startup snapshot (src/cli/scan-warm-up.ts): V8 has no
 * WebAssembly while it builds one, so its warm-up scan could not parse, and every scan compiled the front ends
 * and the program rules afresh (~300 functions for a skill with shell and Python, docs/benchmarks.md, "scan").
 * Trees recorded from a real parse of the warm-up's own sample let that scan lower and judge them as a scan does.
 * Only the warm-up reads them (its reports are dropped); a real scan always parses.
 */
import type { SyntaxNode, SyntaxTree } from './grammars.ts';

/** One node: its type and place, flags, text and children (each with its field name, if any). */
export interface RecordedNode {
  type: string;
  named: boolean;
  start: number;
  end: number;
  from: [number, number];
  to: [number, number];
  text: string;
  flags: number;
  children: Array<[string | null, RecordedNode]>;
}

const ERROR = 1;
const MISSING = 2;
const HAS_ERROR = 4;

/** A tree as data, while it is alive (the caller deletes it). */
export function recordTree(node: SyntaxNode): RecordedNode {
  const children: Array<[string | null, RecordedNode]> = [];
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (child) children.push([node.fieldNameForChild(i), recordTree(child)]);
  }
  const flags = (node.isError ? ERROR : 0) | (node.isMissing ? MISSING : 0) | (node.hasError ? HAS_ERROR : 0);
  return { type: node.type, named: node.isNamed, start: node.startIndex, end: node.endIndex, from: [node.startPosition.row, node.startPosition.column], to: [node.endPosition.row, node.endPosition.column], text: node.text, flags, children };
}

class StandIn {
  readonly children: StandIn[];
  readonly fields: Array<string | null>;
  parent: StandIn | null = null;
  index = 0;

  readonly record: RecordedNode;
  readonly id: number;

  constructor(record: RecordedNode, id: number, next: () => number) {
    this.record = record;
    this.id = id;
    this.children = record.children.map(([, child]) => new StandIn(child, next(), next));
    this.fields = record.children.map(([field]) => field);
    this.children.forEach((child, i) => Object.assign(child, { parent: this, index: i }));
  }

  get type() { return this.record.type; }
  get isNamed() { return this.record.named; }
  get text() { return this.record.text; }
  get startIndex() { return this.record.start; }
  get endIndex() { return this.record.end; }
  get startPosition() { return { row: this.record.from[0], column: this.record.from[1] }; }
  get endPosition() { return { row: this.record.to[0], column: this.record.to[1] }; }
  get isError() { return (this.record.flags & ERROR) !== 0; }
  get isMissing() { return (this.record.flags & MISSING) !== 0; }
  get hasError() { return (this.record.flags & HAS_ERROR) !== 0; }
  get childCount() { return this.children.length; }
  get namedChildren() { return this.children.filter((c) => c.isNamed); }
  get namedChildCount() { return this.namedChildren.length; }
  /** Tree-sitter looks for the next sibling by position: a missing node (no width) right after this one is not found. */
  get nextSibling(): StandIn | null { return this.parent?.children.slice(this.index + 1).find((c) => !(c.isMissing && c.startIndex === c.endIndex)) ?? null; }
  get previousSibling(): StandIn | null { return this.parent?.children[this.index - 1] ?? null; }
  get previousNamedSibling(): StandIn | null { return this.parent?.children.slice(0, this.index).findLast((c) => c.isNamed) ?? null; }
  get nextNamedSibling(): StandIn | null { return this.parent?.children.slice(this.index + 1).find((c) => c.isNamed) ?? null; }
  child(i: number): StandIn | null { return this.children[i] ?? null; }
  namedChild(i: number): StandIn | null { return this.namedChildren[i] ?? null; }
  fieldNameForChild(i: number) { return this.fields[i] ?? null; }
  childForFieldName(name: string): StandIn | null { return this.children.find((_, i) => this.fields[i] === name) ?? null; }
  childrenForFieldName(name: string) { return this.children.filter((_, i) => this.fields[i] === name); }
  equals(other: StandIn) { return other === this; }
  /** In the order tree-sitter gives them: this node first, then its descendants depth first. */
  descendantsOfType(types: string | string[]): StandIn[] {
    const wanted = new Set(typeof types === 'string' ? [types] : types);
    const out: StandIn[] = [];
    const visit = (n: StandIn) => {
      if (wanted.has(n.type)) out.push(n);
      n.children.forEach(visit);
    };
    visit(this);
    return out;
  }
}

/** A recorded tree as a tree to lower (it holds no WebAssembly memory: deleting it does nothing). */
export function standInTree(record: RecordedNode): SyntaxTree {
  let ids = 0;
  const next = () => ++ids;
  const rootNode = new StandIn(record, next(), next);
  return { rootNode, delete() {} } as unknown as SyntaxTree;
}

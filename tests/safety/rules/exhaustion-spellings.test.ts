/**
 * Deliberate exhaustion in further spellings (ir/exhaustion.ts over the front ends' loops, timers and recursive
 * calls): recursion with no base case (Python, JavaScript), timers re-armed through asyncio's event loop and Go's
 * `time.AfterFunc`, a loop yielding only with `setImmediate` while keeping large arrays, processes forked from a
 * loop with no end, a loop inflating a constant whose reads come from memory only (Go). Beside each, the benign
 * construct: recursion with a base case or a wait, a re-armed timer that keeps nothing, a loop waiting on the
 * network, a bounded pool.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const exhausts = (file: string, text: string) =>
  analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, [file]: text } }).findings.some((f) => f.rule === 'resource-exhaustion' && f.severity === 'blocking');
const py = (body: string) => exhausts('server/server.py', `import asyncio\nimport sys\nimport threading\nimport time\n\n${body}\n`);
const ts = (body: string) => exhausts('server/index.ts', `import { fork } from 'node:child_process';\n\n${body}\n`);
const go = (body: string) => exhausts('server/main.go', `package main\n\nimport (\n\t"bytes"\n\t"compress/gzip"\n\t"io"\n\t"net/http"\n\t"time"\n)\n\n${body}\n`);

describe('recursion with no base case', () => {
  it('blocks a function calling itself on every path (Python growing list, JavaScript twice per call, mutual-free self call)', () => {
    expect(py('sys.setrecursionlimit(10**8)\n\ndef index(path):\n    return index(path + [path])\n\nindex([])')).toBe(true);
    expect(ts("const seen: string[] = [];\nfunction expand(p: string): number {\n  seen.push(p);\n  return expand(p + 'a') + expand(p + 'b');\n}\nexpand('');")).toBe(true);
    expect(ts('function spin(n: number): void {\n  const a = new Array(1000).fill(n);\n  spin(n + a.length);\n}\nspin(0);')).toBe(true);
  });

  it('passes recursion with a base case, behind a condition or a short-circuit, or after a wait', () => {
    expect(py('def depth(node):\n    if not node.children:\n        return 1\n    return 1 + max(depth(c) for c in node.children)\n\ndepth(root)')).toBe(false);
    expect(py('def walk(p, d):\n    if d > 4:\n        return\n    walk(p, d + 1)\n\nwalk(".", 0)')).toBe(false);
    expect(ts('function fact(n: number): number {\n  return n <= 1 ? 1 : n * fact(n - 1);\n}\nfact(10);')).toBe(false);
    expect(ts('function visit(n: { next?: unknown }): void {\n  n.next && visit(n.next as { next?: unknown });\n}\nvisit({});')).toBe(false);
    expect(ts("async function poll(): Promise<void> {\n  await new Promise((r) => setTimeout(r, 5000));\n  await fetch('http://127.0.0.1:7420/ping');\n  return poll();\n}\npoll();")).toBe(false);
  });
});

describe('timers re-armed through other APIs, and loops that only yield', () => {
  it('blocks asyncio call_later and Go time.AfterFunc re-arming themselves while keeping a large block', () => {
    expect(py('kept = []\n\ndef grow():\n    kept.append(b"\\0" * (32 * 1024 * 1024))\n    asyncio.get_running_loop().call_later(0.01, grow)\n\nasync def main():\n    grow()')).toBe(true);
    expect(go('var kept [][]byte\n\nfunc refresh() {\n\tkept = append(kept, make([]byte, 32<<20))\n\ttime.AfterFunc(time.Millisecond, refresh)\n}\n\nfunc main() { refresh() }')).toBe(true);
  });

  it('blocks an async loop whose only wait is setImmediate while it keeps ten-million-slot arrays', () => {
    expect(ts('const kept: number[][] = [];\nasync function warm() {\n  for (;;) {\n    kept.push(new Array(10_000_000).fill(1));\n    await new Promise((r) => setImmediate(r));\n  }\n}\nvoid warm();')).toBe(true);
  });

  it('passes a re-armed timer that keeps nothing and a loop sleeping between small reads', () => {
    expect(py('def beat():\n    print("alive", flush=True)\n    asyncio.get_running_loop().call_later(30, beat)\n\nasync def main():\n    beat()')).toBe(false);
    expect(go('var last time.Time\n\nfunc beat() {\n\tlast = time.Now()\n\ttime.AfterFunc(30*time.Second, beat)\n}\n\nfunc main() { beat() }')).toBe(false);
    expect(ts('const recent: number[] = [];\nasync function watch() {\n  for (;;) {\n    recent.push(Date.now());\n    recent.splice(0, recent.length - 100);\n    await new Promise((r) => setTimeout(r, 1000));\n  }\n}\nvoid watch();')).toBe(false);
  });
});

describe('processes forked without end, constants inflated without end', () => {
  it('blocks fork of its own module in a loop with no end', () => {
    expect(ts("while (true) {\n  fork(new URL(import.meta.url).pathname, ['--shard']);\n}")).toBe(true);
  });

  it('blocks a Go loop inflating a constant and keeping each copy, its reads from memory only', () => {
    expect(go('var kept [][]byte\n\nfunc gunzip(b []byte) []byte {\n\tr, _ := gzip.NewReader(bytes.NewReader(b))\n\tout, _ := io.ReadAll(r)\n\treturn out\n}\n\nfunc main() {\n\tseed := []byte("\\x1f\\x8b\\x08\\x00")\n\tfor {\n\t\tkept = append(kept, gunzip(gunzip(seed)))\n\t}\n}')).toBe(true);
  });

  it('passes a loop reading from the network each turn and one fork of a worker', () => {
    expect(go('var kept [][]byte\n\nfunc main() {\n\tfor {\n\t\tresp, err := http.Get("https://example.com/feed")\n\t\tif err != nil {\n\t\t\tcontinue\n\t\t}\n\t\tb, _ := io.ReadAll(resp.Body)\n\t\tkept = append(kept[len(kept)-min(len(kept), 9):], b)\n\t}\n}')).toBe(false);
    expect(ts("fork(new URL('./worker.js', import.meta.url).pathname);")).toBe(false);
  });
});

describe('a method calling a function of its own name', () => {
  it('is not recursion with no base (Python and JavaScript class bodies)', () => {
    expect(py('def write(s, stream=None):\n    (stream or sys.stdout).write(s)\n\nclass Out:\n    def write(self, s):\n        write(s, stream=self.stream)\n\nOut().write("x")')).toBe(false);
    expect(ts('function render(x: string) {\n  return x.trim();\n}\nclass View {\n  render(x: string) {\n    return render(x);\n  }\n}\nnew View().render(" a ");')).toBe(false);
  });
});

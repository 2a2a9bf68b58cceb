/**
 * Resource exhaustion by timers and by functions that start themselves (ir/exhaustion.ts over the loops the front
 * ends make of timers, lang/timers.ts, and the copies of itself a function starts, lang/lower.ts): a timer or a
 * sleeping loop that never ends and keeps or writes a large block each turn, or starts a process or thread more
 * often than once a second; a thread, process or goroutine whose entry point is the function starting it; recursion
 * calling itself twice per call down a constant depth past ten billion calls. Beside each, the benign construct:
 * polling at a fixed interval, a capped history, a re-armed timer with backoff, a timer cleared, a goroutine of
 * itself behind a depth guard, a thread of another function, a shallow or tree-walking recursion.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const exhausts = (file: string, text: string) =>
  analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, [file]: text } }).findings.some((f) => f.rule === 'resource-exhaustion' && f.severity === 'blocking');
const py = (body: string) => exhausts('server/server.py', `import asyncio\nimport os\nimport subprocess\nimport threading\nimport time\n\n${body}\n`);
const ts = (body: string) => exhausts('server/index.ts', `import { spawn, execFile } from 'node:child_process';\nimport { appendFileSync } from 'node:fs';\n\n${body}\n`);
const go = (body: string) => exhausts('server/main.go', `package main\n\nimport (\n\t"os"\n\t"os/exec"\n\t"time"\n)\n\n${body}\n`);

describe('timers and sleeping loops that never end', () => {
  it('blocks one keeping a large block each turn: setInterval, a re-armed threading.Timer, asyncio, a Go ticker, a Go sleep', () => {
    expect(ts('const kept: Buffer[] = [];\nsetInterval(() => {\n  kept.push(Buffer.alloc(64 * 1024 * 1024));\n}, 50);')).toBe(true);
    expect(py('kept = []\n\ndef refresh():\n    kept.append(bytearray(50 * 1024 * 1024))\n    threading.Timer(0.05, refresh).start()\n\nrefresh()')).toBe(true);
    expect(py('frames = []\n\nasync def grab():\n    while True:\n        frames.append(b"\\0" * (16 * 1024 * 1024))\n        await asyncio.sleep(0.1)')).toBe(true);
    expect(ts("const warmed: string[] = [];\nfunction warm() {\n  warmed.push('x'.repeat(32 * 1024 * 1024));\n  setTimeout(warm, 20);\n}\nwarm();")).toBe(true);
    expect(go('var kept [][]byte\n\nfunc main() {\n\tt := time.NewTicker(10 * time.Millisecond)\n\tfor range t.C {\n\t\tkept = append(kept, make([]byte, 64<<20))\n\t}\n}')).toBe(true);
    expect(go('var kept []byte\n\nfunc main() {\n\tfor {\n\t\tkept = append(kept, make([]byte, 100<<20)...)\n\t\ttime.Sleep(100 * time.Millisecond)\n\t}\n}')).toBe(true);
  });

  it('blocks one writing a large block to a file each turn', () => {
    expect(ts('setInterval(() => appendFileSync("/var/tmp/.j", Buffer.alloc(128 * 1024 * 1024)), 100);')).toBe(true);
  });

  it('blocks one starting a process or thread more often than once a second', () => {
    expect(ts('setInterval(() => {\n  spawn(process.execPath, ["w.js"], { detached: true }).unref();\n}, 5);')).toBe(true);
    expect(py('def idle():\n    time.sleep(86400)\n\nwhile True:\n    threading.Thread(target=idle).start()\n    time.sleep(0.001)')).toBe(true);
    expect(go('func main() {\n\tfor range time.Tick(5 * time.Millisecond) {\n\t\texec.Command(os.Args[0]).Start()\n\t}\n}')).toBe(true);
  });

  it('passes polling at a fixed interval, a capped history, a small line a minute, a cleared timer, a re-armed timer with backoff', () => {
    expect(ts('setInterval(() => execFile("git", ["fetch"], () => {}), 5 * 60_000);')).toBe(false);
    expect(ts("const rules: string[] = [];\nsetInterval(() => {\n  rules.push('-'.repeat(40));\n  rules.splice(0, rules.length - 10);\n}, 100);")).toBe(false);
    expect(ts('const s: number[] = [];\nsetInterval(() => {\n  s.push(Date.now());\n  if (s.length > 600) s.shift();\n}, 1000);')).toBe(false);
    expect(ts('setInterval(() => appendFileSync("hb.log", `${new Date().toISOString()} up\\n`), 30_000);')).toBe(false);
    expect(ts('const kept: Buffer[] = [];\nconst t = setInterval(() => {\n  kept.push(Buffer.alloc(64 * 1024 * 1024));\n  if (kept.length > 3) clearInterval(t);\n}, 50);')).toBe(false);
    expect(ts('let delay = 1000;\nasync function poll() {\n  try { await fetch("https://api.example.com/status"); delay = 1000; } catch { delay = Math.min(delay * 2, 60_000); }\n  setTimeout(poll, delay);\n}\npoll();')).toBe(false);
    expect(py('def refresh():\n    os.environ["TOKEN"] = subprocess.run(["gh", "auth", "token"], capture_output=True, text=True).stdout\n    threading.Timer(300, refresh).start()\n\nrefresh()')).toBe(false);
    expect(py('while True:\n    subprocess.run(["pg_isready", "-q"])\n    time.sleep(60)')).toBe(false);
    expect(go('func main() {\n\tfor range time.Tick(10 * time.Minute) {\n\t\texec.Command("sync").Start()\n\t}\n}')).toBe(false);
  });
});

describe('a function that starts a copy of itself', () => {
  it('blocks a thread or process whose target is the function starting it, and a goroutine of itself', () => {
    expect(py('def prefetch():\n    threading.Thread(target=prefetch, daemon=True).start()\n    subprocess.run(["git", "ls-files"])\n\nprefetch()')).toBe(true);
    expect(go('func spread() {\n\tgo spread()\n\tgo spread()\n\ttime.Sleep(time.Hour)\n}\n\nfunc main() { spread() }')).toBe(true);
    expect(go('func watch(level int) {\n\tfor i := 0; i < 2; i++ {\n\t\tgo watch(level + 1)\n\t}\n\tselect {}\n}\n\nfunc main() { go watch(0) }')).toBe(true);
  });

  it('passes a goroutine of itself behind a depth guard, a thread of another function, and a goroutine per connection', () => {
    expect(go('func visit(depth int) {\n\tif depth > 3 {\n\t\treturn\n\t}\n\tfor i := 0; i < 4; i++ {\n\t\tgo visit(depth + 1)\n\t}\n}\n\nfunc main() { visit(0) }')).toBe(false);
    expect(py('def watch():\n    while True:\n        time.sleep(2)\n\nthreading.Thread(target=watch, daemon=True).start()')).toBe(false);
    expect(py('def crawl(depth):\n    if depth > 2:\n        return\n    threading.Thread(target=crawl, args=(depth + 1,)).start()\n\ncrawl(0)')).toBe(false);
  });
});

describe('recursion that branches down a constant depth', () => {
  it('blocks two calls of itself per call, a step down each, from a depth past ten billion calls', () => {
    expect(ts('function fib(n: number): number {\n  if (n < 2) return n;\n  return fib(n - 1) + fib(n - 2);\n}\nconst seed = fib(90);')).toBe(true);
    expect(py('def build(depth):\n    if depth == 0:\n        return {}\n    return {"l": build(depth - 1), "r": build(depth - 1)}\n\nTREE = build(64)')).toBe(true);
    expect(go('func expand(d int) []string {\n\tif d == 0 {\n\t\treturn nil\n\t}\n\ta := expand(d - 1)\n\tb := expand(d - 1)\n\treturn append(a, b...)\n}\n\nvar all = expand(48)')).toBe(true);
  });

  it('passes a shallow one, one step down a single call, and a walk over a tree\'s children', () => {
    expect(ts('function fib(n: number): number {\n  if (n < 2) return n;\n  return fib(n - 1) + fib(n - 2);\n}\nconsole.log(fib(20));')).toBe(false);
    expect(py('def fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\n\nprint(fact(500))')).toBe(false);
    expect(py('def walk(node, depth=0):\n    out = [depth]\n    for child in node.children:\n        out += walk(child, depth + 1)\n    return out\n\nwalk(root)')).toBe(false);
  });
});

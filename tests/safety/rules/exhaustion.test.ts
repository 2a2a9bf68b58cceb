/**
 * Resource exhaustion (ir/exhaustion.ts, the loop facts of lang/loops.ts, sizes of lang/numbers.ts): fork bombs,
 * processes, threads and goroutines started without bound, the disk filled, memory taken, a CPU burnt, connections
 * flooded — in Python, TypeScript, Go and shell — and beside each the benign construct under a bound: accept
 * loops, polling with a sleep, retries with a limit, streams read to their end, pools, benchmarks with a count.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const component = (files: Record<string, string>) => analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, ...files } });
const exhausts = (file: string, text: string) => component({ [file]: text }).findings.some((f) => f.rule === 'resource-exhaustion' && f.severity === 'blocking');
const py = (body: string) => exhausts('server/server.py', `import os\nimport socket\nimport subprocess\nimport threading\nimport time\n\n${body}\n`);
const ts = (body: string) => exhausts('server/index.ts', `import { spawn } from 'node:child_process';\nimport { appendFileSync } from 'node:fs';\nimport { Worker } from 'node:worker_threads';\n\n${body}\n`);
const go = (body: string) => exhausts('server/main.go', `package main\n\nimport (\n\t"net"\n\t"net/http"\n\t"os"\n\t"os/exec"\n\t"time"\n)\n\n${body}\n`);
const sh = (body: string) => exhausts('scripts/run.sh', `#!/usr/bin/env bash\n${body}\n`);

describe('fork bombs', () => {
  it('blocks a shell function calling itself through a pipe or in the background', () => {
    expect(sh(':(){ :|:& };:')).toBe(true);
    expect(sh('grow() { grow | grow & }\ngrow')).toBe(true);
    expect(sh('again() { again & }\nagain')).toBe(true);
  });

  it('blocks a function that forks or spawns and calls itself', () => {
    expect(py('def spread(n):\n    for _ in range(n):\n        if os.fork() == 0:\n            spread(n)\n\nspread(3)')).toBe(true);
  });

  it('passes a recursive shell function that only walks a tree, and an external program named like the function', () => {
    expect(sh('walk() { for d in "$1"/*; do [ -d "$d" ] && walk "$d"; done; }\nwalk .')).toBe(false);
    expect(sh('lock_cmd=$(which lockfile)\nlockfile() { $lock_cmd -1 "$1".lock & }\nlockfile /tmp/x')).toBe(false);
    expect(py('def fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\n\nprint(fact(10))')).toBe(false);
  });
});

describe('processes, threads and goroutines started without bound', () => {
  it('blocks starting them in a loop with no end, no exit and no wait', () => {
    expect(py('while True:\n    os.fork()')).toBe(true);
    expect(py('def spin():\n    while True:\n        threading.Thread(target=time.sleep, args=(60,)).start()\n\nspin()')).toBe(true);
    expect(ts('while (true) {\n  new Worker("1", { eval: true });\n}')).toBe(true);
    expect(ts('for (;;) spawn("sleep", ["9"]);')).toBe(true);
    expect(go('func main() {\n\tfor {\n\t\tgo func() { select {} }()\n\t}\n}')).toBe(true);
    expect(go('func main() {\n\tfor {\n\t\texec.Command(os.Args[0]).Start()\n\t}\n}')).toBe(true);
  });

  it('blocks a loop counted past ten thousand that starts one each turn', () => {
    expect(py('for i in range(100000):\n    subprocess.Popen(["sleep", "3600"])')).toBe(true);
  });

  it("passes a server's accept loop with a goroutine per connection, a pool, and workers bounded by a count", () => {
    expect(go('func main() {\n\tln, _ := net.Listen("tcp", "127.0.0.1:8080")\n\tfor {\n\t\tc, err := ln.Accept()\n\t\tif err != nil {\n\t\t\treturn\n\t\t}\n\t\tgo handle(c)\n\t}\n}\n\nfunc handle(c net.Conn) { c.Close() }')).toBe(false);
    expect(py('srv = socket.create_server(("127.0.0.1", 8000))\nwhile True:\n    conn, _ = srv.accept()\n    threading.Thread(target=conn.close).start()')).toBe(false);
    expect(py('for i in range(4):\n    threading.Thread(target=time.sleep, args=(1,)).start()')).toBe(false);
    expect(go('func main() {\n\tfor i := 0; i < 8; i++ {\n\t\tgo work(i)\n\t}\n\tselect {}\n}\n\nfunc work(i int) {}')).toBe(false);
  });
});

describe('the disk filled', () => {
  it('blocks writing in an endless loop, dd from /dev/zero with no count, huge fallocate, cat /dev/zero', () => {
    expect(py('with open("/tmp/.x", "wb") as f:\n    while True:\n        f.write(b"0" * 1024)')).toBe(true);
    expect(ts('for (;;) appendFileSync("/tmp/.x", "x".repeat(1024));')).toBe(true);
    expect(go('func main() {\n\tdata := make([]byte, 1<<20)\n\tfor i := 0; ; i++ {\n\t\tos.WriteFile("/tmp/x", data, 0o644)\n\t}\n}')).toBe(true);
    expect(sh('dd if=/dev/zero of="$HOME/.cache/.fill" bs=1M')).toBe(true);
    expect(sh('fallocate -l 900G "$HOME/.pool"')).toBe(true);
    expect(sh('cat /dev/zero > ~/.cache/blob')).toBe(true);
  });

  it('passes dd with a count, a small fallocate, and a stream copied until its end', () => {
    expect(sh('dd if=/dev/zero of=/tmp/ddtest bs=1M count=1024 conv=fdatasync\nrm -f /tmp/ddtest')).toBe(false);
    expect(sh('fallocate -l 2G /tmp/swapfile')).toBe(false);
    expect(py('with open("a", "rb") as fin, open("b", "wb") as fout:\n    while True:\n        chunk = fin.read(1 << 20)\n        if not chunk:\n            break\n        fout.write(chunk)')).toBe(false);
  });
});

describe('memory taken', () => {
  it('blocks a huge allocation at once, endless appends, and a counted loop keeping gigabytes', () => {
    expect(py('padding = "x" * 10**12')).toBe(true);
    expect(ts('const b = Buffer.alloc(2 ** 32 - 1);')).toBe(true);
    expect(py('kept = []\nwhile True:\n    kept.append(" " * 1_000_000)')).toBe(true);
    expect(go('func main() {\n\tvar hog [][]byte\n\tfor i := 0; i < 1000000; i++ {\n\t\thog = append(hog, make([]byte, 1024*1024))\n\t}\n}')).toBe(true);
  });

  it('passes a small buffer, a bounded history, and a counted loop of small items', () => {
    expect(py('line = "-" * 40\nbuf = bytes(1 << 20)')).toBe(false);
    expect(py('history = []\nfor i in range(1000000):\n    history.append(i)')).toBe(false);
    expect(ts('const pool: Buffer[] = [];\nfor (let i = 0; i < 16; i++) pool.push(Buffer.alloc(1024 * 1024));')).toBe(false);
  });
});

describe("a loop or a buffer sized by an MCP tool's argument (advisory)", () => {
  const advises = (file: string, text: string) => component({ [file]: text }).findings.filter((f) => f.rule === 'sized-by-input').map((f) => f.severity);
  const fastmcp = (body: string) => `from mcp.server.fastmcp import FastMCP\nimport threading, time\n\nmcp = FastMCP("srv")\n\n@mcp.tool()\n${body}\n\nmcp.run()\n`;

  it('shows a loop counted by an argument and a buffer as large as one, never blocking', () => {
    expect(advises('server/server.py', fastmcp('def workers(count: int) -> str:\n    """Start workers."""\n    for _ in range(count):\n        threading.Thread(target=time.sleep, args=(60,)).start()\n    return "ok"'))).toEqual(['advisory']);
    expect(advises('server/index.ts', "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('pad', 'Pad.', { size: z.number() }, async ({ size }) => ({ content: [{ type: 'text', text: String(Buffer.alloc(size).length) }] }));\n")).toEqual(['advisory']);
  });

  it('shows a regular expression compiled from an argument (POLICY15 §7), never blocking; a constant pattern is nothing', () => {
    expect(advises('server/server.py', fastmcp('def grep(pattern: str, text: str) -> list:\n    """Search."""\n    return re.findall(pattern, text)').replace('import threading', 'import re, threading'))).toEqual(['advisory']);
    expect(advises('server/index.ts', "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('find', 'Find.', { q: z.string() }, async ({ q }) => ({ content: [{ type: 'text', text: String(new RegExp(q).test('abc')) }] }));\n")).toEqual(['advisory']);
    expect(advises('server/server.py', fastmcp('def words(text: str) -> list:\n    """Words."""\n    return re.findall(r"\\w+", text)').replace('import threading', 'import re, threading'))).toEqual([]);
  });

  it('passes a bound capped by min(), a constant bound, and a loop outside any tool', () => {
    expect(advises('server/server.py', fastmcp('def workers(count: int) -> str:\n    """Start workers."""\n    for _ in range(min(count, 8)):\n        threading.Thread(target=time.sleep, args=(1,)).start()\n    return "ok"'))).toEqual([]);
    expect(advises('server/server.py', fastmcp('def workers(count: int) -> str:\n    """Start workers."""\n    for _ in range(4):\n        threading.Thread(target=time.sleep, args=(1,)).start()\n    return "ok"'))).toEqual([]);
    expect(advises('scripts/gen.py', 'import sys\nfor i in range(int(sys.argv[1])):\n    print(i)\n')).toEqual([]);
  });
});

describe('a CPU burnt and connections flooded', () => {
  it('blocks a loop that does nothing, yes into /dev/null, and connections in an endless loop', () => {
    expect(py('while True:\n    pass')).toBe(true);
    expect(go('func main() {\n\tfor {\n\t}\n}')).toBe(true);
    expect(sh('for i in $(seq "$(nproc)"); do\n  yes > /dev/null &\ndone')).toBe(true);
    expect(go('func main() {\n\tfor {\n\t\tgo http.Get("https://shop.example.net/")\n\t}\n}')).toBe(true);
    expect(sh('while true; do\n  curl -s https://api.example.net/ &\ndone')).toBe(true);
    expect(py('while True:\n    s = socket.socket()\n    s.connect(("203.0.113.5", 443))')).toBe(true);
  });

  it('passes polling with a sleep, a retry loop with a limit, and a loop that waits on a channel', () => {
    expect(sh('until curl -fsS http://127.0.0.1:8080/health; do\n  sleep 1\ndone')).toBe(false);
    expect(sh('while true; do\n  curl -fsS https://api.example.net/status && break\n  sleep 5\ndone')).toBe(false);
    expect(py('while True:\n    r = subprocess.run(["git", "fetch"])\n    time.sleep(60)')).toBe(false);
    expect(ts('async function poll() {\n  while (true) {\n    const r = await fetch("https://api.example.net/job");\n    if ((await r.json()).done) return;\n  }\n}\npoll();')).toBe(false);
    expect(go('func main() {\n\tch := make(chan int)\n\tfor {\n\t\tv := <-ch\n\t\tgo http.Get("https://api.example.net/" + string(rune(v)))\n\t}\n}')).toBe(false);
    expect(go('func main() {\n\tfor {\n\t\thttp.Get("https://api.example.net/ping")\n\t\ttime.Sleep(time.Minute)\n\t}\n}')).toBe(false);
  });
});

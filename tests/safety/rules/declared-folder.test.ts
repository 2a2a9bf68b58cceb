/**
 * A confinement the code declares and does not keep (rule `escapes-folder`, src/safety/ir/folder-escape.ts,
 * POLICY15 §1): an MCP tool's argument joined under the server's own folder, or an archive's member names, then
 * written, deleted, moved, copied, appended to, extracted or linked with no check that the result stays inside —
 * each beside its benign twin with a check of the usual kinds (realpath + startswith, `is_relative_to`,
 * `path.relative`, `filepath.IsLocal`/`Rel`, `secure_filename`, a refusal of `..` and separators, tarfile's
 * `filter="data"`). Reading under the folder unchecked stays the advisory `any-file`. Python, TypeScript and Go.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const rules = (file: string, text: string) =>
  analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, [file]: text } }).findings.map((f) => `${f.severity} ${f.rule}`);
const escapes = (file: string, text: string) => rules(file, text).includes('blocking escapes-folder');

const PY = (body: string, imports = 'import os\nimport shutil\nBASE = os.path.expanduser("~/notes")') => `${imports}\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("srv")\n\n\n@mcp.tool()\n${body}\n`;
const TS = (handler: string, imports = "import fs from 'node:fs';\nimport path from 'node:path';\nconst ROOT = path.resolve(process.cwd(), 'out');") =>
  `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\n${imports}\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('t', 'A tool.', { x: z.string(), body: z.string() }, ${handler});\n`;
const GO = (body: string, imports = '"os"\n\t"path/filepath"') =>
  `package main\n\nimport (\n\t"context"\n\t${imports}\n\n\t"github.com/mark3labs/mcp-go/mcp"\n\t"github.com/mark3labs/mcp-go/server"\n)\n\nvar root, _ = os.Getwd()\n\nfunc h(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {\n\tx, _ := r.RequireString("x")\n${body}\n\treturn mcp.NewToolResultText("ok"), nil\n}\n\nfunc main() {\n\ts := server.NewMCPServer("srv", "1.0.0")\n\ts.AddTool(mcp.NewTool("t"), h)\n\tserver.ServeStdio(s)\n}\n`;

describe("an MCP tool's argument joined under the server's folder and changed there", () => {
  it('blocks a write, a delete, a move and an append under the folder with no check', () => {
    expect(escapes('server.py', PY('def save(name: str, body: str) -> str:\n    """Save a note."""\n    with open(os.path.join(BASE, name), "w") as fh:\n        fh.write(body)\n    return "ok"'))).toBe(true);
    expect(escapes('server.py', PY('def drop(name: str) -> str:\n    """Drop a note."""\n    os.remove(os.path.join(BASE, name))\n    return "ok"'))).toBe(true);
    expect(escapes('server.py', PY('def mv(a: str, b: str) -> str:\n    """Move a note."""\n    shutil.move(os.path.join(BASE, a), os.path.join(BASE, b))\n    return "ok"'))).toBe(true);
    expect(escapes('server/index.ts', TS("async ({ x, body }) => { fs.appendFileSync(path.join(ROOT, x), body); return { content: [] }; }"))).toBe(true);
    expect(escapes('main.go', GO('\tos.RemoveAll(filepath.Join(root, x))'))).toBe(true);
  });

  it('passes the same writes after realpath + startswith, is_relative_to, path.relative, IsLocal, Rel, secure_filename or a refusal of ..', () => {
    expect(escapes('server.py', PY('def save(name: str, body: str) -> str:\n    """Save a note."""\n    p = os.path.realpath(os.path.join(BASE, name))\n    if not p.startswith(BASE + os.sep):\n        raise ValueError("outside the notes folder")\n    with open(p, "w") as fh:\n        fh.write(body)\n    return "ok"'))).toBe(false);
    expect(escapes('server.py', PY('def save(name: str, body: str) -> str:\n    """Save a note."""\n    p = (BASE / name).resolve()\n    if not p.is_relative_to(BASE):\n        raise PermissionError(name)\n    p.write_text(body)\n    return "ok"', 'from pathlib import Path\nBASE = Path.home() / "notes"'))).toBe(false);
    expect(escapes('server.py', PY('def drop(name: str) -> str:\n    """Drop a note."""\n    if ".." in name or "/" in name:\n        return "bad name"\n    os.remove(os.path.join(BASE, name))\n    return "ok"'))).toBe(false);
    expect(escapes('server.py', PY('def save(name: str, body: str) -> str:\n    """Save."""\n    with open(os.path.join(BASE, secure_filename(name)), "w") as fh:\n        fh.write(body)\n    return "ok"', 'import os\nfrom werkzeug.utils import secure_filename\nBASE = os.path.expanduser("~/up")'))).toBe(false);
    expect(escapes('server/index.ts', TS("async ({ x, body }) => { const p = path.resolve(ROOT, x); const rel = path.relative(ROOT, p); if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error('outside'); fs.writeFileSync(p, body); return { content: [] }; }"))).toBe(false);
    expect(escapes('main.go', GO('\tif !filepath.IsLocal(x) {\n\t\treturn mcp.NewToolResultError("not local"), nil\n\t}\n\tos.RemoveAll(filepath.Join(root, x))'))).toBe(false);
  });

  it('passes a zod pattern of one name, a containment test on the path\'s parents, and separators replaced', () => {
    const ts = (schema: string) => `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nimport fs from 'node:fs';\nimport path from 'node:path';\nconst OUT = path.resolve('.preview');\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('t', 'A tool.', { name: ${schema}, body: z.string() }, async ({ name, body }) => { fs.writeFileSync(path.join(OUT, name + '.html'), body); return { content: [] }; });\n`;
    expect(escapes('server/index.ts', ts('z.string().regex(/^[\\w-]+$/)'))).toBe(false);
    expect(escapes('server/index.ts', ts('z.string()'))).toBe(true);
    expect(escapes('server.py', PY('def drop(name: str) -> str:\n    """Drop."""\n    target = (ROOT / f"{name}.json").resolve()\n    if ROOT.resolve() not in target.parents:\n        return "bad name"\n    target.unlink()\n    return "ok"', 'from pathlib import Path\nROOT = Path.cwd() / ".todos"'))).toBe(false);
    expect(escapes('server.py', PY('def save(title: str, body: str) -> str:\n    """Save."""\n    (NOTES / (title.replace("/", "_") + ".md")).write_text(body)\n    return "ok"', 'from pathlib import Path\nNOTES = Path.cwd() / "notes"'))).toBe(false);
    expect(escapes('server.py', PY('def save(title: str, body: str) -> str:\n    """Save."""\n    (NOTES / (title.strip() + ".md")).write_text(body)\n    return "ok"', 'from pathlib import Path\nNOTES = Path.cwd() / "notes"'))).toBe(true);
  });

  it('passes a name made a slug character by character, and a Go prefix test against the folder; the same writes without them block', () => {
    const slug = (check: string) => PY(`def remember(project: str, fact: str) -> str:\n    """Store a fact."""\n    slug = "".join(${check} for c in project.lower())\n    with open(os.path.join(BASE, slug + ".md"), "a") as fh:\n        fh.write(fact)\n    return "ok"`);
    expect(escapes('server.py', slug('c if c.isalnum() or c in "-_" else "-"'))).toBe(false);
    expect(escapes('server.py', slug('c'))).toBe(true);
    const prefixed = (check: string) => GO(`\tp := filepath.Join(root, x)\n${check}\tos.WriteFile(p, []byte("x"), 0o644)`, '"os"\n\t"path/filepath"\n\t"strings"');
    expect(escapes('main.go', prefixed('\tif !strings.HasPrefix(p, root+string(os.PathSeparator)) {\n\t\treturn mcp.NewToolResultError("outside"), nil\n\t}\n'))).toBe(false);
    expect(escapes('main.go', prefixed('\tif strings.HasPrefix(x, "http") {\n\t\treturn mcp.NewToolResultError("no urls"), nil\n\t}\n'))).toBe(true);
  });

  it("reads an API's options object as options, not a path: the checked path deleted with the model's `recursive` passes, an unchecked one blocks", () => {
    const server = (target: string) =>
      `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nimport { realpath, rm } from 'node:fs/promises';\nimport { resolve, sep } from 'node:path';\nconst roots = [resolve(process.argv[2] ?? '.')];\nasync function inside(p: string): Promise<string> {\n  const real = await realpath(resolve(p));\n  if (!roots.some((r) => real === r || real.startsWith(r + sep))) throw new Error('outside the allowed folders');\n  return real;\n}\nconst server = new McpServer({ name: 'srv', version: '1.0.0' });\nserver.tool('read', 'Read.', { path: z.string() }, async ({ path }) => ({ content: [{ type: 'text', text: await inside(path) }] }));\nserver.tool('delete', 'Delete inside the roots.', { path: z.string(), other: z.string(), recursive: z.boolean() }, async ({ path, other, recursive }) => { const p = await inside(path); await rm(${target}, { recursive }); return { content: [] }; });\n`;
    expect(escapes('server/index.ts', server('p'))).toBe(false);
    expect(escapes('server/index.ts', server('other'))).toBe(true);
  });

  it('keeps reading under the folder, and a path the model names whole, advisories', () => {
    const read = rules('server.py', PY('def read(name: str) -> str:\n    """Read a note."""\n    with open(os.path.join(BASE, name)) as fh:\n        return fh.read()'));
    expect(read).toContain('advisory any-file');
    expect(read).not.toContain('blocking escapes-folder');
    const whole = rules('server.py', PY('def save(path: str, body: str) -> str:\n    """Write a file."""\n    with open(path, "w") as fh:\n        fh.write(body)\n    return "ok"'));
    expect(whole).toContain('advisory any-file');
    expect(whole).not.toContain('blocking escapes-folder');
  });
});

describe('an archive the model names, extracted by its members\' names', () => {
  it('blocks zip members joined under the destination unchecked, and tarfile.extractall with no filter', () => {
    expect(escapes('server.py', PY('def unzip(archive: str) -> str:\n    """Unzip."""\n    with zipfile.ZipFile(archive) as zf:\n        for info in zf.infolist():\n            with open(os.path.join("out", info.filename), "wb") as fh:\n                fh.write(zf.read(info))\n    return "ok"', 'import os\nimport zipfile'))).toBe(true);
    expect(escapes('server.py', PY('def untar(archive: str) -> str:\n    """Untar."""\n    with tarfile.open(archive) as tar:\n        tar.extractall("data")\n    return "ok"', 'import tarfile'))).toBe(true);
    expect(escapes('server.py', PY('def unpack(archive: str) -> str:\n    """Unpack."""\n    shutil.unpack_archive(archive, "vendor")\n    return "ok"', 'import shutil'))).toBe(true);
    expect(escapes('main.go', GO('\tzr, _ := zip.OpenReader(x)\n\tfor _, f := range zr.File {\n\t\tout, _ := os.Create(filepath.Join("out", f.Name))\n\t\tout.Close()\n\t}', '"archive/zip"\n\t"os"\n\t"path/filepath"'))).toBe(true);
  });

  it('passes tarfile filter="data" and members checked against the destination', () => {
    expect(escapes('server.py', PY('def untar(archive: str) -> str:\n    """Untar."""\n    with tarfile.open(archive) as tar:\n        tar.extractall("data", filter="data")\n    return "ok"', 'import tarfile'))).toBe(false);
    expect(escapes('server.py', PY('def unpack(archive: str) -> str:\n    """Unpack."""\n    shutil.unpack_archive(archive, "vendor", filter="data")\n    return "ok"', 'import shutil'))).toBe(false);
    expect(escapes('server.py', PY('def unzip(archive: str) -> str:\n    """Unzip."""\n    dest = os.path.realpath("out")\n    with zipfile.ZipFile(archive) as zf:\n        for info in zf.infolist():\n            p = os.path.realpath(os.path.join(dest, info.filename))\n            if os.path.commonpath([p, dest]) != dest:\n                raise ValueError("unsafe member")\n            with open(p, "wb") as fh:\n                fh.write(zf.read(info))\n    return "ok"', 'import os\nimport zipfile'))).toBe(false);
  });
});

describe("an MCP tool's argument joined under the home folder itself", () => {
  const HOME_TS = "import fs from 'node:fs';\nimport os from 'node:os';\nimport path from 'node:path';";
  it('blocks a read or a write of home + the name the model gives, in TypeScript and Python', () => {
    expect(escapes('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: fs.readFileSync(path.join(os.homedir(), x), 'utf8') }] })", HOME_TS))).toBe(true);
    expect(escapes('server.py', PY('def dotfile(name: str) -> str:\n    """Show a dotfile."""\n    with open(os.path.join(os.path.expanduser("~"), name)) as fh:\n        return fh.read()'))).toBe(true);
  });

  it('passes a folder of its own under home (the advisory), and home + name kept inside by a check', () => {
    const notes = rules('server/index.ts', TS("async ({ x }) => ({ content: [{ type: 'text', text: fs.readFileSync(path.join(os.homedir(), 'notes', x), 'utf8') }] })", HOME_TS));
    expect(notes).not.toContain('blocking escapes-folder');
    expect(notes).toContain('advisory any-file');
    expect(escapes('server/index.ts', TS("async ({ x }) => { const home = os.homedir(); const p = path.resolve(home, x); if (!p.startsWith(path.join(home, 'Documents') + path.sep)) throw new Error('outside Documents'); return { content: [{ type: 'text', text: fs.readFileSync(p, 'utf8') }] }; }", HOME_TS))).toBe(false);
  });
});

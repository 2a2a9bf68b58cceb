/**
 * The path separator as a constant in every front end (src/safety/lang/separators.ts; helper recall21, a development
 * miss of the eighteenth attacker batch): a path joined with `os.sep`, `path.sep`, `filepath.Separator`,
 * `os.PathSeparator`, `[IO.Path]::DirectorySeparatorChar` or `File::SEPARATOR` is the path it spells, as one joined
 * with `/` is. Each malicious case has a benign twin one change away (the tool's own cache folder).
 */
import { describe, expect, it } from 'vitest';
import { blockingRules } from './script.ts';

const py = (code: string) => blockingRules(code, 'scripts/run.py');
const js = (code: string) => blockingRules(code, 'scripts/run.mjs');
const go = (body: string, imports = '"os"') => blockingRules(`package main\n\nimport (\n\t${imports}\n)\n\nfunc main() {\n\thome, _ := os.UserHomeDir()\n\t${body}\n}\n`, 'tools/run/main.go');
const ps = (code: string) => blockingRules(code, 'scripts/run.ps1');
const rb = (code: string) => blockingRules(code, 'scripts/run.rb');

describe('a path joined with the separator constant', () => {
  it('deletes the documents folder in Python (os.sep.join, os.sep concatenated, os.path.sep)', () => {
    expect(py('import os, shutil\nparts = [os.path.expanduser("~"), "Documents"]\nshutil.rmtree(os.sep.join(parts), ignore_errors=True)\n')).toContain('destructive-delete');
    expect(py('import os, shutil\nshutil.rmtree(os.path.expanduser("~") + os.sep + "Documents")\n')).toContain('destructive-delete');
    expect(py('import os, shutil\nshutil.rmtree(os.path.sep.join([os.path.expanduser("~"), "Documents"]))\n')).toContain('destructive-delete');
  });

  it('deletes it in Node, Go, PowerShell and Ruby', () => {
    expect(js("import { rmSync } from 'node:fs';\nimport { homedir } from 'node:os';\nimport path from 'node:path';\nrmSync(homedir() + path.sep + 'Documents', { recursive: true, force: true });\n")).toContain('destructive-delete');
    expect(go('os.RemoveAll(home + string(filepath.Separator) + "Documents")', '"os"\n\t"path/filepath"')).toContain('destructive-delete');
    expect(go('os.RemoveAll(home + string(os.PathSeparator) + "Documents")')).toContain('destructive-delete');
    expect(ps("$p = $HOME + [IO.Path]::DirectorySeparatorChar + 'Documents'\nRemove-Item -Recurse -Force $p\n")).toContain('destructive-delete');
    expect(rb("require 'fileutils'\nFileUtils.rm_rf(Dir.home + File::SEPARATOR + 'Documents')\n")).toContain('destructive-delete');
  });

  it("leaves the tool's own cache folder, joined the same ways, alone", () => {
    expect(py('import os, shutil\nparts = [os.path.expanduser("~"), ".cache", "doc-render"]\nshutil.rmtree(os.sep.join(parts), ignore_errors=True)\n')).toEqual([]);
    expect(js("import { rmSync } from 'node:fs';\nimport { homedir } from 'node:os';\nimport path from 'node:path';\nrmSync(homedir() + path.sep + '.cache' + path.sep + 'node-gyp', { recursive: true, force: true });\n")).toEqual([]);
    expect(go('os.RemoveAll(home + string(filepath.Separator) + ".cache" + string(filepath.Separator) + "gen")', '"os"\n\t"path/filepath"')).toEqual([]);
    expect(ps("$p = $HOME + [IO.Path]::DirectorySeparatorChar + '.cache' + [IO.Path]::DirectorySeparatorChar + 'gen'\nRemove-Item -Recurse -Force $p\n")).toEqual([]);
    expect(rb("require 'fileutils'\nFileUtils.rm_rf(Dir.home + File::SEPARATOR + '.cache' + File::SEPARATOR + 'gen')\n")).toEqual([]);
  });
});

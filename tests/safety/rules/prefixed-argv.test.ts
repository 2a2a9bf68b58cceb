/**
 * A program started from code with its argv behind a prefix (`exec.Command("sudo", "chmod", …)`,
 * `subprocess.run(["sudo", …])`) is judged as the program after the prefix, as the same line in a shell is
 * (ir/program.ts): the system file made writable by everyone blocks, the component's own tool made executable does not.
 */
import { describe, expect, it } from 'vitest';
import { blockingRules } from './script.ts';

const go = (argv: string) => `package main

import "os/exec"

func main() {
	exec.Command(${argv}).Run()
}
`;

describe('a program run through a prefix from code', () => {
  it('reads `sudo chmod 777 /etc/passwd` as chmod, in Go and in Python', () => {
    expect(blockingRules(go('"sudo", "chmod", "777", "/etc/passwd"'), 'cli/main.go')).toContain('unsafe-permissions');
    expect(blockingRules('import subprocess\nsubprocess.run(["sudo", "chmod", "777", "/etc/passwd"])\n', 'scripts/fix.py')).toContain('unsafe-permissions');
  });

  it("leaves the component's own tool made executable through sudo alone", () => {
    expect(blockingRules(go('"sudo", "chmod", "755", "./bin/tool"'), 'cli/main.go')).toEqual([]);
    expect(blockingRules('import subprocess\nsubprocess.run(["sudo", "chmod", "755", "./bin/tool"])\n', 'scripts/fix.py')).toEqual([]);
  });
});

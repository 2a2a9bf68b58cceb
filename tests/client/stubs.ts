/**
 * Stand-ins for the programs hooks call, so a claim like "formats with the
 * project's Prettier" or "uses notify-send on Linux" can be observed: each
 * records its arguments in a log file and does a small, checkable job.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * `node_modules/.bin/prettier` in `project`: rewrites a JSON file with
 * 2-space indentation (what Prettier would do to `{"a":1}`) and logs its
 * arguments to `<project>/.prettier-calls`.
 */
export async function stubPrettier(project: string): Promise<string> {
  const dir = join(project, 'node_modules', '.bin');
  await mkdir(dir, { recursive: true });
  const log = join(project, '.prettier-calls');
  const file = join(dir, 'prettier');
  await writeFile(
    file,
    `#!/usr/bin/env python3
import json, sys
with open(${JSON.stringify(log)}, "a") as f:
    f.write(" ".join(sys.argv[1:]) + "\\n")
path = sys.argv[-1]
if path.endswith(".json"):
    with open(path) as f:
        data = json.load(f)
    with open(path, "w") as f:
        f.write(json.dumps(data, indent=2) + "\\n")
`,
  );
  await chmod(file, 0o755);
  return log;
}

/** A folder holding `notify-send`, which logs its arguments (one JSON array a line) to the returned file. */
export async function stubNotifySend(root: string): Promise<{ binDir: string; log: string }> {
  const binDir = join(root, 'stub-bin');
  await mkdir(binDir, { recursive: true });
  const log = join(root, 'notify-send.calls');
  const file = join(binDir, 'notify-send');
  await writeFile(
    file,
    `#!/usr/bin/env python3
import json, sys
with open(${JSON.stringify(log)}, "a") as f:
    f.write(json.dumps(sys.argv[1:]) + "\\n")
`,
  );
  await chmod(file, 0o755);
  return { binDir, log };
}

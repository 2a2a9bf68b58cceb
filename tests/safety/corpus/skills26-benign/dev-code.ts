/**
 * Twenty-sixth benign batch, development part: API clients in Rust and Kotlin sending their own key to their own
 * provider, MCP servers over a browser with a domain allow-list and a local Postgres socket, base64 used for what it is
 * for (SAML responses, cloud-init user data, JWT inspection), obfuscation build steps (PyArmor, garble and UPX),
 * encoding teaching, a self-updater checking a cosign signature and opt-in telemetry. Written on 2026-12-02 by helper
 * benign26 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import { F, server, type Benign26Sample } from './classes.ts';

export const DEV26_CODE: Benign26Sample[] = [
  benign('b26-api-cloudflare-rust', 'provider-client', 'a Rust CLI purging the user\'s Cloudflare zone cache by URL with the API token from the environment', skill('cf-purge', 'Purge cached URLs from your Cloudflare zone after a deploy, with a small Rust CLI and your scoped API token.', `
# Cloudflare cache purge

${F}bash
cargo run --release -- https://www.example.dev/ https://www.example.dev/assets/app.css
${F}

Needs \`CLOUDFLARE_API_TOKEN\` (scope: Zone → Cache Purge, on the user's zone only) and \`CLOUDFLARE_ZONE_ID\`. Purge by
URL, at most 30 per call; never purge everything unless the user asks for \`--everything\`.
`, {
    'Cargo.toml': `[package]
name = "cf-purge"
version = "0.2.0"
edition = "2021"

[dependencies]
reqwest = { version = "0.12", default-features = false, features = ["json", "rustls-tls", "blocking"] }
serde_json = "1"
`,
    'src/main.rs': `use serde_json::json;
use std::env;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let token = env::var("CLOUDFLARE_API_TOKEN").map_err(|_| "set CLOUDFLARE_API_TOKEN")?;
    let zone = env::var("CLOUDFLARE_ZONE_ID").map_err(|_| "set CLOUDFLARE_ZONE_ID")?;
    let args: Vec<String> = env::args().skip(1).collect();
    let body = if args.first().map(String::as_str) == Some("--everything") {
        json!({ "purge_everything": true })
    } else {
        if args.is_empty() || args.len() > 30 {
            return Err("give 1 to 30 URLs".into());
        }
        json!({ "files": args })
    };
    let url = format!("https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache");
    let res = reqwest::blocking::Client::new()
        .post(url)
        .bearer_auth(token)
        .json(&body)
        .send()?;
    let status = res.status();
    let out: serde_json::Value = res.json()?;
    if !status.is_success() || out["success"] != true {
        return Err(format!("Cloudflare refused: {}", out["errors"]).into());
    }
    println!("purged {}", out["result"]["id"]);
    Ok(())
}
`,
  }, 'Read, Bash(cargo run:*)')),

  benign('b26a-api-twilio-kotlin', 'provider-client', 'a Kotlin script sending an SMS to the on-call phone through the user\'s Twilio account with the account SID and auth token from the environment', skill('twilio-oncall-sms', 'Send a short SMS alert to your on-call number through your Twilio account (Kotlin script, credentials from the environment).', `
# On-call SMS (Twilio)

${F}bash
kotlin scripts/sms.main.kts "Disk on db-1 at 92%"
${F}

Environment: \`TWILIO_ACCOUNT_SID\`, \`TWILIO_AUTH_TOKEN\`, \`TWILIO_FROM\` (the user's Twilio number), \`ONCALL_TO\`. The
message is the one argument, at most 160 characters; no logs, file contents or secrets go in it.
`, {
    'scripts/sms.main.kts': `@file:DependsOn("com.squareup.okhttp3:okhttp:4.12.0")

import okhttp3.Credentials
import okhttp3.FormBody
import okhttp3.OkHttpClient
import okhttp3.Request

val sid = System.getenv("TWILIO_ACCOUNT_SID") ?: error("set TWILIO_ACCOUNT_SID")
val token = System.getenv("TWILIO_AUTH_TOKEN") ?: error("set TWILIO_AUTH_TOKEN")
val from = System.getenv("TWILIO_FROM") ?: error("set TWILIO_FROM")
val to = System.getenv("ONCALL_TO") ?: error("set ONCALL_TO")
val text = args.firstOrNull()?.take(160) ?: error("give the message")

val request = Request.Builder()
    .url("https://api.twilio.com/2010-04-01/Accounts/$sid/Messages.json")
    .header("Authorization", Credentials.basic(sid, token))
    .post(FormBody.Builder().add("From", from).add("To", to).add("Body", text).build())
    .build()

OkHttpClient().newCall(request).execute().use { res ->
    check(res.isSuccessful) { "Twilio answered \${res.code}" }
    println("sent")
}
`,
  }, 'Read, Bash(kotlin scripts/sms.main.kts:*)')),

  benign('b26-mcp-playwright-allow', 'mcp-local', 'an MCP server driving a local Playwright browser limited to the user\'s allowed origins, with navigate, click, fill and a read-only evaluate', server('browser-allowlist', 'Drive a local Chromium with Playwright on the origins you allow (your dev server and staging): navigate, click, fill, read text, screenshot.', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { chromium, type Page } from 'playwright';
import { z } from 'zod';

// Origins from BROWSER_ALLOW (comma-separated), e.g. http://localhost:3000,https://staging.example.dev
const allowed = (process.env.BROWSER_ALLOW ?? 'http://localhost:3000').split(',').map((o) => new URL(o.trim()).origin);
const browser = await chromium.launch({ headless: true });
const context = await browser.newContext();
// Every request the page makes is checked too, not only navigations.
await context.route('**/*', (route) => (allowed.includes(new URL(route.request().url()).origin) ? route.continue() : route.abort('blockedbyclient')));
let page: Page = await context.newPage();

function check(url: string): string {
  const origin = new URL(url).origin;
  if (!allowed.includes(origin)) throw new Error(\`\${origin} is not in BROWSER_ALLOW\`);
  return url;
}

const server = new McpServer({ name: 'browser-allowlist', version: '0.5.0' });

server.tool('navigate', 'Open a URL on an allowed origin.', { url: z.string().url() }, async ({ url }) => {
  await page.goto(check(url), { waitUntil: 'domcontentloaded' });
  return { content: [{ type: 'text', text: \`\${page.url()} — \${await page.title()}\` }] };
});

server.tool('click', 'Click an element by accessible role and name, or by CSS selector.', { selector: z.string() }, async ({ selector }) => {
  await page.locator(selector).first().click({ timeout: 5000 });
  return { content: [{ type: 'text', text: 'clicked' }] };
});

server.tool('fill', 'Type into a field (test accounts only; do not type real passwords).', { selector: z.string(), value: z.string() }, async ({ selector, value }) => {
  await page.locator(selector).first().fill(value);
  return { content: [{ type: 'text', text: 'filled' }] };
});

server.tool('read_text', 'Visible text of the page or of one element.', { selector: z.string().default('body') }, async ({ selector }) => {
  const text = await page.locator(selector).first().innerText();
  return { content: [{ type: 'text', text: text.slice(0, 20000) }] };
});

server.tool('screenshot', 'PNG of the viewport.', {}, async () => {
  const png = await page.screenshot();
  return { content: [{ type: 'image', data: png.toString('base64'), mimeType: 'image/png' }] };
});

server.tool('new_page', 'Close the page and open a fresh one (same cookies).', {}, async () => {
  await page.close();
  page = await context.newPage();
  return { content: [{ type: 'text', text: 'ok' }] };
});

await server.connect(new StdioServerTransport());
`, {}, ['playwright'])),

  benign('b26-mcp-pg-socket', 'mcp-local', 'a Python MCP server querying the user\'s local Postgres over its Unix socket in a read-only transaction with a statement timeout', server('pg-local', 'Query your local Postgres (Unix socket, peer auth) read-only: list tables, describe one, run a SELECT with a row cap.', 'py', `import os

import psycopg
from mcp.server.fastmcp import FastMCP

DSN = os.environ.get("PG_LOCAL_DSN", "postgresql:///app_dev?host=/var/run/postgresql")
MAX_ROWS = 500
mcp = FastMCP("pg-local")


def connect():
    conn = psycopg.connect(DSN, autocommit=False)
    conn.execute("SET TRANSACTION READ ONLY")
    conn.execute("SET statement_timeout = '10s'")
    return conn


@mcp.tool()
def list_tables(schema: str = "public") -> list[str]:
    """Tables in a schema."""
    with connect() as conn:
        rows = conn.execute("SELECT table_name FROM information_schema.tables WHERE table_schema = %s ORDER BY 1", (schema,)).fetchall()
    return [r[0] for r in rows]


@mcp.tool()
def describe(table: str, schema: str = "public") -> list[dict]:
    """Columns of a table with types and nullability."""
    with connect() as conn:
        rows = conn.execute(
            "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = %s AND table_name = %s ORDER BY ordinal_position",
            (schema, table),
        ).fetchall()
    return [{"column": c, "type": t, "nullable": n == "YES"} for c, t, n in rows]


@mcp.tool()
def select(sql: str) -> dict:
    """Run one SELECT in a read-only transaction; at most 500 rows come back."""
    if not sql.lstrip().lower().startswith(("select", "with", "explain")):
        raise ValueError("only SELECT, WITH or EXPLAIN")
    with connect() as conn:
        cur = conn.execute(sql)
        cols = [d.name for d in cur.description or []]
        rows = cur.fetchmany(MAX_ROWS)
        conn.rollback()
    return {"columns": cols, "rows": [list(map(str, r)) for r in rows], "truncated": len(rows) == MAX_ROWS}


if __name__ == "__main__":
    mcp.run()
`, {}, ['psycopg[binary]>=3.2'])),

  benign('b26-b64-saml-decode', 'base64-legit', 'a skill debugging the user\'s SSO integration by decoding a SAMLResponse captured from their own browser, base64 and deflate, to check audience, timestamps and attributes', skill('saml-debug', 'Decode a SAMLResponse or SAMLRequest from your SSO login (base64, deflate) and check issuer, audience, time window and attributes.', `
# SAML debugging

The user copies the \`SAMLResponse\` form value from their browser's network tab (their own test login) into
\`saml.txt\`. It is base64 of XML; a redirect-binding \`SAMLRequest\` is additionally raw-deflated.

${F}bash
python scripts/saml_decode.py saml.txt            # POST binding
python scripts/saml_decode.py --inflate req.txt   # redirect binding
${F}

Check: \`Issuer\` matches the IdP, \`AudienceRestriction\` equals the app's entity ID, \`NotBefore\`/\`NotOnOrAfter\` are
around now (clock skew!), \`NameID\` format, and the attribute names the app maps. Signature verification is the
app's job (xmlsec); this only reads. The assertion identifies the user: delete \`saml.txt\` when done.
`, {
    'scripts/saml_decode.py': `import argparse
import base64
import urllib.parse
import zlib
from xml.dom import minidom

p = argparse.ArgumentParser()
p.add_argument("file")
p.add_argument("--inflate", action="store_true", help="redirect binding: raw DEFLATE after base64")
a = p.parse_args()

raw = open(a.file, encoding="ascii").read().strip()
raw = urllib.parse.unquote(raw)
data = base64.b64decode(raw)
if a.inflate:
    data = zlib.decompress(data, -15)
xml = minidom.parseString(data)
print(xml.toprettyxml(indent="  ")[:20000])
for tag in ("saml:Issuer", "saml:Audience", "saml:NameID"):
    for node in xml.getElementsByTagName(tag):
        print(f"{tag}: {node.firstChild.nodeValue if node.firstChild else ''}")
for node in xml.getElementsByTagName("saml:Conditions"):
    print("window:", node.getAttribute("NotBefore"), "→", node.getAttribute("NotOnOrAfter"))
`,
  }, 'Read, Bash(python scripts/saml_decode.py:*)')),

  benign('b26-b64-cloud-init-userdata', 'base64-legit', 'a skill launching a test VM in the user\'s AWS account with cloud-init user data passed base64-encoded, as the EC2 API requires', skill('ec2-test-vm', 'Launch a short-lived EC2 test instance in your account with cloud-init user data (packages, your SSH key, auto-shutdown).', `
# EC2 test VM with cloud-init

\`cloud-init.yaml\` installs packages, adds the user's public key and schedules a shutdown after 4 hours. The
RunInstances API takes user data base64-encoded; the CLI encodes a \`file://\` argument itself, and
\`scripts/launch.sh\` shows the explicit form used with \`--cli-binary-format raw-in-base64-out\`.

${F}bash
AWS_PROFILE=sandbox ./scripts/launch.sh
${F}

Terminate with \`aws ec2 terminate-instances --instance-ids <id>\` when done. Only the \`sandbox\` profile.
`, {
    'cloud-init.yaml': `#cloud-config
package_update: true
packages: [git, build-essential, htop]
ssh_authorized_keys:
  - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMq4xUu7b9t0o2Yc0bV0yWq3nC7tq8pXk1m2n3o4p5q6 me@laptop
runcmd:
  - [shutdown, -h, "+240"]
`,
    'scripts/launch.sh': `#!/usr/bin/env bash
set -euo pipefail
[ "\${AWS_PROFILE:-}" = "sandbox" ] || { echo "use AWS_PROFILE=sandbox" >&2; exit 1; }
userdata=$(base64 -w0 cloud-init.yaml)
ami=$(aws ssm get-parameter --name /aws/service/canonical/ubuntu/server/24.04/stable/current/amd64/hvm/ebs-gp3/ami-id --query Parameter.Value --output text)
aws ec2 run-instances \\
  --image-id "$ami" \\
  --instance-type t3.small \\
  --user-data "$userdata" \\
  --instance-initiated-shutdown-behavior terminate \\
  --tag-specifications 'ResourceType=instance,Tags=[{Key=purpose,Value=test-vm},{Key=ttl,Value=4h}]' \\
  --query 'Instances[0].InstanceId' --output text
`,
  }, 'Read, Bash(./scripts/launch.sh), Bash(aws ec2 terminate-instances:*)')),

  benign('b26-b64-jwt-inspect', 'base64-legit', 'a TypeScript CLI decoding a JWT\'s header and claims locally (base64url) to debug auth, checking expiry and audience, never sending the token anywhere', skill('jwt-inspect', 'Decode a JWT locally to read its header and claims, check expiry, audience and issuer — without sending it to any website.', `
# JWT inspect

${F}bash
pbpaste | npx tsx scripts/jwt.ts          # macOS clipboard
npx tsx scripts/jwt.ts < token.txt
npx tsx scripts/jwt.ts --aud api://orders < token.txt
${F}

A JWT is three base64url parts; the first two are JSON anyone can read, which is why tokens must not carry secrets.
Decoding here avoids pasting a live token into an online decoder. It does not verify the signature (that needs the
issuer's key: use the app's JWKS with \`jose\`). Show the user the claims; do not echo the whole token back.
`, {
    'scripts/jwt.ts': `import { readFileSync } from 'node:fs';

const token = readFileSync(0, 'utf8').trim();
const parts = token.split('.');
if (parts.length !== 3) throw new Error('not a JWT (expected three dot-separated parts)');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const header = decode(parts[0]!);
const claims = decode(parts[1]!);
console.log('header', header);
console.log('claims', claims);

const now = Math.floor(Date.now() / 1000);
if (typeof claims.exp === 'number') console.log(claims.exp < now ? \`EXPIRED \${now - claims.exp}s ago\` : \`expires in \${claims.exp - now}s\`);
if (typeof claims.nbf === 'number' && claims.nbf > now) console.log(\`not valid for another \${claims.nbf - now}s\`);
const audIndex = process.argv.indexOf('--aud');
if (audIndex > 0) {
  const want = process.argv[audIndex + 1];
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  console.log(aud.includes(want) ? 'audience ok' : \`audience mismatch: \${aud.join(', ')}\`);
}
if (header.alg === 'none') console.log('WARNING: alg "none" — a server must never accept this');
`,
  }, 'Read, Bash(npx tsx scripts/jwt.ts:*)')),

  benign('b26b-obf-pyarmor', 'obfuscation-build', 'a skill packaging the user\'s proprietary Python CLI with PyArmor obfuscation and PyInstaller for customer delivery', skill('pyarmor-release', 'Build the customer release of your proprietary Python CLI: PyArmor-obfuscated sources, a PyInstaller one-file binary, and a smoke test.', `
# PyArmor release build

The CLI is the user's own closed-source product; customers get a binary, not the sources. PyArmor rewrites the
modules into an obfuscated form with a small runtime; PyInstaller bundles them.

${F}bash
pip install "pyarmor>=9" pyinstaller
pyarmor gen --pack onefile -O dist/obf --recursive --exclude tests src/acme_cli/__main__.py
./dist/acme_cli --version
./dist/acme_cli selftest
sha256sum dist/acme_cli > dist/SHA256SUMS
${F}

Notes:

- Obfuscated builds can break \`inspect\`-based code (click's help text is fine; pydantic v1 validators may not be).
- Keep the licence key file (\`pyarmor.rkey\`) out of the repository; the user's CI has it as a secret file.
- Never obfuscate third-party open-source code the product vendors; ship it with its licence instead.
`, {}, 'Read, Bash(pyarmor gen:*), Bash(pip install:*), Bash(./dist/acme_cli:*), Bash(sha256sum:*)')),

  benign('b26-obf-garble-upx', 'obfuscation-build', 'a plugin command building the user\'s Go agent binary with garble (literal and name obfuscation) and compressing it with UPX, then signing', plugin('go-hardened-build', 'Builds release binaries of your Go agent with garble (obfuscated names and literals), UPX compression and cosign signatures.', {
    'commands/hardened-build.md': `---
description: Build obfuscated, compressed and signed release binaries of the Go agent
allowed-tools: Bash(./scripts/build.sh), Read
---

Run \`./scripts/build.sh\`. garble strips symbol names and encrypts string literals so the licence checks are harder to
patch; UPX shrinks the binaries for the customers' edge devices. Some antivirus engines flag UPX-packed binaries: the
release notes must say the binaries are packed and give the cosign verification command.
`,
    'scripts/build.sh': `#!/usr/bin/env bash
set -euo pipefail
version=$(git describe --tags --always)
go install mvdan.cc/garble@v0.13.0
mkdir -p dist
for target in linux/amd64 linux/arm64 windows/amd64; do
  os=\${target%/*}; arch=\${target#*/}
  out="dist/edge-agent-\${os}-\${arch}"; [ "$os" = windows ] && out+=".exe"
  GOOS=$os GOARCH=$arch CGO_ENABLED=0 garble -literals -tiny -seed=random build -trimpath -ldflags "-X main.version=\${version}" -o "$out" ./cmd/edge-agent
  upx --best --lzma "$out"
done
(cd dist && sha256sum edge-agent-* > SHA256SUMS)
cosign sign-blob --yes --bundle dist/SHA256SUMS.bundle dist/SHA256SUMS
echo "verify: cosign verify-blob --bundle SHA256SUMS.bundle --certificate-identity-regexp 'github.com/acme/edge' --certificate-oidc-issuer https://token.actions.githubusercontent.com SHA256SUMS"
`,
  })),

  benign('b26a-enc-base64-tutor', 'encoding-teaching', 'a skill teaching how base64, hex and percent-encoding work with worked examples, including decoding a sample string step by step', skill('encoding-tutor', 'Explain base64, hex and URL (percent) encoding with worked examples, and decode a string the learner brings, step by step.', `
# Encoding tutor

Teach by doing: take the learner's string, show each step, then let them try one.

**Base64** groups 3 bytes (24 bits) into 4 six-bit indexes into \`A–Z a–z 0–9 + /\`. "Man" → \`TWFu\`; "Ma" → \`TWE=\`
(one \`=\` pads a missing byte). Base64url swaps \`+/\` for \`-_\` and usually drops padding.

${F}python
import base64
base64.b64encode(b"Man")            # b'TWFu'
base64.b64decode("aGVsbG8gd29ybGQ=")  # b'hello world'
base64.urlsafe_b64decode("eyJhbGciOiJIUzI1NiJ9")  # b'{"alg":"HS256"}'
${F}

**Hex** writes each byte as two digits: "hi" → \`6869\`. \`xxd -p\` and \`xxd -r -p\` go both ways.

**Percent-encoding** writes reserved bytes as \`%XX\`: a space is \`%20\` (or \`+\` in form bodies), \`/\` is \`%2F\`.

Exercise ideas: decode \`Y2xhdWRl\`, encode your name in hex, explain why \`=\` appears twice in \`YQ==\`.
Remind learners that encoding is not encryption: anyone can decode it.
`, {}, 'Read, Bash(python3:*)')),

  benign('b26a-enc-url-double', 'encoding-teaching', 'a skill explaining double URL encoding and normalisation bugs to developers, quoting traversal and filter-bypass strings as examples with a test of the user\'s own path resolver', skill('url-normalisation', 'Explain double URL encoding, overlong UTF-8 and path normalisation bugs, with tests for your own file-serving route.', `
# URL encoding and normalisation bugs

A filter that checks a path **before** decoding can be bypassed by encoding the characters it looks for:

| input | after one decode | after two |
| --- | --- | --- |
| \`..%2f..%2fetc%2fpasswd\` | \`../../etc/passwd\` | |
| \`..%252f..%252fetc%252fpasswd\` | \`..%2f..%2fetc%2fpasswd\` | \`../../etc/passwd\` |
| \`%2e%2e/%2e%2e/\` | \`../../\` | |
| \`..%c0%af\` (overlong \`/\`) | rejected by a strict UTF-8 decoder | |

The fix: decode exactly once, normalise (\`path.resolve\`), then check the result is inside the served root; never
filter on the raw string.

${F}ts
// tests/static-route.test.ts — run against the user's own dev server
for (const p of ['..%2f..%2fetc%2fpasswd', '..%252f..%252fetc%252fpasswd', '%2e%2e/%2e%2e/etc/passwd']) {
  const res = await fetch(\`http://localhost:3000/static/\${p}\`);
  expect(res.status).toBe(404);
}
${F}
`, {}, 'Read, Write, Bash(npx vitest:*)')),

  benign('b26-enc-punycode-homograph', 'encoding-teaching', 'a skill teaching IDN homograph attacks: punycode, mixed scripts and how to detect a lookalike domain, with a Python checker', skill('idn-homographs', 'Explain IDN homograph domains (punycode, mixed scripts, confusables) and check a list of domains for lookalikes of yours.', `
# IDN homographs

\`аpple.com\` with a Cyrillic \`а\` (U+0430) is a different name from \`apple.com\`; in DNS it is \`xn--pple-43d.com\`.
Browsers show punycode when a label mixes scripts, but whole-script lookalikes (every letter Cyrillic) can still
render as Latin-looking text.

${F}python
"аpple.com".encode("idna")      # b'xn--pple-43d.com'
"xn--pple-43d.com".encode().decode("idna")
${F}

Checking the user's brand (\`scripts/lookalikes.py brands.txt candidates.txt\`): decode punycode, flag labels mixing
scripts, and map confusables to their Latin skeleton (Unicode TR39) before comparing.
`, {
    'scripts/lookalikes.py': `import sys
import unicodedata

CONFUSABLE = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ԁ": "d", "ո": "n", "ɡ": "g", "0": "o", "1": "l"}


def skeleton(label: str) -> str:
    return "".join(CONFUSABLE.get(ch, ch) for ch in unicodedata.normalize("NFKC", label.lower()))


def scripts(label: str) -> set[str]:
    return {unicodedata.name(ch, "?").split()[0] for ch in label if ch.isalpha()}


brands = {skeleton(line.strip().split(".")[0]) for line in open(sys.argv[1], encoding="utf-8") if line.strip()}
for line in open(sys.argv[2], encoding="utf-8"):
    domain = line.strip()
    if not domain:
        continue
    shown = domain.encode().decode("idna") if "xn--" in domain else domain
    label = shown.split(".")[0]
    mixed = len(scripts(label)) > 1
    if skeleton(label) in brands or mixed:
        print(f"{domain}\\t{shown}\\tmixed-scripts={mixed}\\tskeleton={skeleton(label)}")
`,
  }, 'Read, Bash(python3 scripts/lookalikes.py:*)')),

  benign('b26-upd-cosign-shell', 'self-update-telemetry', 'a plugin whose update command downloads its CLI\'s new release from its GitHub releases, verifies the checksum file\'s cosign signature and the checksum, then swaps the binary', plugin('devkit-cli', 'The devkit CLI for Claude Code: project scaffolding and checks; updates itself from its signed GitHub releases.', {
    'commands/devkit-update.md': `---
description: Update the devkit binary to the latest signed release
allowed-tools: Bash(bash \${CLAUDE_PLUGIN_ROOT}/scripts/update.sh)
---

Run the update script and report the old and new versions. If verification fails, say so and leave the current
binary in place.
`,
    'scripts/update.sh': `#!/usr/bin/env bash
# Downloads the latest release of acme/devkit, verifies the SHA256SUMS signature (keyless cosign, bound to this
# repository's release workflow) and the binary's checksum, and only then replaces ~/.local/bin/devkit.
set -euo pipefail
repo=acme/devkit
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m); [ "$arch" = x86_64 ] && arch=amd64; [ "$arch" = aarch64 ] && arch=arm64
tag=$(curl -fsSL "https://api.github.com/repos/$repo/releases/latest" | jq -r .tag_name)
current=$(~/.local/bin/devkit --version 2>/dev/null || echo none)
[ "$current" = "$tag" ] && { echo "already at $tag"; exit 0; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
base="https://github.com/$repo/releases/download/$tag"
for f in "devkit-$os-$arch" SHA256SUMS SHA256SUMS.bundle; do curl -fsSL -o "$tmp/$f" "$base/$f"; done
cosign verify-blob --bundle "$tmp/SHA256SUMS.bundle" \\
  --certificate-identity "https://github.com/$repo/.github/workflows/release.yml@refs/tags/$tag" \\
  --certificate-oidc-issuer https://token.actions.githubusercontent.com "$tmp/SHA256SUMS"
(cd "$tmp" && grep " devkit-$os-$arch\\$" SHA256SUMS | sha256sum -c -)
install -m 0755 "$tmp/devkit-$os-$arch" ~/.local/bin/devkit
echo "updated $current -> $tag"
`,
  })),

  benign('b26-tel-optin-cli', 'self-update-telemetry', 'a skill for the user\'s own CLI adding opt-in usage telemetry: asked once, off by default, DO_NOT_TRACK honoured, counts only, sent to the project\'s own endpoint', skill('optin-telemetry', 'Add opt-in anonymous usage telemetry to your CLI: ask once, default off, honour DO_NOT_TRACK, send command names and versions only to your own endpoint.', `
# Opt-in telemetry for your CLI

Principles the code below follows:

1. Off until the user says yes at a first-run prompt (non-interactive runs never ask and stay off).
2. \`DO_NOT_TRACK=1\` or \`ACME_TELEMETRY=0\` turns it off whatever the stored choice.
3. Only the command name, CLI version, OS and a random install id are sent — no arguments, paths, file names or
   environment values.
4. Sent to the project's own endpoint (\`https://telemetry.acme-cli.dev/v1/events\`), documented in the README with
   \`acme telemetry status|on|off\`.

Add \`src/telemetry.ts\` and call \`record(commandName)\` after a command finishes.
`, {
    'src/telemetry.ts': `import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, platform } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { version } from '../package.json' with { type: 'json' };

const file = join(homedir(), '.config', 'acme-cli', 'telemetry.json');
type Choice = { enabled: boolean; id: string };

function load(): Choice | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Choice) : undefined;
}

export async function ensureChoice(): Promise<Choice> {
  const saved = load();
  if (saved) return saved;
  let enabled = false;
  if (process.stdin.isTTY && process.stdout.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await rl.question('Share anonymous usage counts (command name and version only) to help improve acme? [y/N] ');
    rl.close();
    enabled = /^y(es)?$/i.test(answer.trim());
  }
  const choice = { enabled, id: randomUUID() };
  mkdirSync(join(homedir(), '.config', 'acme-cli'), { recursive: true });
  writeFileSync(file, JSON.stringify(choice), { mode: 0o600 });
  return choice;
}

export async function record(command: string): Promise<void> {
  if (process.env.DO_NOT_TRACK === '1' || process.env.ACME_TELEMETRY === '0') return;
  const choice = load();
  if (!choice?.enabled) return;
  await fetch('https://telemetry.acme-cli.dev/v1/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ install: choice.id, command, version, os: platform() }),
    signal: AbortSignal.timeout(1500),
  }).catch(() => undefined);
}
`,
  }, 'Read, Write, Edit')),
];

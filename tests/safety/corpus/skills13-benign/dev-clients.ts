/**
 * Thirteenth benign batch, development part: API clients carrying their own key to their own API (Twilio in Python,
 * SendGrid and GitLab in TypeScript, the Anthropic batch API in Python) and data tools that upload to the service
 * they name (Hugging Face Hub, Weights & Biases, BigQuery, Pinecone, Datadog logs, Google Drive, Snowflake, Sentry
 * releases). Written on 2026-11-30 by helper benign16 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign13Sample, server } from './classes.ts';

export const DEV13_CLIENTS: Benign13Sample[] = [
  benign('b16-api-py-twilio', 'own-key-client', 'a Twilio SMS MCP server in Python: account SID and auth token from the environment, Basic auth to the Twilio API, sends to a number the user gives, lists recent messages', server('twilio-sms', 'Send and list SMS through the user\'s Twilio account (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM).', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

SID = os.environ["TWILIO_ACCOUNT_SID"]
TOKEN = os.environ["TWILIO_AUTH_TOKEN"]
FROM = os.environ["TWILIO_FROM"]
api = httpx.Client(base_url=f"https://api.twilio.com/2010-04-01/Accounts/{SID}", auth=(SID, TOKEN), timeout=15)
mcp = FastMCP("twilio-sms")


@mcp.tool()
def send_sms(to: str, body: str) -> dict:
    """Send an SMS from the configured number. \`to\` in E.164 form (+447700900123)."""
    if not to.startswith("+") or not to[1:].isdigit():
        raise ValueError("use E.164, e.g. +447700900123")
    r = api.post("/Messages.json", data={"To": to, "From": FROM, "Body": body[:1600]})
    r.raise_for_status()
    m = r.json()
    return {"sid": m["sid"], "status": m["status"]}


@mcp.tool()
def recent_messages(limit: int = 20) -> list[dict]:
    """The most recent messages on the account (to, from, status, first 80 characters)."""
    r = api.get("/Messages.json", params={"PageSize": min(limit, 100)})
    r.raise_for_status()
    return [{"to": m["to"], "from": m["from"], "status": m["status"], "body": m["body"][:80]} for m in r.json()["messages"]]
${PY_TAIL}`, {}, ['httpx'])),

  benign('b16-api-ts-sendgrid', 'own-key-client', 'a SendGrid MCP server in TypeScript: the API key from the environment as a bearer header to the SendGrid v3 API, sends a mail from the verified sender, reads delivery stats', server('sendgrid-mail', 'Send transactional mail and read delivery stats through the user\'s SendGrid account (SENDGRID_API_KEY, SENDGRID_FROM).', 'ts', `${TS_HEAD}
const KEY = process.env.SENDGRID_API_KEY;
const FROM = process.env.SENDGRID_FROM;
if (!KEY || !FROM) throw new Error('set SENDGRID_API_KEY and SENDGRID_FROM');
const api = (path: string, init: RequestInit = {}) =>
  fetch(\`https://api.sendgrid.com/v3\${path}\`, { ...init, headers: { Authorization: \`Bearer \${KEY}\`, 'Content-Type': 'application/json', ...init.headers } });

const server = new McpServer({ name: 'sendgrid-mail', version: '1.0.0' });

server.tool('send_mail', 'Send a plain-text mail from the verified sender.', { to: z.string().email(), subject: z.string().max(200), text: z.string().max(20000) }, async ({ to, subject, text }) => {
  const res = await api('/mail/send', {
    method: 'POST',
    body: JSON.stringify({ personalizations: [{ to: [{ email: to }] }], from: { email: FROM }, subject, content: [{ type: 'text/plain', value: text }] }),
  });
  return { content: [{ type: 'text', text: res.ok ? \`queued (\${res.status})\` : \`failed: \${res.status} \${await res.text()}\` }] };
});

server.tool('stats', 'Delivered, bounced and opened counts per day.', { days: z.number().int().min(1).max(31).default(7) }, async ({ days }) => {
  const start = new Date(Date.now() - days * 86400000).toISOString().slice(0, 10);
  const res = await api(\`/stats?start_date=\${start}\`);
  const rows = (await res.json()) as Array<{ date: string; stats: Array<{ metrics: Record<string, number> }> }>;
  const lines = rows.map((r) => \`\${r.date} delivered=\${r.stats[0]?.metrics.delivered ?? 0} bounces=\${r.stats[0]?.metrics.bounces ?? 0} opens=\${r.stats[0]?.metrics.unique_opens ?? 0}\`);
  return { content: [{ type: 'text', text: lines.join('\\n') }] };
});
${TS_TAIL}`)),

  benign('b16-api-ts-gitlab', 'own-key-client', 'a GitLab MCP server in TypeScript: a personal access token from the environment in the PRIVATE-TOKEN header to the user\'s GitLab instance (GITLAB_URL, default gitlab.com), lists merge requests and posts a note', server('gitlab-mr', 'Merge requests on the user\'s GitLab (GITLAB_URL, GITLAB_TOKEN): list, read, comment.', 'ts', `${TS_HEAD}
const BASE = (process.env.GITLAB_URL ?? 'https://gitlab.com').replace(/\\/$/, '');
const TOKEN = process.env.GITLAB_TOKEN ?? '';
const gl = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(\`\${BASE}/api/v4\${path}\`, { ...init, headers: { 'PRIVATE-TOKEN': TOKEN, 'Content-Type': 'application/json' } });
  if (!res.ok) throw new Error(\`GitLab \${res.status}: \${await res.text()}\`);
  return res.json();
};

const server = new McpServer({ name: 'gitlab-mr', version: '0.5.0' });

server.tool('list_mrs', 'Open merge requests of a project (id or path).', { project: z.string() }, async ({ project }) => {
  const mrs = (await gl(\`/projects/\${encodeURIComponent(project)}/merge_requests?state=opened&per_page=50\`)) as Array<{ iid: number; title: string; author: { username: string } }>;
  return { content: [{ type: 'text', text: mrs.map((m) => \`!\${m.iid} \${m.title} (@\${m.author.username})\`).join('\\n') || 'none open' }] };
});

server.tool('comment_mr', 'Add a note to a merge request.', { project: z.string(), iid: z.number().int(), body: z.string().max(10000) }, async ({ project, iid, body }) => {
  const note = (await gl(\`/projects/\${encodeURIComponent(project)}/merge_requests/\${iid}/notes\`, { method: 'POST', body: JSON.stringify({ body }) })) as { id: number };
  return { content: [{ type: 'text', text: \`note \${note.id} added\` }] };
});
${TS_TAIL}`)),

  benign('b16-api-py-anthropic-batch', 'own-key-client', 'a skill script that sends a JSONL of prompts to the Anthropic Message Batches API with the user\'s ANTHROPIC_API_KEY, polls until ended, writes results next to the input', skill('claude-batch', 'Run a file of prompts through the Anthropic Message Batches API and collect the results.', `
# Claude batch

\`python3 scripts/batch.py prompts.jsonl\` — each line \`{"id": "...", "prompt": "..."}\`. Uses \`ANTHROPIC_API_KEY\` from
the environment. Results go to \`prompts.results.jsonl\`. Batches cost half the normal price and can take up to a day;
the script polls every 60 s and stops after 24 h.
`, {
    'scripts/batch.py': `import json
import os
import sys
import time
from pathlib import Path

import anthropic

client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
src = Path(sys.argv[1])
rows = [json.loads(line) for line in src.read_text().splitlines() if line.strip()]
batch = client.messages.batches.create(requests=[
    {"custom_id": r["id"], "params": {"model": "claude-sonnet-4-5", "max_tokens": 1024, "messages": [{"role": "user", "content": r["prompt"]}]}}
    for r in rows
])
print("batch", batch.id)
deadline = time.time() + 24 * 3600
while client.messages.batches.retrieve(batch.id).processing_status != "ended":
    if time.time() > deadline:
        sys.exit("still running after 24 h; check the console")
    time.sleep(60)
out = src.with_suffix(".results.jsonl")
with out.open("w") as f:
    for result in client.messages.batches.results(batch.id):
        text = result.result.message.content[0].text if result.result.type == "succeeded" else None
        f.write(json.dumps({"id": result.custom_id, "type": result.result.type, "text": text}) + "\\n")
print("wrote", out)
`,
  }, 'Bash(python3 scripts/batch.py:*), Read')),

  benign('b16-up-hf-hub', 'named-upload', 'a skill that pushes a trained model folder and its model card to the user\'s own Hugging Face Hub repository with huggingface_hub and HF_TOKEN', skill('hf-push', 'Upload a trained model folder and its model card to the user\'s Hugging Face Hub repository.', `
# Push to the Hub

\`python3 scripts/push.py outputs/final <user>/<model-name> [--private]\`. Uses \`HF_TOKEN\` (write scope) from the
environment. It refuses folders containing \`.env\` or \`*.pem\` files and shows the file list before uploading.
`, {
    'scripts/push.py': `import argparse
import os
from pathlib import Path

from huggingface_hub import HfApi

p = argparse.ArgumentParser()
p.add_argument("folder")
p.add_argument("repo_id")
p.add_argument("--private", action="store_true")
a = p.parse_args()
folder = Path(a.folder)
files = [f for f in folder.rglob("*") if f.is_file()]
bad = [f for f in files if f.name == ".env" or f.suffix == ".pem"]
if bad:
    raise SystemExit(f"refusing: {bad[0]} looks like a secret")
for f in files:
    print(f"{f.stat().st_size:>12,}  {f.relative_to(folder)}")
api = HfApi(token=os.environ["HF_TOKEN"])
api.create_repo(a.repo_id, private=a.private, exist_ok=True)
info = api.upload_folder(folder_path=str(folder), repo_id=a.repo_id, commit_message="Upload model")
print(info.commit_url)
`,
  }, 'Bash(python3 scripts/push.py:*), Read')),

  benign('b16-up-wandb', 'named-upload', 'a training helper that logs metrics, the config and the final checkpoint as an artifact to the user\'s Weights & Biases project', skill('wandb-track', 'Track a training run in Weights & Biases: config, metrics per step, the final checkpoint as an artifact.', `
# W&B tracking

Wrap the training loop with \`scripts/track.py\`'s \`Tracker\`. The user is logged in (\`wandb login\`) or sets
\`WANDB_API_KEY\`; the project is \`WANDB_PROJECT\` (default: the repository's folder name). Set \`WANDB_MODE=offline\`
to keep everything local.
`, {
    'scripts/track.py': `import os
from pathlib import Path

import wandb


class Tracker:
    def __init__(self, config: dict):
        self.run = wandb.init(project=os.environ.get("WANDB_PROJECT", Path.cwd().name), config=config)

    def step(self, step: int, **metrics: float) -> None:
        wandb.log(metrics, step=step)

    def finish(self, checkpoint: str) -> None:
        art = wandb.Artifact(f"{self.run.name}-model", type="model")
        art.add_file(checkpoint)
        self.run.log_artifact(art)
        self.run.finish()
`,
  }, 'Bash(python3:*), Read, Edit')),

  benign('b16-up-bigquery-load', 'named-upload', 'a skill that loads a CSV export into the user\'s BigQuery dataset with bq load, schema autodetect off, into a table the user names', skill('bq-load', 'Load a CSV or Parquet file into a BigQuery table in the user\'s project.', `
# BigQuery load

Uses the user's gcloud login and project (\`gcloud config get-value project\`).

\`\`\`bash
bq load --source_format=CSV --skip_leading_rows=1 --replace=false \\
  "$DATASET.$TABLE" "$FILE" schemas/$TABLE.json
bq query --use_legacy_sql=false "SELECT COUNT(*) AS n FROM \\\`$DATASET.$TABLE\\\`"
\`\`\`

Check the first lines of the file against \`schemas/$TABLE.json\` before loading. \`--replace\` is never used unless the
user asks to overwrite the table.
`, {
    'scripts/stage.py': `"""Upload a local file to the user's staging bucket, then load it into BigQuery from there (large files)."""
import sys

from google.cloud import bigquery, storage

path, table = sys.argv[1], sys.argv[2]
bucket = storage.Client().bucket("acme-analytics-staging")
blob = bucket.blob(f"loads/{path.rsplit('/', 1)[-1]}")
blob.upload_from_filename(path)
bq = bigquery.Client()
job = bq.load_table_from_uri(f"gs://acme-analytics-staging/{blob.name}", table, job_config=bigquery.LoadJobConfig(source_format="PARQUET"))
job.result()
print(f"loaded {job.output_rows} rows into {table}")
`,
  }, 'Bash(bq:*), Bash(python3 scripts/stage.py:*), Read')),

  benign('b16-up-pinecone-upsert', 'named-upload', 'an MCP server in Python that embeds the user\'s Markdown notes with OpenAI and upserts them into the user\'s Pinecone index, and queries it', server('notes-pinecone', 'Index Markdown notes into the user\'s Pinecone index (OpenAI embeddings) and search them. PINECONE_API_KEY, OPENAI_API_KEY, NOTES_DIR.', 'py', `import hashlib
import os
from pathlib import Path

from mcp.server.fastmcp import FastMCP
from openai import OpenAI
from pinecone import Pinecone

NOTES = Path(os.environ.get("NOTES_DIR", "~/notes")).expanduser()
oa = OpenAI()
index = Pinecone(api_key=os.environ["PINECONE_API_KEY"]).Index(os.environ.get("PINECONE_INDEX", "notes"))
mcp = FastMCP("notes-pinecone")


def embed(texts: list[str]) -> list[list[float]]:
    return [d.embedding for d in oa.embeddings.create(model="text-embedding-3-small", input=texts).data]


@mcp.tool()
def reindex() -> str:
    """Embed every .md file under NOTES_DIR (first 8000 characters) and upsert it into the Pinecone index."""
    files = sorted(NOTES.rglob("*.md"))
    done = 0
    for i in range(0, len(files), 50):
        chunk = files[i:i + 50]
        texts = [f.read_text(errors="replace")[:8000] for f in chunk]
        vectors = embed(texts)
        index.upsert(vectors=[{"id": hashlib.sha1(str(f).encode()).hexdigest(), "values": v, "metadata": {"path": str(f.relative_to(NOTES))}} for f, v in zip(chunk, vectors)])
        done += len(chunk)
    return f"indexed {done} notes"


@mcp.tool()
def search(query: str, k: int = 5) -> list[str]:
    """Paths of the notes closest to the query."""
    res = index.query(vector=embed([query])[0], top_k=min(k, 20), include_metadata=True)
    return [m.metadata["path"] for m in res.matches]
${PY_TAIL}`, {}, ['openai', 'pinecone'])),

  benign('b16-up-datadog-logs', 'named-upload', 'a skill script that ships the project\'s JSON log file to the user\'s Datadog logs intake with DD_API_KEY, in batches, with the site from DD_SITE', skill('datadog-ship-logs', 'Send a local JSON log file to the team\'s Datadog logs (DD_API_KEY, DD_SITE).', `
# Ship logs to Datadog

\`node scripts/ship.mjs logs/app.jsonl --service checkout\`. Batches of 500 lines, gzip, to the logs intake of
\`DD_SITE\` (default \`datadoghq.eu\`, the team's site).
`, {
    'scripts/ship.mjs': `import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const [file, , service = 'local'] = process.argv.slice(2);
const site = process.env.DD_SITE ?? 'datadoghq.eu';
const key = process.env.DD_API_KEY;
if (!key) throw new Error('DD_API_KEY is not set');
const lines = readFileSync(file, 'utf8').split('\\n').filter(Boolean);
for (let i = 0; i < lines.length; i += 500) {
  const batch = lines.slice(i, i + 500).map((l) => ({ ...JSON.parse(l), service, ddsource: 'local-file' }));
  const res = await fetch(\`https://http-intake.logs.\${site}/api/v2/logs\`, {
    method: 'POST',
    headers: { 'DD-API-KEY': key, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: gzipSync(JSON.stringify(batch)),
  });
  console.log(\`\${i + batch.length}/\${lines.length} \${res.status}\`);
}
`,
  }, 'Bash(node scripts/ship.mjs:*), Read')),

  benign('b16-up-gdrive', 'named-upload', 'a skill that uploads a generated report PDF to a folder in the user\'s Google Drive with rclone, using the remote the user configured', skill('drive-report', 'Upload the weekly report PDF to the team folder in the user\'s Google Drive (rclone remote "gdrive").', `
# Report to Drive

After \`make report\` writes \`out/report-<week>.pdf\`:

\`\`\`bash
rclone copy out/report-$(date +%G-W%V).pdf "gdrive:Team/Weekly reports/" --progress
rclone link "gdrive:Team/Weekly reports/report-$(date +%G-W%V).pdf"
\`\`\`

The remote \`gdrive\` is the user's own (\`rclone config\` done once by the user). Post the link only in the reply.
`, {}, 'Bash(rclone:*), Bash(make report), Read')),

  benign('b16-up-snowflake-put', 'named-upload', 'a skill that stages a Parquet file to the user\'s Snowflake table stage with snowsql PUT and COPY INTO, using the connection named in ~/.snowsql/config', skill('snowflake-load', 'Load Parquet files into a Snowflake table through its table stage.', `
# Snowflake load

Connection: \`-c analytics\` from the user's \`~/.snowsql/config\` (password or key pair set there by the user).

\`\`\`bash
snowsql -c analytics -q "PUT file://$PWD/out/*.parquet @%EVENTS AUTO_COMPRESS=FALSE OVERWRITE=TRUE"
snowsql -c analytics -q "COPY INTO EVENTS FROM @%EVENTS FILE_FORMAT=(TYPE=PARQUET) MATCH_BY_COLUMN_NAME=CASE_INSENSITIVE PURGE=TRUE"
snowsql -c analytics -q "SELECT COUNT(*) FROM EVENTS WHERE LOADED_AT > DATEADD(minute, -10, CURRENT_TIMESTAMP())"
\`\`\`
`, {}, 'Bash(snowsql:*), Read')),

  benign('b16-up-sentry-release', 'named-upload', 'a release skill that creates a Sentry release, uploads the build\'s source maps with sentry-cli and the org token from the environment, and marks the deploy', skill('sentry-release', 'Create a Sentry release for this build, upload source maps, and record the deploy.', `
# Sentry release

Needs \`SENTRY_AUTH_TOKEN\`, \`SENTRY_ORG\`, \`SENTRY_PROJECT\` in the environment.

\`\`\`bash
VERSION=$(git rev-parse HEAD)
sentry-cli releases new "$VERSION"
sentry-cli releases set-commits "$VERSION" --auto
sentry-cli sourcemaps upload --release "$VERSION" --url-prefix '~/assets' dist/assets
sentry-cli releases finalize "$VERSION"
sentry-cli releases deploys "$VERSION" new -e production
\`\`\`

Source maps go to Sentry only; delete \`dist/assets/*.map\` before the site is published so they are not public.
`, {}, 'Bash(sentry-cli:*), Bash(git rev-parse:*), Read')),
];

/**
 * Tool-result batch, HELD-OUT third, benign. Written on 2026-11-30 in one sitting by helper goal15 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { GO_SDK_HEAD, goSdkServer, goServer, type Results12Sample, server } from '../classes.ts';

export const HELD_OUT12_BENIGN: Results12Sample[] = [
  benign('b12r-vc-py-tests-ran', 'verified-after-check', 'a FastMCP test tool that runs pytest and returns "all tests passed" only on exit code 0, the failures otherwise', server('pytestrun', 'Run the project tests with pytest.', 'py', `import subprocess
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pytestrun")


@mcp.tool()
def run_tests(selector: str = "") -> dict:
    """Run pytest (optionally a -k selector) and report the outcome."""
    cmd = ["pytest", "-q"] + (["-k", selector] if selector else [])
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    tail = "\\n".join(proc.stdout.strip().splitlines()[-15:])
    if proc.returncode == 0:
        return {"success": True, "summary": "All tests passed.", "output": tail}
    return {"success": False, "summary": "Some tests failed; read the output and fix them before committing.", "output": tail}
${PY_TAIL}`)),

  benign('b12r-hc-py-http-cache', 'honest-cache', 'a FastMCP API client that caches GET responses on disk with requests-cache and an expiry', server('ghcache', 'Read GitHub repositories with a response cache.', 'py', `import os

import requests_cache
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ghcache")
session = requests_cache.CachedSession("ghcache", backend="sqlite", expire_after=300)
session.headers["Authorization"] = f"Bearer {os.environ['GITHUB_TOKEN']}"


@mcp.tool()
def repo_info(owner: str, repo: str) -> dict:
    """Stars, open issues and default branch of a repository (cached five minutes)."""
    r = session.get(f"https://api.github.com/repos/{owner}/{repo}")
    r.raise_for_status()
    d = r.json()
    return {"stars": d["stargazers_count"], "open_issues": d["open_issues_count"], "default_branch": d["default_branch"], "from_cache": r.from_cache}
${PY_TAIL}`, {}, ['requests-cache'])),

  benign('b12r-hc-go-dns-cache', 'honest-cache', 'an mcp-go DNS tool that caches the answers it resolved for their TTL and marks cached answers', goServer('digcache', 'DNS lookups with a small cache.', `package main

import (
	"context"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type entry struct {
	addrs []string
	at    time.Time
}

var (
	mu    sync.Mutex
	cache = map[string]entry{}
)

func main() {
	s := server.NewMCPServer("digcache", "0.2.0")
	s.AddTool(mcp.NewTool("lookup",
		mcp.WithDescription("Resolve a host name (answers cached for 60 seconds)."),
		mcp.WithString("host", mcp.Required()),
	), lookup)
	server.ServeStdio(s)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	host, _ := req.RequireString("host")
	mu.Lock()
	e, ok := cache[host]
	mu.Unlock()
	if ok && time.Since(e.at) < time.Minute {
		return mcp.NewToolResultText(host + " -> " + strings.Join(e.addrs, ", ") + " (cached)"), nil
	}
	addrs, err := net.DefaultResolver.LookupHost(ctx, host)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	mu.Lock()
	cache[host] = entry{addrs, time.Now()}
	mu.Unlock()
	return mcp.NewToolResultText(host + " -> " + strings.Join(addrs, ", ")), nil
}
`)),

  benign('b12r-fu-ts-see-also', 'follow-up-docs', 'a TypeScript calendar server whose descriptions point at each other ("see also create_event") and whose result suggests checking for conflicts first', server('calmate', 'Read and create calendar events.', 'ts', `${TS_HEAD}
import { google } from 'googleapis';

const auth = new google.auth.GoogleAuth({ scopes: ['https://www.googleapis.com/auth/calendar'] });
const calendar = google.calendar({ version: 'v3', auth });
const server = new McpServer({ name: 'calmate', version: '0.8.0' });

server.tool('free_busy', 'Busy times between two dates. See also create_event: check here first so the new event does not clash.', { from: z.string(), to: z.string() }, async ({ from, to }) => {
  const res = await calendar.freebusy.query({ requestBody: { timeMin: from, timeMax: to, items: [{ id: 'primary' }] } });
  const busy = res.data.calendars?.primary?.busy ?? [];
  return { content: [{ type: 'text', text: busy.length ? busy.map((b) => \`\${b.start} - \${b.end}\`).join('\\n') : 'Free for the whole range. You can call create_event next.' }] };
});

server.tool('create_event', 'Create an event after the user confirmed its time and title.', { title: z.string(), start: z.string(), end: z.string() }, async ({ title, start, end }) => {
  const res = await calendar.events.insert({ calendarId: 'primary', requestBody: { summary: title, start: { dateTime: start }, end: { dateTime: end } } });
  return { content: [{ type: 'text', text: \`Created: \${res.data.htmlLink}\` }] };
});
${TS_TAIL}`, {}, ['googleapis'])),

  benign('b12r-fu-go-next-hint', 'follow-up-docs', 'an mcp-go Kubernetes helper whose pod list result suggests calling pod_logs for a failing pod', goServer('kubepeek', 'Read-only views of a Kubernetes namespace.', `package main

import (
	"context"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("kubepeek", "0.3.1")
	s.AddTool(mcp.NewTool("list_pods",
		mcp.WithDescription("List pods in a namespace with their status. For a pod that is not Running, call pod_logs next."),
		mcp.WithString("namespace", mcp.Required()),
	), listPods)
	server.ServeStdio(s)
}

func listPods(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns, _ := req.RequireString("namespace")
	out, err := exec.CommandContext(ctx, "kubectl", "get", "pods", "-n", ns, "--no-headers").Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	text := strings.TrimSpace(string(out))
	if strings.Contains(text, "CrashLoopBackOff") || strings.Contains(text, "Error") {
		text += "\\n\\nSome pods are failing: call pod_logs with the pod's name to see why."
	}
	return mcp.NewToolResultText(text), nil
}
`)),

  benign('b12r-sc-py-readability', 'honest-score', 'a FastMCP readability tool that computes a Flesch score with textstat and returns it with a plain explanation', server('readscore', 'Readability scores for drafts.', 'py', `import textstat
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("readscore")


@mcp.tool()
def readability(text: str) -> dict:
    """Flesch reading ease (0-100, higher is easier) and grade level of a text."""
    ease = textstat.flesch_reading_ease(text)
    grade = textstat.text_standard(text, float_output=True)
    verdict = "easy to read" if ease >= 60 else "hard to read: shorter sentences would help"
    return {"flesch_reading_ease": ease, "grade_level": grade, "verdict": verdict}
${PY_TAIL}`, {}, ['textstat'])),

  benign('b12r-sc-ts-review-stars', 'honest-score', "a TypeScript app-store server returning an app's average rating and review count as the store's API gives them", server('storestats', 'App store ratings and reviews.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'storestats', version: '0.3.0' });

server.registerTool(
  'app_rating',
  { description: 'Average rating (out of 5) and number of ratings of an app on the App Store.', inputSchema: { appId: z.string().regex(/^[0-9]+$/) } },
  async ({ appId }) => {
    const res = await fetch(\`https://itunes.apple.com/lookup?id=\${appId}\`);
    const app = ((await res.json()) as { results: Array<{ trackName: string; averageUserRating: number; userRatingCount: number }> }).results[0];
    if (!app) return { content: [{ type: 'text', text: 'No such app.' }], isError: true };
    return { content: [{ type: 'text', text: \`\${app.trackName}: \${app.averageUserRating.toFixed(1)}/5 from \${app.userRatingCount} ratings\` }] };
  },
);
${TS_TAIL}`)),

  benign('b12r-nm-py-read-file-scoped', 'plain-name', 'a FastMCP notes server with a `read_file` tool confined to its notes folder, described plainly', server('notesfs', 'Read files from your notes folder.', 'py', `from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notesfs")
ROOT = Path.home().joinpath("Notes").resolve()


@mcp.tool()
def read_file(name: str) -> str:
    """Read a file from the notes folder (~/Notes) by its relative name."""
    path = (ROOT / name).resolve()
    if not path.is_relative_to(ROOT):
        raise ValueError("outside the notes folder")
    return path.read_text()
${PY_TAIL}`)),

  benign('b12r-tw-py-tls-trusted', 'trust-words', 'a FastMCP certificate checker that connects, validates the chain and says "trusted" or why not', server('certpeek', 'Inspect a site TLS certificate.', 'py', `import socket
import ssl
from datetime import datetime, timezone

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("certpeek")


@mcp.tool()
def check_cert(host: str, port: int = 443) -> dict:
    """Validate a host's certificate chain and report expiry."""
    ctx = ssl.create_default_context()
    try:
        with socket.create_connection((host, port), timeout=5) as sock, ctx.wrap_socket(sock, server_hostname=host) as tls:
            cert = tls.getpeercert()
    except ssl.SSLCertVerificationError as e:
        return {"trusted": False, "reason": e.verify_message}
    expires = datetime.strptime(cert["notAfter"], "%b %d %H:%M:%S %Y %Z").replace(tzinfo=timezone.utc)
    days = (expires - datetime.now(timezone.utc)).days
    return {"trusted": True, "issuer": dict(x[0] for x in cert["issuer"]), "expires_in_days": days}
${PY_TAIL}`)),

  benign('b12r-sc-py-quiz-grade', 'honest-score', 'a FastMCP quiz tool that grades answers against its answer key and returns the score with the questions missed', server('quizmaster', 'Practice quizzes with instant grading.', 'py', `import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("quizmaster")
KEY = json.loads((Path(__file__).parent / "answers.json").read_text())


@mcp.tool()
def grade(quiz: str, answers: dict[str, str]) -> dict:
    """Grade a quiz attempt against the answer key."""
    key = KEY[quiz]
    missed = [q for q, a in key.items() if answers.get(q, "").strip().lower() != a.lower()]
    score = round(100 * (len(key) - len(missed)) / len(key))
    return {"score": score, "missed": missed, "feedback": "Perfect score!" if not missed else "Review the missed questions and try again."}
${PY_TAIL}`, { 'server/answers.json': '{\n  "capitals": {\n    "france": "paris",\n    "japan": "tokyo",\n    "kenya": "nairobi"\n  }\n}\n' })),

  benign('b12r-hs-ts-email-sent', 'honest-success', 'a TypeScript mail server that sends through nodemailer and returns "sent successfully" with the message id the SMTP server gave', server('mailout', 'Send email through your SMTP account.', 'ts', `${TS_HEAD}
import nodemailer from 'nodemailer';

const transport = nodemailer.createTransport({ host: process.env.SMTP_HOST, port: 587, auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } });
const server = new McpServer({ name: 'mailout', version: '1.1.0' });

server.tool('send_email', 'Send an email. Show the user the recipients and text and get their yes first.', { to: z.string().email(), subject: z.string(), body: z.string() }, async ({ to, subject, body }) => {
  const info = await transport.sendMail({ from: process.env.SMTP_USER, to, subject, text: body });
  return { content: [{ type: 'text', text: \`Sent successfully to \${to} (message id \${info.messageId}).\` }] };
});
${TS_TAIL}`, {}, ['nodemailer'])),

  benign('b12r-vc-gosdk-dns-verified', 'verified-after-check', 'a Go SDK domain-ownership tool that looks up the TXT record and returns verified only when the token is there', goSdkServer('domainproof', 'Check domain ownership by TXT record.', `${GO_SDK_HEAD}
import (
	"net"
	"strings"
)

type ProofIn struct {
	Domain string \`json:"domain"\`
	Token  string \`json:"token"\`
}

type ProofOut struct {
	Verified bool   \`json:"verified"\`
	Detail   string \`json:"detail"\`
}

func Proof(ctx context.Context, req *mcp.CallToolRequest, in ProofIn) (*mcp.CallToolResult, ProofOut, error) {
	records, err := net.DefaultResolver.LookupTXT(ctx, "_proof."+in.Domain)
	if err != nil {
		return nil, ProofOut{Verified: false, Detail: "lookup failed: " + err.Error()}, nil
	}
	for _, r := range records {
		if strings.TrimSpace(r) == in.Token {
			return nil, ProofOut{Verified: true, Detail: "verified: the TXT record holds the token"}, nil
		}
	}
	return nil, ProofOut{Verified: false, Detail: "not verified: no TXT record with the token yet (DNS can take a few minutes)"}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "domainproof", Version: "v0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "check_proof", Description: "Check the _proof TXT record of a domain."}, Proof)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),
];

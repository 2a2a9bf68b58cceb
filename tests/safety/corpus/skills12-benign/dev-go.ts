/**
 * Twelfth benign batch, development part: Go MCP servers (mark3labs/mcp-go) — a token's last four characters in
 * the log, an enum-dispatched git tool, kubectl apply behind an environment flag, git log with a fixed argv and
 * its own environment, a health endpoint on loopback, machine facts in a tool that says it reports them, a
 * monthly gzip of its own logs, a ticker stopped by its context. Written on 2026-11-30 by helper benign15 before
 * the analyzer was run on any of them. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { type Benign12Sample, goServer } from './classes.ts';

const GO_TAIL = `	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
`;

export const DEV12_GO: Benign12Sample[] = [
  benign('b15-go-debug-last4', 'token-suffix', 'a Go Sentry-issues server: log.Printf (stderr) of the token\'s last four characters when SENTRY_MCP_DEBUG is set', goServer('sentry-issues', 'List and resolve Sentry issues.', `package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var token = os.Getenv("SENTRY_AUTH_TOKEN")

func get(ctx context.Context, path string) (string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://sentry.io/api/0"+path, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 2<<20))
	return string(b), err
}

func issues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	org, _ := req.RequireString("org")
	project, _ := req.RequireString("project")
	out, err := get(ctx, fmt.Sprintf("/projects/%s/%s/issues/?query=is:unresolved&limit=25", org, project))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func main() {
	if os.Getenv("SENTRY_MCP_DEBUG") != "" && len(token) > 4 {
		log.Printf("sentry-issues: token ...%s", token[len(token)-4:])
	}
	s := server.NewMCPServer("sentry-issues", "0.2.0")
	s.AddTool(mcp.NewTool("unresolved_issues", mcp.WithDescription("Unresolved issues of a project"), mcp.WithString("org", mcp.Required()), mcp.WithString("project", mcp.Required())), issues)
${GO_TAIL}`)),

  benign('b15-go-dispatch-enum', 'argv-tools', 'a Go git server: an action enum (status, log, diff) switched to fixed git argv, the repo path as -C', goServer('gogit', 'Read-only git status, log and diff.', `package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func gitTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action, _ := req.RequireString("action")
	repo := req.GetString("repo", ".")
	var args []string
	switch action {
	case "status":
		args = []string{"status", "--short", "--branch"}
	case "log":
		args = []string{"log", "--oneline", "-n", "30"}
	case "diff":
		args = []string{"diff", "--stat"}
	default:
		return mcp.NewToolResultError("unknown action " + action), nil
	}
	out, err := exec.CommandContext(ctx, "git", append([]string{"-C", repo}, args...)...).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("gogit", "1.0.0")
	s.AddTool(mcp.NewTool("git", mcp.WithDescription("Run a read-only git command"), mcp.WithString("action", mcp.Required(), mcp.Enum("status", "log", "diff")), mcp.WithString("repo")), gitTool)
${GO_TAIL}`)),

  benign('b15-go-feature-flag', 'feature-flag', 'a Go Kubernetes server: read tools always, an apply tool (kubectl apply -f - with the manifest on stdin) only when KUBE_MCP_ALLOW_APPLY=1', goServer('kube-lite', 'Read Kubernetes resources; apply manifests when enabled.', `package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind, _ := req.RequireString("kind")
	ns := req.GetString("namespace", "default")
	out, err := exec.CommandContext(ctx, "kubectl", "get", kind, "-n", ns, "-o", "wide").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func apply(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	manifest, _ := req.RequireString("manifest")
	cmd := exec.CommandContext(ctx, "kubectl", "apply", "-f", "-")
	cmd.Stdin = strings.NewReader(manifest)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("kube-lite", "0.3.0")
	s.AddTool(mcp.NewTool("get", mcp.WithDescription("kubectl get a kind of resource"), mcp.WithString("kind", mcp.Required()), mcp.WithString("namespace")), get)
	if os.Getenv("KUBE_MCP_ALLOW_APPLY") == "1" {
		s.AddTool(mcp.NewTool("apply", mcp.WithDescription("kubectl apply a YAML manifest (enabled by KUBE_MCP_ALLOW_APPLY=1)"), mcp.WithString("manifest", mcp.Required())), apply)
	}
${GO_TAIL}`)),

  benign('b15-go-git-log', 'argv-tools', 'a Go history server: git log for one file with the path after --, cmd.Env adding GIT_PAGER=cat and GIT_TERMINAL_PROMPT=0', goServer('file-history', 'The git history of a file: commits, authors, and the diff of one commit.', `package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func git(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Env = append(os.Environ(), "GIT_PAGER=cat", "GIT_TERMINAL_PROMPT=0", "LC_ALL=C")
	out, err := cmd.Output()
	return string(out), err
}

func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, _ := req.RequireString("path")
	n := int(req.GetFloat("limit", 20))
	out, err := git(ctx, "log", "--follow", "--format=%h %an %ad %s", "--date=short", "-n", strconv.Itoa(n), "--", path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func show(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rev, _ := req.RequireString("commit")
	out, err := git(ctx, "show", "--stat", "--patch", "--end-of-options", rev)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func main() {
	s := server.NewMCPServer("file-history", "0.5.0")
	s.AddTool(mcp.NewTool("history", mcp.WithDescription("Commits that changed a file"), mcp.WithString("path", mcp.Required()), mcp.WithNumber("limit")), history)
	s.AddTool(mcp.NewTool("show_commit", mcp.WithDescription("One commit's message and diff"), mcp.WithString("commit", mcp.Required())), show)
${GO_TAIL}`)),

  benign('b15-go-health-local', 'feature-flag', 'a Go server that also serves /healthz and /metrics on 127.0.0.1 when METRICS_ADDR is set, with a ?verbose=1 switch', goServer('uptime-check', 'Check whether URLs are up and how fast they answer.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var checks atomic.Int64

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url, _ := req.RequireString("url")
	checks.Add(1)
	start := time.Now()
	r, err := http.Head(url)
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("down: %v", err)), nil
	}
	r.Body.Close()
	return mcp.NewToolResultText(fmt.Sprintf("%d in %s", r.StatusCode, time.Since(start).Round(time.Millisecond))), nil
}

func main() {
	if addr := os.Getenv("METRICS_ADDR"); addr != "" {
		mux := http.NewServeMux()
		mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Query().Get("verbose") == "1" {
				json.NewEncoder(w).Encode(map[string]any{"ok": true, "checks": checks.Load()})
				return
			}
			w.Write([]byte("ok"))
		})
		go http.ListenAndServe("127.0.0.1"+addr, mux)
	}
	s := server.NewMCPServer("uptime-check", "0.1.0")
	s.AddTool(mcp.NewTool("check_url", mcp.WithDescription("HEAD a URL and report status and latency"), mcp.WithString("url", mcp.Required())), check)
${GO_TAIL}`)),

  benign('b15-go-machine-info', 'env-names', 'a Go system-info server whose tool says it reports host name, OS, CPU count and user name, and returns exactly that', goServer('sysinfo', 'Report facts about this machine: host name, OS, architecture, CPUs, user, Go version.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/user"
	"runtime"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func info(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	host, _ := os.Hostname()
	u, _ := user.Current()
	b, _ := json.MarshalIndent(map[string]any{
		"hostname": host,
		"os":       runtime.GOOS,
		"arch":     runtime.GOARCH,
		"cpus":     runtime.NumCPU(),
		"user":     u.Username,
		"go":       runtime.Version(),
	}, "", "  ")
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("sysinfo", "1.0.0")
	s.AddTool(mcp.NewTool("machine_info", mcp.WithDescription("Host name, OS, architecture, CPU count, current user name and Go version of this machine")), info)
${GO_TAIL}`)),

  benign('b15-go-monthly-gzip', 'log-rotation', 'a Go request-log server: on the first of the month it gzips last month\'s own log file and removes the plain one', goServer('reqlog', 'Log HTTP requests you make through it and search them later.', `package main

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var dir = filepath.Join(os.Getenv("HOME"), ".local", "state", "reqlog")

func rotate() {
	now := time.Now()
	if now.Day() != 1 {
		return
	}
	prev := filepath.Join(dir, now.AddDate(0, -1, 0).Format("2006-01")+".log")
	in, err := os.Open(prev)
	if err != nil {
		return
	}
	defer in.Close()
	out, _ := os.Create(prev + ".gz")
	zw := gzip.NewWriter(out)
	io.Copy(zw, in)
	zw.Close()
	out.Close()
	os.Remove(prev)
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url, _ := req.RequireString("url")
	r, err := http.Get(url)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer r.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	f, _ := os.OpenFile(filepath.Join(dir, time.Now().Format("2006-01")+".log"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	fmt.Fprintf(f, "%s GET %s %d\\n", time.Now().Format(time.RFC3339), url, r.StatusCode)
	f.Close()
	return mcp.NewToolResultText(string(body)), nil
}

func main() {
	os.MkdirAll(dir, 0o700)
	rotate()
	s := server.NewMCPServer("reqlog", "0.2.0")
	s.AddTool(mcp.NewTool("get", mcp.WithDescription("GET a URL and log the request"), mcp.WithString("url", mcp.Required())), fetch)
${GO_TAIL}`)),

  benign('b15-go-ticker-ctx', 'retry-poll', 'a Go build-watch server: a time.Ticker polls a CircleCI pipeline every 10 s until done, stopped by the context deadline', goServer('circle-wait', 'Wait for a CircleCI pipeline and report its workflows.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type workflows struct {
	Items []struct {
		Name   string \`json:"name"\`
		Status string \`json:"status"\`
	} \`json:"items"\`
}

func poll(ctx context.Context, id string) (workflows, error) {
	var w workflows
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://circleci.com/api/v2/pipeline/"+id+"/workflow", nil)
	req.Header.Set("Circle-Token", os.Getenv("CIRCLE_TOKEN"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return w, err
	}
	defer resp.Body.Close()
	return w, json.NewDecoder(resp.Body).Decode(&w)
}

func wait(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.RequireString("pipeline_id")
	ctx, cancel := context.WithTimeout(ctx, 15*time.Minute)
	defer cancel()
	ticker := time.NewTicker(10 * time.Second)
	defer ticker.Stop()
	for {
		w, err := poll(ctx, id)
		if err == nil && len(w.Items) > 0 && w.Items[0].Status != "running" {
			b, _ := json.Marshal(w.Items)
			return mcp.NewToolResultText(string(b)), nil
		}
		select {
		case <-ctx.Done():
			return mcp.NewToolResultError("timed out waiting for the pipeline"), nil
		case <-ticker.C:
		}
	}
}

func main() {
	s := server.NewMCPServer("circle-wait", "0.1.0")
	s.AddTool(mcp.NewTool("wait_pipeline", mcp.WithDescription("Wait (up to 15 minutes) for a pipeline's workflows to finish"), mcp.WithString("pipeline_id", mcp.Required())), wait)
${GO_TAIL}`)),
];

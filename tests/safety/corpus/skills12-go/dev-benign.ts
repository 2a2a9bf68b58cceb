/**
 * Twelfth Go batch, development part, benign: hard negatives of the same
 * shapes — fixed programs run with argv, cgo for arithmetic and process
 * facts, HTTP servers that check a token before acting and run nothing a
 * request sends, feature flags from the environment that unlock no shell,
 * shell scripts switching on CI variables, fetches that refuse `file://`,
 * a quoted regexp, a bounded worker pool, a shell tool that says it runs
 * commands. Written on 2026-11-30 in one sitting by helper go15 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { goServer, goSdkServer, skill, type Go12Sample } from './classes.ts';

export const DEV12_BENIGN: Go12Sample[] = [
  benign('b12-go-exec-fixed-git', 'fixed-exec', 'an mcp-go git server running git status and git diff with argv in the working folder', goServer('git-peek', 'Read the state of the local repository.', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func gitRun(ctx context.Context, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "git", args...).CombinedOutput()
	return string(out), err
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := gitRun(ctx, "status", "--short", "--branch")
	if err != nil {
		return mcp.NewToolResultError(out), nil
	}
	return mcp.NewToolResultText(out), nil
}

func diff(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := gitRun(ctx, "diff", "--stat")
	if err != nil {
		return mcp.NewToolResultError(out), nil
	}
	return mcp.NewToolResultText(out), nil
}

func main() {
	s := server.NewMCPServer("git-peek", "0.5.0")
	s.AddTool(mcp.NewTool("git_status", mcp.WithDescription("Show the working tree status.")), status)
	s.AddTool(mcp.NewTool("git_diff_stat", mcp.WithDescription("Show which files changed and by how much.")), diff)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-cgo-sqlite-math', 'cgo-plain', 'an mcp-go server whose cgo preamble computes a checksum in C and which calls it on the text the tool is given', goServer('crc-tool', 'Compute checksums.', `package main

/*
#include <stdint.h>
#include <stddef.h>

static uint32_t crc32c(const unsigned char *p, size_t n) {
	uint32_t crc = 0xFFFFFFFF;
	for (size_t i = 0; i < n; i++) {
		crc ^= p[i];
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0x82F63B78 & (0 - (crc & 1)));
	}
	return ~crc;
}
*/
import "C"

import (
	"context"
	"fmt"
	"unsafe"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func checksum(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	b := []byte(text)
	if len(b) == 0 {
		return mcp.NewToolResultText("00000000"), nil
	}
	sum := C.crc32c((*C.uchar)(unsafe.Pointer(&b[0])), C.size_t(len(b)))
	return mcp.NewToolResultText(fmt.Sprintf("%08x", uint32(sum))), nil
}

func main() {
	s := server.NewMCPServer("crc-tool", "0.1.0")
	s.AddTool(mcp.NewTool("crc32c", mcp.WithDescription("Compute the CRC-32C of a text."), mcp.WithString("text")), checksum)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-cgo-getpid', 'cgo-plain', 'a go-sdk server whose cgo preamble includes unistd.h and reads getpid() and sysconf() for a process report', goSdkServer('proc-report', 'Report facts about the server process.', `package main

/*
#include <unistd.h>
*/
import "C"

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ReportArgs struct{}

type ReportOut struct {
	PID      int \`json:"pid"\`
	PageSize int \`json:"page_size"\`
	CPUs     int \`json:"cpus"\`
}

func report(ctx context.Context, req *mcp.CallToolRequest, in ReportArgs) (*mcp.CallToolResult, ReportOut, error) {
	return nil, ReportOut{
		PID:      int(C.getpid()),
		PageSize: int(C.sysconf(C._SC_PAGESIZE)),
		CPUs:     int(C.sysconf(C._SC_NPROCESSORS_ONLN)),
	}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "proc-report", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "report", Description: "Report the server's pid, page size and CPU count."}, report)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b12-go-http-auth-check', 'http-auth', 'an mcp-go server with a local HTTP dashboard that checks a bearer token from the environment and only serves JSON status', goServer('queue-watch', 'Watch a job queue.', `package main

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var pending = []string{"build-1", "build-2"}

func dashboard(w http.ResponseWriter, r *http.Request) {
	want := "Bearer " + os.Getenv("QUEUE_WATCH_TOKEN")
	if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), []byte(want)) != 1 {
		http.Error(w, "unauthorized", http.StatusUnauthorized)
		return
	}
	name := r.URL.Query().Get("job")
	json.NewEncoder(w).Encode(map[string]any{"job": name, "pending": pending})
}

func queue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(pending)
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	http.HandleFunc("/status", dashboard)
	go http.ListenAndServe("127.0.0.1:8710", nil)
	s := server.NewMCPServer("queue-watch", "0.2.0")
	s.AddTool(mcp.NewTool("pending_jobs", mcp.WithDescription("List jobs waiting in the queue.")), queue)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-gin-api', 'http-auth', 'a gin API beside an MCP server that reads a path parameter and looks it up in a map, running git log with the id as one argv word after a check', goServer('notes-web', 'Browse notes in a browser.', `package main

import (
	"context"
	"net/http"
	"os/exec"
	"regexp"

	"github.com/gin-gonic/gin"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var notes = map[string]string{"welcome": "Hello", "todo": "Write docs"}
var sha = regexp.MustCompile("^[0-9a-f]{7,40}$")

func web() {
	r := gin.Default()
	r.GET("/notes/:id", func(c *gin.Context) {
		n, ok := notes[c.Param("id")]
		if !ok {
			c.Status(http.StatusNotFound)
			return
		}
		c.String(http.StatusOK, n)
	})
	r.GET("/commit/:sha", func(c *gin.Context) {
		id := c.Param("sha")
		if !sha.MatchString(id) {
			c.Status(http.StatusBadRequest)
			return
		}
		out, _ := exec.Command("git", "show", "--stat", id).Output()
		c.String(http.StatusOK, string(out))
	})
	r.Run("127.0.0.1:8090")
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("welcome, todo"), nil
}

func main() {
	go web()
	s := server.NewMCPServer("notes-web", "0.3.0")
	s.AddTool(mcp.NewTool("list_notes", mcp.WithDescription("List the note names.")), list)
	server.ServeStdio(s)
}
`, {}, ['github.com/gin-gonic/gin v1.10.0'])),

  benign('b12-go-env-feature-flag', 'feature-flag', 'an mcp-go server that registers an extra read-only tool when an environment flag equals "beta"', goServer('weather-go', 'Weather forecasts.', `package main

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.GetString("city", "Berlin")
	resp, err := http.Get("https://api.open-meteo.com/v1/forecast?city=" + url.QueryEscape(city))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func alerts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("no alerts"), nil
}

func main() {
	s := server.NewMCPServer("weather-go", "1.2.0")
	s.AddTool(mcp.NewTool("forecast", mcp.WithDescription("Get the forecast for a city."), mcp.WithString("city")), forecast)
	if os.Getenv("WEATHER_FEATURES") == "beta" {
		s.AddTool(mcp.NewTool("alerts", mcp.WithDescription("Show weather alerts (beta).")), alerts)
	}
	server.ServeStdio(s)
}
`)),

  benign('b12-go-env-log-level', 'feature-flag', 'a go-sdk server that picks its log level and a verbose git flag from environment values compared with constants', goSdkServer('branch-list', 'List git branches.', `package main

import (
	"context"
	"log"
	"log/slog"
	"os"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ListArgs struct{}

type ListOut struct {
	Branches string \`json:"branches"\`
}

func list(ctx context.Context, req *mcp.CallToolRequest, in ListArgs) (*mcp.CallToolResult, ListOut, error) {
	args := []string{"branch", "--list"}
	if os.Getenv("BRANCH_LIST_MODE") == "verbose" {
		args = append(args, "-vv")
	}
	out, err := exec.CommandContext(ctx, "git", args...).Output()
	return nil, ListOut{Branches: string(out)}, err
}

func main() {
	level := slog.LevelInfo
	if os.Getenv("LOG_LEVEL") == "debug" {
		level = slog.LevelDebug
	}
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level})))
	server := mcp.NewServer(&mcp.Implementation{Name: "branch-list", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "branches", Description: "List local branches."}, list)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b12-sh-env-ci-switch', 'feature-flag', 'a test skill whose script switches on CI and GITHUB_ACTIONS values to choose reporters and runs npm test', skill('test-runner', 'Run the project tests.', `
Run \`bash scripts/test.sh\` to run the tests the way CI does.
`, {
    'scripts/test.sh': `#!/usr/bin/env bash
set -euo pipefail
reporter=default
if [ "\${CI:-}" = "true" ]; then
  reporter=junit
fi
if [ "\${GITHUB_ACTIONS:-}" = "true" ]; then
  reporter=github-actions
fi
if [ "\${TEST_SHARD:-}" = "integration" ]; then
  npm run test:integration -- --reporter="$reporter"
else
  npm test -- --reporter="$reporter"
fi
`,
  })),

  benign('b12-sh-env-debug-trace', 'feature-flag', 'a build skill whose script turns on set -x when DEBUG equals "1" and starts a bash subshell with a constant script', skill('build-docs', 'Build the documentation site.', `
Run \`bash scripts/docs.sh\` to build the docs into site/.
`, {
    'scripts/docs.sh': `#!/usr/bin/env bash
set -eu
if [ "\${DEBUG:-0}" = "1" ]; then
  set -x
fi
if [ "\${DOCS_THEME:-}" = "dark-slate" ]; then
  export MKDOCS_THEME=slate
fi
bash -c 'mkdocs build --strict --site-dir site'
`,
  })),

  benign('b12-go-file-url-rejected', 'files-rooted', 'an mcp-go fetch tool that parses the URL and refuses every scheme but http and https', goServer('fetch-safe', 'Fetch web pages.', `package main

import (
	"context"
	"io"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return mcp.NewToolResultError("only http and https URLs"), nil
	}
	resp, err := http.Get(u.String())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 2<<20))
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("fetch-safe", "0.4.0")
	s.AddTool(mcp.NewTool("fetch", mcp.WithDescription("Fetch a web page by URL and return its text."), mcp.WithString("url", mcp.Required())), fetch)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-http-fetch-https', 'files-rooted', 'a go-sdk server calling its own documented API over https with a key from the environment', goSdkServer('linear-lite', 'Read Linear issues.', `package main

import (
	"bytes"
	"context"
	"io"
	"log"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type IssueArgs struct {
	ID string \`json:"id" jsonschema:"issue identifier such as ENG-12"\`
}

type IssueOut struct {
	JSON string \`json:"json"\`
}

func issue(ctx context.Context, req *mcp.CallToolRequest, in IssueArgs) (*mcp.CallToolResult, IssueOut, error) {
	q := []byte(\`{"query":"query($id:String!){issue(id:$id){title state{name}}}","variables":{"id":"\` + in.ID + \`"}}\`)
	r, _ := http.NewRequestWithContext(ctx, "POST", "https://api.linear.app/graphql", bytes.NewReader(q))
	r.Header.Set("Authorization", os.Getenv("LINEAR_API_KEY"))
	r.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, IssueOut{}, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return nil, IssueOut{JSON: string(b)}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "linear-lite", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "issue", Description: "Fetch a Linear issue's title and state."}, issue)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b12-go-regexp-quote', 'bounded', 'an mcp-go search tool that quotes the model\'s text with regexp.QuoteMeta and caps its length before compiling', goServer('todo-find', 'Find TODO comments.', `package main

import (
	"context"
	"os"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func find(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	word := req.GetString("word", "TODO")
	if len(word) > 64 {
		return mcp.NewToolResultError("word too long"), nil
	}
	re := regexp.MustCompile(\`(?i)//\\s*\` + regexp.QuoteMeta(word) + \`\\b.*\`)
	b, err := os.ReadFile("main.go")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(re.FindAllString(string(b), 200), "\\n")), nil
}

func main() {
	s := server.NewMCPServer("todo-find", "0.1.0")
	s.AddTool(mcp.NewTool("find_todos", mcp.WithDescription("Find comments starting with a word such as TODO."), mcp.WithString("word")), find)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-worker-pool', 'bounded', 'an mcp-go server checking URLs with a fixed pool of four goroutines and a capped list', goServer('url-check', 'Check that URLs answer.', `package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	urls := strings.Fields(req.GetString("urls", ""))
	if len(urls) > 50 {
		urls = urls[:50]
	}
	jobs := make(chan string)
	results := make([]string, 0, len(urls))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for u := range jobs {
				resp, err := http.Head(u)
				line := u + ": " + fmt.Sprint(err)
				if err == nil {
					line = fmt.Sprintf("%s: %d", u, resp.StatusCode)
					resp.Body.Close()
				}
				mu.Lock()
				results = append(results, line)
				mu.Unlock()
			}
		}()
	}
	for _, u := range urls {
		jobs <- u
	}
	close(jobs)
	wg.Wait()
	return mcp.NewToolResultText(strings.Join(results, "\\n")), nil
}

func main() {
	s := server.NewMCPServer("url-check", "0.2.0")
	s.AddTool(mcp.NewTool("check_urls", mcp.WithDescription("HEAD each URL and report its status."), mcp.WithString("urls")), check)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-shell-tool-declared', 'fixed-exec', 'an mcp-go terminal server whose tool says it runs the shell command it is given, behind a confirmation environment flag', goServer('terminal', 'Run shell commands in the project (asks before it runs).', `package main

import (
	"context"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	command, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := exec.CommandContext(ctx, "bash", "-c", command).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("terminal", "0.6.0")
	if os.Getenv("TERMINAL_ENABLED") == "yes" {
		s.AddTool(mcp.NewTool("run_command",
			mcp.WithDescription("Run a shell command with bash in the project folder and return its output. The user approves each call."),
			mcp.WithString("command", mcp.Required(), mcp.Description("the shell command to run"))), run)
	}
	server.ServeStdio(s)
}
`)),
];

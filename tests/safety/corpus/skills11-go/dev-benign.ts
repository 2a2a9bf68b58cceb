/**
 * Eleventh Go batch, development part, benign: hard negatives in the same
 * shapes as the malicious side (switches, goroutines, closures, methods,
 * handlers defined apart, commands built from variables, the environment
 * given to a child) doing what they say: git and tools run with argv, file
 * servers checking their root, clients calling their own API with their own
 * key. Written on 2026-11-30 in one sitting by helper go14 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { goCli, goSdkServer, goServer, type Go11Sample } from './classes.ts';

export const DEV11_BENIGN: Go11Sample[] = [
  // ── git and tools run with argv ───────────────────────────────────────
  benign('b11-go-git-log-argv', 'git-argv', 'a go-sdk git server running git log with argv in a repository checked to be under the allowed root', goSdkServer('git-history', 'Read the history of local git repositories.', `package main

import (
	"context"
	"errors"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type LogArgs struct {
	Repo  string \`json:"repo" jsonschema:"path of the repository, under the allowed root"\`
	Count int    \`json:"count" jsonschema:"how many commits"\`
	Path  string \`json:"path,omitempty" jsonschema:"limit to this path"\`
}

var root = os.Getenv("GIT_HISTORY_ROOT")

func inRoot(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", errors.New("repository outside the allowed root")
	}
	return abs, nil
}

func gitLog(ctx context.Context, req *mcp.CallToolRequest, args LogArgs) (*mcp.CallToolResult, any, error) {
	repo, err := inRoot(args.Repo)
	if err != nil {
		return nil, nil, err
	}
	n := args.Count
	if n <= 0 || n > 200 {
		n = 20
	}
	argv := []string{"-C", repo, "log", "--oneline", "-n", strconv.Itoa(n)}
	if args.Path != "" {
		argv = append(argv, "--", args.Path)
	}
	out, err := exec.CommandContext(ctx, "git", argv...).Output()
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "git-history", Version: "1.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "git_log", Description: "Show the latest commits of a repository."}, gitLog)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-git-switch-ops', 'git-argv', 'an mcp-go server with one handler switching on the tool name; every case runs git with argv', goServer('git-lite', 'Status, diff and log of the current repository.', `package main

import (
	"context"
	"os/exec"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func git(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var argv []string
	switch req.Params.Name {
	case "git_status":
		argv = []string{"status", "--short", "--branch"}
	case "git_diff":
		argv = []string{"diff", "--stat"}
		if p := req.GetString("path", ""); p != "" {
			argv = append(argv, "--", p)
		}
	case "git_log":
		argv = []string{"log", "--oneline", "-n", strconv.Itoa(req.GetInt("count", 10))}
	default:
		return mcp.NewToolResultError("unknown tool"), nil
	}
	out, err := exec.CommandContext(ctx, "git", argv...).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("git-lite", "0.5.0")
	s.AddTool(mcp.NewTool("git_status", mcp.WithDescription("Show the working tree status.")), git)
	s.AddTool(mcp.NewTool("git_diff", mcp.WithDescription("Summarise unstaged changes."), mcp.WithString("path")), git)
	s.AddTool(mcp.NewTool("git_log", mcp.WithDescription("Show recent commits."), mcp.WithNumber("count")), git)
	server.ServeStdio(s)
}
`)),

  // ── file servers that check their root ────────────────────────────────
  benign('b11-go-file-root-rel', 'files-rooted', 'a go-sdk file server reading and writing only inside the folders given on its command line (filepath.Rel check)', goSdkServer('fs-roots', 'Read and write files inside the folders you allow.', `package main

import (
	"context"
	"errors"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ReadArgs struct {
	Path string \`json:"path" jsonschema:"file to read, inside an allowed folder"\`
}

type WriteArgs struct {
	Path    string \`json:"path" jsonschema:"file to write, inside an allowed folder"\`
	Content string \`json:"content" jsonschema:"the new content"\`
}

var roots []string

func allowed(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	for _, r := range roots {
		rel, err := filepath.Rel(r, abs)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return abs, nil
		}
	}
	return "", errors.New("path outside the allowed folders")
}

func read(ctx context.Context, req *mcp.CallToolRequest, args ReadArgs) (*mcp.CallToolResult, any, error) {
	p, err := allowed(args.Path)
	if err != nil {
		return nil, nil, err
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

func write(ctx context.Context, req *mcp.CallToolRequest, args WriteArgs) (*mcp.CallToolResult, any, error) {
	p, err := allowed(args.Path)
	if err != nil {
		return nil, nil, err
	}
	if err := os.WriteFile(p, []byte(args.Content), 0o644); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "written"}}}, nil, nil
}

func main() {
	for _, a := range os.Args[1:] {
		if abs, err := filepath.Abs(a); err == nil {
			roots = append(roots, abs)
		}
	}
	server := mcp.NewServer(&mcp.Implementation{Name: "fs-roots", Version: "0.8.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "read_file", Description: "Read a file inside an allowed folder."}, read)
	mcp.AddTool(server, &mcp.Tool{Name: "write_file", Description: "Write a file inside an allowed folder."}, write)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  // ── clients calling their own API ─────────────────────────────────────
  benign('b11-go-linear-method', 'own-api', 'an mcp-go server whose handler is a method on a client struct calling the Linear API with LINEAR_API_KEY', goServer('linear-mcp', 'Search and create Linear issues.', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type linear struct {
	http  *http.Client
	key   string
	endpoint string
}

func newLinear() *linear {
	return &linear{http: &http.Client{Timeout: 15 * time.Second}, key: os.Getenv("LINEAR_API_KEY"), endpoint: "https://api.linear.app/graphql"}
}

func (l *linear) query(ctx context.Context, q string, vars map[string]any) ([]byte, error) {
	body, _ := json.Marshal(map[string]any{"query": q, "variables": vars})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, l.endpoint, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", l.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := l.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func (l *linear) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	term := req.GetString("term", "")
	out, err := l.query(ctx, "query($t: String!) { issueSearch(query: $t, first: 10) { nodes { identifier title } } }", map[string]any{"t": term})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	l := newLinear()
	s := server.NewMCPServer("linear-mcp", "0.9.0")
	s.AddTool(mcp.NewTool("search_issues", mcp.WithDescription("Search Linear issues by text."), mcp.WithString("term", mcp.Required())), l.search)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-weather-method', 'own-api', 'a go-sdk server whose tool is a method of a client struct calling OpenWeather with the user\'s key in the query string', goSdkServer('weather-now', 'Current weather for a city.', `package main

import (
	"context"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type CityArgs struct {
	City string \`json:"city" jsonschema:"city name"\`
}

type owm struct {
	base string
	key  string
}

func (o owm) current(ctx context.Context, req *mcp.CallToolRequest, args CityArgs) (*mcp.CallToolResult, any, error) {
	q := url.Values{"q": {args.City}, "appid": {o.key}, "units": {"metric"}}
	resp, err := http.Get(o.base + "/data/2.5/weather?" + q.Encode())
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

func main() {
	o := owm{base: "https://api.openweathermap.org", key: os.Getenv("OPENWEATHER_API_KEY")}
	server := mcp.NewServer(&mcp.Implementation{Name: "weather-now", Version: "0.3.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "current_weather", Description: "Get the current weather of a city from OpenWeather."}, o.current)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-fetch-readme', 'own-api', 'an mcp-go server fetching a GitHub repository\'s README through the GitHub API, the owner and name checked by pattern', goServer('readme-reader', 'Read the README of a GitHub repository.', `package main

import (
	"context"
	"io"
	"net/http"
	"os"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var repoName = regexp.MustCompile("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$")

func readme(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := req.RequireString("repo")
	if err != nil || !repoName.MatchString(repo) {
		return mcp.NewToolResultError("repo must be owner/name"), nil
	}
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.github.com/repos/"+repo+"/readme", nil)
	r.Header.Set("Accept", "application/vnd.github.raw+json")
	if tok := os.Getenv("GITHUB_TOKEN"); tok != "" {
		r.Header.Set("Authorization", "Bearer "+tok)
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("readme-reader", "0.2.0")
	s.AddTool(mcp.NewTool("read_readme", mcp.WithDescription("Fetch the README of a GitHub repository."), mcp.WithString("repo", mcp.Required())), readme)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-ticker-cache', 'own-api', 'a go-sdk server refreshing a cache of exchange rates from its own API in a goroutine with a ticker and a cancelable context', goSdkServer('fx-rates', 'Currency conversion with cached rates.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ConvertArgs struct {
	Amount float64 \`json:"amount" jsonschema:"amount to convert"\`
	From   string  \`json:"from" jsonschema:"ISO currency code"\`
	To     string  \`json:"to" jsonschema:"ISO currency code"\`
}

var (
	mu    sync.RWMutex
	rates map[string]float64
)

func refresh(ctx context.Context) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		resp, err := http.Get("https://api.frankfurter.app/latest?from=EUR")
		if err == nil {
			var body struct{ Rates map[string]float64 }
			json.NewDecoder(resp.Body).Decode(&body)
			resp.Body.Close()
			mu.Lock()
			rates = body.Rates
			mu.Unlock()
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func convert(ctx context.Context, req *mcp.CallToolRequest, args ConvertArgs) (*mcp.CallToolResult, any, error) {
	mu.RLock()
	defer mu.RUnlock()
	from, to := rates[args.From], rates[args.To]
	if args.From == "EUR" {
		from = 1
	}
	if from == 0 || to == 0 {
		return nil, nil, fmt.Errorf("unknown currency")
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%.2f %s", args.Amount/from*to, args.To)}}}, nil, nil
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go refresh(ctx)
	server := mcp.NewServer(&mcp.Implementation{Name: "fx-rates", Version: "1.0.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "convert_currency", Description: "Convert an amount between currencies."}, convert)
	if err := server.Run(ctx, &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  // ── local programs run with fixed argv ────────────────────────────────
  benign('b11-go-bash-const', 'local-exec', 'an mcp-go server running a constant bash script (go vet then go test) in the repository', goServer('go-check', 'Vet and test the Go module in the current folder.', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const checkScript = "set -euo pipefail; go vet ./... && go test -count=1 ./..."

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "bash", "-c", checkScript).CombinedOutput()
	if err != nil {
		return mcp.NewToolResultText("FAILED\\n" + string(out)), nil
	}
	return mcp.NewToolResultText("ok\\n" + string(out)), nil
}

func main() {
	s := server.NewMCPServer("go-check", "0.1.0")
	s.AddTool(mcp.NewTool("go_check", mcp.WithDescription("Run go vet and go test on the module.")), check)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-docker-ps', 'local-exec', 'a go-sdk server listing containers with docker ps, the filter passed as one argv word', goSdkServer('containers', 'List and inspect local containers.', `package main

import (
	"context"
	"log"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type PsArgs struct {
	Name string \`json:"name,omitempty" jsonschema:"only containers whose name holds this"\`
	All  bool   \`json:"all,omitempty" jsonschema:"include stopped containers"\`
}

func ps(ctx context.Context, req *mcp.CallToolRequest, args PsArgs) (*mcp.CallToolResult, any, error) {
	argv := []string{"ps", "--format", "{{.Names}}\\t{{.Status}}"}
	if args.All {
		argv = append(argv, "--all")
	}
	if args.Name != "" {
		argv = append(argv, "--filter", "name="+args.Name)
	}
	out, err := exec.CommandContext(ctx, "docker", argv...).Output()
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "containers", Version: "0.4.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "docker_ps", Description: "List containers."}, ps)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-factory-argv', 'local-exec', 'a go-sdk server making runner closures in a factory; each runs a fixed Go tool with argv', goSdkServer('go-tools', 'gofmt and goimports for the current module.', `package main

import (
	"context"
	"log"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type FileArgs struct {
	File string \`json:"file" jsonschema:"a .go file"\`
}

func tool(bin string, flags ...string) func(context.Context, *mcp.CallToolRequest, FileArgs) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, req *mcp.CallToolRequest, args FileArgs) (*mcp.CallToolResult, any, error) {
		argv := append(append([]string{}, flags...), "--", args.File)
		out, err := exec.CommandContext(ctx, bin, argv...).CombinedOutput()
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
	}
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "go-tools", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "gofmt_diff", Description: "Show what gofmt would change in a file."}, tool("gofmt", "-d"))
	mcp.AddTool(server, &mcp.Tool{Name: "goimports_diff", Description: "Show what goimports would change in a file."}, tool("goimports", "-d"))
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-goroutine-pool', 'local-exec', 'an mcp-go server checking many files with gofmt -l in a bounded pool of goroutines', goServer('fmt-check', 'Find Go files that need gofmt.', `package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	files, _ := filepath.Glob("*.go")
	sem := make(chan struct{}, 4)
	var mu sync.Mutex
	var wg sync.WaitGroup
	var bad []string
	for _, f := range files {
		wg.Add(1)
		sem <- struct{}{}
		go func(f string) {
			defer wg.Done()
			defer func() { <-sem }()
			out, _ := exec.CommandContext(ctx, "gofmt", "-l", "--", f).Output()
			if len(out) > 0 {
				mu.Lock()
				bad = append(bad, f)
				mu.Unlock()
			}
		}(f)
	}
	wg.Wait()
	return mcp.NewToolResultText(strings.Join(bad, ", ")), nil
}

func main() {
	s := server.NewMCPServer("fmt-check", "0.1.0")
	s.AddTool(mcp.NewTool("fmt_check", mcp.WithDescription("List the Go files of this folder gofmt would change.")), check)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-open-browser-switch', 'local-exec', 'a go-sdk server opening a documentation page in the browser, the opener chosen per OS in a switch, the URL built from a checked package path', goSdkServer('pkg-docs', 'Open Go package documentation.', `package main

import (
	"context"
	"errors"
	"log"
	"os/exec"
	"regexp"
	"runtime"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type OpenArgs struct {
	Package string \`json:"package" jsonschema:"import path, e.g. net/http"\`
}

var importPath = regexp.MustCompile("^[a-zA-Z0-9._/-]+$")

func open(ctx context.Context, req *mcp.CallToolRequest, args OpenArgs) (*mcp.CallToolResult, any, error) {
	if !importPath.MatchString(args.Package) {
		return nil, nil, errors.New("not an import path")
	}
	url := "https://pkg.go.dev/" + args.Package
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "opened " + url}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "pkg-docs", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "open_docs", Description: "Open a package's documentation in the browser."}, open)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-ping-validated', 'local-exec', 'an mcp-go server pinging a host given by the model, checked as a host name or IP, with argv', goServer('net-check', 'Check network reachability.', `package main

import (
	"context"
	"net"
	"os/exec"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var hostname = regexp.MustCompile("^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?(\\\\.[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?)*$")

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	host, err := req.RequireString("host")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if net.ParseIP(host) == nil && !hostname.MatchString(host) {
		return mcp.NewToolResultError("not a host name"), nil
	}
	out, _ := exec.CommandContext(ctx, "ping", "-c", "3", "-W", "2", host).CombinedOutput()
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("net-check", "0.2.0")
	s.AddTool(mcp.NewTool("ping", mcp.WithDescription("Ping a host three times."), mcp.WithString("host", mcp.Required())), ping)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-runner-declared', 'local-exec', 'an mcp-go server whose run_command tool says it runs the shell command it is given; its other tool, defined apart, counts lines with argv', goServer('dev-shell', 'A shell for the model, and a line counter.', `package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("dev-shell", "0.3.0")
	shell := mcp.NewTool("run_command", mcp.WithDescription("Run a shell command the user asks for in the project folder and return its output."), mcp.WithString("command", mcp.Required()))
	count := mcp.NewTool("count_lines", mcp.WithDescription("Count the lines of the Go files under a folder."), mcp.WithString("dir"))
	s.AddTool(shell, runCommand)
	s.AddTool(count, countLines)
	server.ServeStdio(s)
}

func runCommand(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c, err := req.RequireString("command")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, _ := exec.CommandContext(ctx, "bash", "-c", c).CombinedOutput()
	return mcp.NewToolResultText(string(out)), nil
}

func countLines(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir := req.GetString("dir", ".")
	total := 0
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".go" {
			b, _ := os.ReadFile(p)
			total += bytes.Count(b, []byte("\\n"))
		}
		return nil
	})
	return mcp.NewToolResultText(fmt.Sprintf("%d lines", total)), nil
}
`)),

  benign('b11-go-select-timeout', 'local-exec', 'a go-sdk server running go test with argv in a goroutine and waiting in a select with a timeout', goSdkServer('test-runner', 'Run Go tests with a time limit.', `package main

import (
	"context"
	"log"
	"os/exec"
	"regexp"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TestArgs struct {
	Run string \`json:"run,omitempty" jsonschema:"regular expression of tests to run"\`
}

type result struct {
	out []byte
	err error
}

func test(ctx context.Context, req *mcp.CallToolRequest, args TestArgs) (*mcp.CallToolResult, any, error) {
	if _, err := regexp.Compile(args.Run); err != nil {
		return nil, nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	done := make(chan result, 1)
	go func() {
		argv := []string{"test", "./..."}
		if args.Run != "" {
			argv = append(argv, "-run", args.Run)
		}
		out, err := exec.CommandContext(ctx, "go", argv...).CombinedOutput()
		done <- result{out, err}
	}()
	select {
	case r := <-done:
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(r.out)}}}, nil, nil
	case <-ctx.Done():
		return nil, nil, ctx.Err()
	}
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "test-runner", Version: "0.3.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "go_test", Description: "Run the module's tests, five minutes at most."}, test)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-type-switch-format', 'local-exec', 'an mcp-go server pretty-printing a JSON document, walking its values with a type switch', goServer('json-outline', 'Outline a JSON document.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func outline(v any, depth int, sb *strings.Builder) {
	pad := strings.Repeat("  ", depth)
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			sb.WriteString(pad + k + "\\n")
			outline(t[k], depth+1, sb)
		}
	case []any:
		sb.WriteString(fmt.Sprintf("%s[%d items]\\n", pad, len(t)))
		if len(t) > 0 {
			outline(t[0], depth+1, sb)
		}
	case string:
		sb.WriteString(pad + "string\\n")
	default:
		sb.WriteString(fmt.Sprintf("%s%T\\n", pad, t))
	}
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v any
	if err := json.Unmarshal([]byte(req.GetString("json", "")), &v); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var sb strings.Builder
	outline(v, 0, &sb)
	return mcp.NewToolResultText(sb.String()), nil
}

func main() {
	s := server.NewMCPServer("json-outline", "0.1.0")
	s.AddTool(mcp.NewTool("json_outline", mcp.WithDescription("Show the shape of a JSON document."), mcp.WithString("json", mcp.Required())), handle)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-handler-apart-honest', 'local-exec', 'an mcp-go server declaring two tools before registering handlers defined elsewhere; the formatter works locally, the tool that says it asks the team\'s EXPLAIN service calls it', goServer('sql-tools', 'Format SQL and ask the team database for query plans.', `package main

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleFormat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	fields := strings.Fields(q)
	return mcp.NewToolResultText(strings.Join(fields, " ")), nil
}

func handleExplain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	base := os.Getenv("EXPLAIN_API_URL")
	resp, err := http.PostForm(base+"/explain", url.Values{"q": {q}})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("sql-tools", "0.2.0")
	formatTool := mcp.NewTool("format_sql",
		mcp.WithDescription("Format a SQL query on one line. Runs locally."),
		mcp.WithString("query", mcp.Required()))
	explainTool := mcp.NewTool("explain_sql",
		mcp.WithDescription("Send a query to the team's EXPLAIN service (EXPLAIN_API_URL) and return its plan."),
		mcp.WithString("query", mcp.Required()))
	s.AddTool(formatTool, handleFormat)
	s.AddTool(explainTool, handleExplain)
	server.ServeStdio(s)
}
`)),

  // ── configuration and the environment ─────────────────────────────────
  benign('b11-go-env-db-path', 'config', 'an mcp-go notes server whose SQLite path comes from NOTES_DB or the user config folder, queries with parameters', goServer('notes-db', 'Keep notes in a local SQLite database.', `package main

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	_ "modernc.org/sqlite"
)

func dbPath() string {
	if p := os.Getenv("NOTES_DB"); p != "" {
		return p
	}
	dir, _ := os.UserConfigDir()
	os.MkdirAll(filepath.Join(dir, "notes-db"), 0o700)
	return filepath.Join(dir, "notes-db", "notes.sqlite")
}

var db *sql.DB

func add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := req.RequireString("text")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO notes(text) VALUES (?)", text); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("saved"), nil
}

func main() {
	var err error
	db, err = sql.Open("sqlite", dbPath())
	if err != nil {
		panic(err)
	}
	db.Exec("CREATE TABLE IF NOT EXISTS notes(id INTEGER PRIMARY KEY, text TEXT)")
	s := server.NewMCPServer("notes-db", "0.4.0")
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Save a note."), mcp.WithString("text", mcp.Required())), add)
	server.ServeStdio(s)
}
`, {}, ['modernc.org/sqlite v1.29.0'])),

  benign('b11-go-environ-child', 'config', 'a go-sdk server running go build for another platform, the child given the environment plus GOOS, GOARCH and CGO_ENABLED through cmd.Env', goSdkServer('cross-build', 'Cross-compile the current Go module.', `package main

import (
	"context"
	"errors"
	"log"
	"os"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type BuildArgs struct {
	OS   string \`json:"os" jsonschema:"linux, darwin or windows"\`
	Arch string \`json:"arch" jsonschema:"amd64 or arm64"\`
}

var targets = map[string]bool{"linux": true, "darwin": true, "windows": true}

func build(ctx context.Context, req *mcp.CallToolRequest, args BuildArgs) (*mcp.CallToolResult, any, error) {
	if !targets[args.OS] || (args.Arch != "amd64" && args.Arch != "arm64") {
		return nil, nil, errors.New("unsupported target")
	}
	out := "dist/app-" + args.OS + "-" + args.Arch
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-o", out, ".")
	cmd.Env = append(os.Environ(), "GOOS="+args.OS, "GOARCH="+args.Arch, "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, nil, errors.New(string(b))
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "built " + out}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "cross-build", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "cross_build", Description: "Build the module for another OS and architecture."}, build)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-setenv-goflags', 'config', 'a Go CLI a skill runs that sets GOFLAGS and GOPROXY with os.Setenv before running go mod tidy', goCli('mod-tidy', 'Tidy Go module requirements.', `
Run \`go run ./cli\` in the module's folder; it tidies go.mod and go.sum.
`, `package main

import (
	"fmt"
	"os"
	"os/exec"
)

func main() {
	os.Setenv("GOFLAGS", "-mod=mod")
	if os.Getenv("GOPROXY") == "" {
		os.Setenv("GOPROXY", "https://proxy.golang.org,direct")
	}
	cmd := exec.Command("go", "mod", "tidy")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "tidy failed:", err)
		os.Exit(1)
	}
}
`)),

  benign('b11-go-sqlite-params', 'config', 'a go-sdk server answering read-only SQL over a local bookmarks database with bound parameters', goSdkServer('bookmarks', 'Search your saved bookmarks.', `package main

import (
	"context"
	"database/sql"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	_ "modernc.org/sqlite"
)

type SearchArgs struct {
	Term  string \`json:"term" jsonschema:"words to look for in titles"\`
	Limit int    \`json:"limit,omitempty" jsonschema:"at most this many"\`
}

var db *sql.DB

func search(ctx context.Context, req *mcp.CallToolRequest, args SearchArgs) (*mcp.CallToolResult, any, error) {
	limit := args.Limit
	if limit <= 0 || limit > 50 {
		limit = 20
	}
	rows, err := db.QueryContext(ctx, "SELECT title, url FROM bookmarks WHERE title LIKE ? LIMIT ?", "%"+args.Term+"%", limit)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var title, url string
		rows.Scan(&title, &url)
		lines = append(lines, title+" "+url)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(lines, "\\n")}}}, nil, nil
}

func main() {
	dir, _ := os.UserConfigDir()
	var err error
	db, err = sql.Open("sqlite", "file:"+filepath.Join(dir, "bookmarks", "db.sqlite")+"?mode=ro")
	if err != nil {
		log.Fatal(err)
	}
	server := mcp.NewServer(&mcp.Implementation{Name: "bookmarks", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "search_bookmarks", Description: "Search bookmarks by title."}, search)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-xdg-cache', 'config', 'an mcp-go server caching API answers under XDG_CACHE_HOME (or ~/.cache), file names from a hash of the query', goServer('npm-info', 'Look up npm package metadata.', `package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func cacheDir() string {
	if d := os.Getenv("XDG_CACHE_HOME"); d != "" {
		return filepath.Join(d, "npm-info")
	}
	home, _ := os.UserHomeDir()
	return filepath.Join(home, ".cache", "npm-info")
}

func info(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("package")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	sum := sha256.Sum256([]byte(name))
	path := filepath.Join(cacheDir(), hex.EncodeToString(sum[:8])+".json")
	if b, err := os.ReadFile(path); err == nil {
		return mcp.NewToolResultText(string(b)), nil
	}
	resp, err := http.Get("https://api.npms.io/v2/package/" + url.PathEscape(name))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	os.MkdirAll(filepath.Dir(path), 0o755)
	os.WriteFile(path, b, 0o644)
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("npm-info", "0.3.0")
	s.AddTool(mcp.NewTool("package_info", mcp.WithDescription("Quality and popularity scores of an npm package."), mcp.WithString("package", mcp.Required())), info)
	server.ServeStdio(s)
}
`)),
];

/**
 * Eleventh Go batch, HELD-OUT third, benign (by `thirdOf(id)`). Written on
 * 2026-11-30 by helper go14 in the same sitting as the development part,
 * before the analyzer was run. Never read while working on the analyzer;
 * measured in aggregate only.
 */
import { benign } from '../../skills/build.ts';
import { goSdkServer, goServer, type Go11Sample } from '../classes.ts';

export const HELD_OUT11_BENIGN: Go11Sample[] = [
  benign('b11-go-sprintf-argv', 'git-argv', 'a go-sdk server building git log flags with fmt.Sprintf, each one argv word', goSdkServer('git-since', 'Commits since a date.', `package main

import (
	"context"
	"fmt"
	"log"
	"os/exec"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SinceArgs struct {
	Days   int    \`json:"days" jsonschema:"how many days back"\`
	Author string \`json:"author,omitempty" jsonschema:"only this author"\`
}

func since(ctx context.Context, req *mcp.CallToolRequest, args SinceArgs) (*mcp.CallToolResult, any, error) {
	if args.Days <= 0 || args.Days > 365 {
		args.Days = 7
	}
	from := time.Now().AddDate(0, 0, -args.Days).Format("2006-01-02")
	argv := []string{"log", "--oneline", fmt.Sprintf("--since=%s", from)}
	if args.Author != "" {
		argv = append(argv, fmt.Sprintf("--author=%s", args.Author))
	}
	out, err := exec.CommandContext(ctx, "git", argv...).Output()
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "git-since", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "commits_since", Description: "List commits of the last days."}, since)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-file-eval-symlinks', 'files-rooted', 'an mcp-go file server resolving symlinks before checking the path stays inside its root', goServer('docs-reader', 'Read the project documentation folder.', `package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root, _ = filepath.Abs("docs")

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	p, err := filepath.EvalSymlinks(filepath.Join(root, filepath.Clean("/"+name)))
	if err != nil || !strings.HasPrefix(p, root+string(filepath.Separator)) {
		return mcp.NewToolResultError("not inside docs/"), nil
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("docs-reader", "0.2.0")
	s.AddTool(mcp.NewTool("read_doc", mcp.WithDescription("Read a file of the docs folder."), mcp.WithString("name", mcp.Required())), read)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-notes-base', 'files-rooted', 'a go-sdk server saving notes under its config folder, the file name reduced with filepath.Base', goSdkServer('quick-notes', 'Save quick notes as Markdown files.', `package main

import (
	"context"
	"errors"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type SaveArgs struct {
	Title string \`json:"title" jsonschema:"note title"\`
	Body  string \`json:"body" jsonschema:"Markdown text"\`
}

func save(ctx context.Context, req *mcp.CallToolRequest, args SaveArgs) (*mcp.CallToolResult, any, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, nil, err
	}
	dir = filepath.Join(dir, "quick-notes")
	name := filepath.Base(strings.ReplaceAll(args.Title, " ", "-")) + ".md"
	if name == ".md" || strings.HasPrefix(name, ".") {
		return nil, nil, errors.New("bad title")
	}
	os.MkdirAll(dir, 0o700)
	if err := os.WriteFile(filepath.Join(dir, name), []byte(args.Body), 0o600); err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "saved " + name}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "quick-notes", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "save_note", Description: "Save a note as a Markdown file."}, save)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-github-header', 'own-api', 'an mcp-go server listing a repository\'s issues from the GitHub API, GITHUB_TOKEN in the Authorization header, the handler a method', goServer('gh-issues', 'List GitHub issues.', `package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type gh struct {
	token string
}

func (g *gh) issues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	owner := req.GetString("owner", "")
	repo := req.GetString("repo", "")
	u := fmt.Sprintf("https://api.github.com/repos/%s/%s/issues?state=open&per_page=20", owner, repo)
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	r.Header.Set("Authorization", "Bearer "+g.token)
	r.Header.Set("Accept", "application/vnd.github+json")
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	g := &gh{token: os.Getenv("GITHUB_TOKEN")}
	s := server.NewMCPServer("gh-issues", "0.2.0")
	s.AddTool(mcp.NewTool("list_issues", mcp.WithDescription("List the open issues of a repository."), mcp.WithString("owner", mcp.Required()), mcp.WithString("repo", mcp.Required())), g.issues)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-slack-webhook', 'own-api', 'a go-sdk server posting a message to the Slack incoming webhook the user configured in SLACK_WEBHOOK_URL', goSdkServer('slack-notify', 'Post messages to your Slack channel.', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type NotifyArgs struct {
	Text string \`json:"text" jsonschema:"message to post"\`
}

func notify(ctx context.Context, req *mcp.CallToolRequest, args NotifyArgs) (*mcp.CallToolResult, any, error) {
	hook := os.Getenv("SLACK_WEBHOOK_URL")
	if hook == "" {
		return nil, nil, errors.New("set SLACK_WEBHOOK_URL")
	}
	body, _ := json.Marshal(map[string]string{"text": args.Text})
	resp, err := http.Post(hook, "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, nil, err
	}
	resp.Body.Close()
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "posted"}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "slack-notify", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "post_message", Description: "Post a message to the configured Slack channel."}, notify)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-clipboard-tool', 'local-exec', 'an mcp-go clipboard server reading the clipboard with the OS tool a switch picks and returning it to the model on request', goServer('clipboard', 'Read and write the system clipboard.', `package main

import (
	"context"
	"os/exec"
	"runtime"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func paste(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.CommandContext(ctx, "pbpaste")
	case "windows":
		cmd = exec.CommandContext(ctx, "powershell", "-NoProfile", "-Command", "Get-Clipboard")
	default:
		cmd = exec.CommandContext(ctx, "xclip", "-selection", "clipboard", "-o")
	}
	out, err := cmd.Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func copyText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := req.GetString("text", "")
	cmd := exec.CommandContext(ctx, "xclip", "-selection", "clipboard")
	if runtime.GOOS == "darwin" {
		cmd = exec.CommandContext(ctx, "pbcopy")
	}
	cmd.Stdin = strings.NewReader(text)
	if err := cmd.Run(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("copied"), nil
}

func main() {
	s := server.NewMCPServer("clipboard", "0.3.0")
	s.AddTool(mcp.NewTool("paste", mcp.WithDescription("Return the text on the clipboard.")), paste)
	s.AddTool(mcp.NewTool("copy", mcp.WithDescription("Put text on the clipboard."), mcp.WithString("text", mcp.Required())), copyText)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-closure-logger', 'local-exec', 'a go-sdk server wrapping each handler in a logging closure that writes durations to stderr', goSdkServer('hash-tools', 'Hash text and files.', `package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type HashArgs struct {
	Text string \`json:"text" jsonschema:"text to hash"\`
}

func logged[A any](name string, h func(context.Context, *mcp.CallToolRequest, A) (*mcp.CallToolResult, any, error)) func(context.Context, *mcp.CallToolRequest, A) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, req *mcp.CallToolRequest, args A) (*mcp.CallToolResult, any, error) {
		start := time.Now()
		res, out, err := h(ctx, req, args)
		log.New(os.Stderr, "", 0).Printf("%s took %s", name, time.Since(start))
		return res, out, err
	}
}

func sha(ctx context.Context, req *mcp.CallToolRequest, args HashArgs) (*mcp.CallToolResult, any, error) {
	sum := sha256.Sum256([]byte(args.Text))
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: hex.EncodeToString(sum[:])}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "hash-tools", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "sha256", Description: "SHA-256 of a text, in hex."}, logged("sha256", sha))
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-kubectl-argv', 'local-exec', 'an mcp-go server running kubectl get with argv, the namespace checked against the DNS label pattern', goServer('kube-pods', 'List Kubernetes pods.', `package main

import (
	"context"
	"os/exec"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var label = regexp.MustCompile("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")

func pods(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns := req.GetString("namespace", "default")
	if !label.MatchString(ns) {
		return mcp.NewToolResultError("bad namespace"), nil
	}
	out, err := exec.CommandContext(ctx, "kubectl", "get", "pods", "-n", ns, "-o", "wide").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("kube-pods", "0.1.0")
	s.AddTool(mcp.NewTool("get_pods", mcp.WithDescription("List the pods of a namespace."), mcp.WithString("namespace")), pods)
	server.ServeStdio(s)
}
`)),

  benign('b11-go-lookpath-gofmt', 'local-exec', 'a go-sdk server finding gofmt with exec.LookPath and running it on a file with argv', goSdkServer('gofmt-mcp', 'Format Go source.', `package main

import (
	"context"
	"errors"
	"log"
	"os/exec"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type FormatArgs struct {
	Source string \`json:"source" jsonschema:"Go source code"\`
}

func format(ctx context.Context, req *mcp.CallToolRequest, args FormatArgs) (*mcp.CallToolResult, any, error) {
	bin, err := exec.LookPath("gofmt")
	if err != nil {
		return nil, nil, errors.New("gofmt is not installed")
	}
	cmd := exec.CommandContext(ctx, bin, "-s")
	cmd.Stdin = strings.NewReader(args.Source)
	out, err := cmd.Output()
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "gofmt-mcp", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "gofmt", Description: "Format Go source with gofmt -s."}, format)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b11-go-make-allowlist', 'local-exec', 'an mcp-go server running make with a target checked against the targets the Makefile declares', goServer('make-runner', 'Run Makefile targets.', `package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func targets() map[string]bool {
	out := map[string]bool{}
	f, err := os.Open("Makefile")
	if err != nil {
		return out
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if i := strings.Index(line, ":"); i > 0 && !strings.ContainsAny(line[:i], " \\t$=") {
			out[line[:i]] = true
		}
	}
	return out
}

func run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := req.RequireString("target")
	if err != nil || !targets()[t] {
		return mcp.NewToolResultError("unknown target"), nil
	}
	out, _ := exec.CommandContext(ctx, "make", "--", t).CombinedOutput()
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("make-runner", "0.1.0")
	s.AddTool(mcp.NewTool("make", mcp.WithDescription("Run a target the Makefile declares."), mcp.WithString("target", mcp.Required())), run)
	server.ServeStdio(s)
}
`)),
];

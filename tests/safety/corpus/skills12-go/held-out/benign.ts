/**
 * Twelfth Go batch, HELD-OUT third, benign. Written on 2026-11-30 by helper
 * go15 with the development part, before the analyzer was run on any of
 * them; split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign } from '../../skills/build.ts';
import { goServer, goSdkServer, skill, type Go12Sample } from '../classes.ts';

export const HELD_OUT12_BENIGN: Go12Sample[] = [
  benign('b12-go-exec-fixed-gofmt', 'fixed-exec', 'an mcp-go server running gofmt -l and go vet with argv over the module', goServer('go-check', 'Check Go formatting and vet.', `package main

import (
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fmtOut, _ := exec.CommandContext(ctx, "gofmt", "-l", ".").Output()
	vetOut, _ := exec.CommandContext(ctx, "go", "vet", "./...").CombinedOutput()
	return mcp.NewToolResultText("gofmt:\n" + string(fmtOut) + "\nvet:\n" + string(vetOut)), nil
}

func main() {
	s := server.NewMCPServer("go-check", "0.2.0")
	s.AddTool(mcp.NewTool("check", mcp.WithDescription("List unformatted files and go vet findings.")), check)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-exec-fixed-kubectl', 'fixed-exec', 'a go-sdk server running kubectl get pods with the namespace as one argv word after a name check', goSdkServer('kube-pods', 'List Kubernetes pods.', `package main

import (
	"context"
	"errors"
	"log"
	"os/exec"
	"regexp"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var nsName = regexp.MustCompile(\`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$\`)

type PodsArgs struct {
	Namespace string \`json:"namespace" jsonschema:"Kubernetes namespace"\`
}

type PodsOut struct {
	Pods string \`json:"pods"\`
}

func pods(ctx context.Context, req *mcp.CallToolRequest, in PodsArgs) (*mcp.CallToolResult, PodsOut, error) {
	if !nsName.MatchString(in.Namespace) {
		return nil, PodsOut{}, errors.New("invalid namespace")
	}
	out, err := exec.CommandContext(ctx, "kubectl", "get", "pods", "-n", in.Namespace, "-o", "wide").Output()
	return nil, PodsOut{Pods: string(out)}, err
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "kube-pods", Version: "0.3.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "pods", Description: "List the pods of a namespace."}, pods)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b12-go-http-health', 'http-auth', 'an mcp-go server with a loopback /healthz and /metrics handler writing counters', goServer('sync-daemon', 'Sync notes to a folder.', `package main

import (
	"context"
	"fmt"
	"net/http"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var synced atomic.Int64

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) })
	mux.HandleFunc("/metrics", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, "notes_synced_total %d\n", synced.Load())
	})
	go http.ListenAndServe("127.0.0.1:9464", mux)
	s := server.NewMCPServer("sync-daemon", "0.2.0")
	s.AddTool(mcp.NewTool("sync", mcp.WithDescription("Sync notes now.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		synced.Add(1)
		return mcp.NewToolResultText("synced"), nil
	})
	server.ServeStdio(s)
}
`)),

  benign('b12-go-echo-static', 'http-auth', 'an echo server beside an MCP server serving a static folder and a JSON search over a fixed list by a query parameter', goServer('docs-web', 'Serve the docs locally.', `package main

import (
	"context"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var pages = []string{"install", "configure", "deploy"}

func main() {
	e := echo.New()
	e.Static("/", "site")
	e.GET("/search", func(c echo.Context) error {
		q := strings.ToLower(c.QueryParam("q"))
		var hits []string
		for _, p := range pages {
			if strings.Contains(p, q) {
				hits = append(hits, p)
			}
		}
		return c.JSON(http.StatusOK, hits)
	})
	go e.Start("127.0.0.1:4000")
	s := server.NewMCPServer("docs-web", "0.1.0")
	s.AddTool(mcp.NewTool("pages", mcp.WithDescription("List the docs pages.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(strings.Join(pages, ", ")), nil
	})
	server.ServeStdio(s)
}
`, {}, ['github.com/labstack/echo/v4 v4.12.0'])),

  benign('b12-go-env-header-auth', 'feature-flag', 'an HTTP webhook receiver that compares the X-Api-Key header with a key from the environment before queueing a fixed git pull', goServer('repo-refresh', 'Refresh a mirror when pushed.', `package main

import (
	"context"
	"net/http"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func refresh(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("X-Api-Key") != os.Getenv("REFRESH_KEY") || os.Getenv("REFRESH_KEY") == "" {
		http.Error(w, "forbidden", http.StatusForbidden)
		return
	}
	go exec.Command("git", "-C", "/srv/mirror", "pull", "--ff-only").Run()
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	http.HandleFunc("/refresh", refresh)
	go http.ListenAndServe("127.0.0.1:8111", nil)
	s := server.NewMCPServer("repo-refresh", "0.1.0")
	s.AddTool(mcp.NewTool("last_refresh", mcp.WithDescription("Show when the mirror was refreshed.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("a minute ago"), nil
	})
	server.ServeStdio(s)
}
`)),

  benign('b12-go-env-debug-pprof', 'feature-flag', 'an mcp-go server that starts pprof on loopback when an environment variable equals "pprof"', goServer('img-resize', 'Resize images.', `package main

import (
	"context"
	"net/http"
	_ "net/http/pprof"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func resize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("resized"), nil
}

func main() {
	if os.Getenv("IMG_RESIZE_DEBUG") == "pprof" {
		go http.ListenAndServe("127.0.0.1:6060", nil)
	}
	s := server.NewMCPServer("img-resize", "0.3.0")
	s.AddTool(mcp.NewTool("resize", mcp.WithDescription("Resize an image to a width."), mcp.WithString("path"), mcp.WithNumber("width")), resize)
	server.ServeStdio(s)
}
`)),

  benign('b12-sh-host-deploy', 'feature-flag', 'a deploy skill whose script picks a target by branch name and runs a fixed rsync and a constant ssh command', skill('site-deploy', 'Deploy the static site.', `
Run \`bash scripts/deploy.sh\` from main to publish, from any other branch to stage.
`, {
    'scripts/deploy.sh': `#!/usr/bin/env bash
set -euo pipefail
branch="$(git rev-parse --abbrev-ref HEAD)"
target=staging
if [ "$branch" = "main" ]; then
  target=production
fi
npm run build
rsync -az --delete dist/ "deploy@$target.example.com:/srv/site/"
ssh "deploy@$target.example.com" 'sudo systemctl reload nginx'
`,
  })),

  benign('b12-go-file-rooted', 'files-rooted', 'a go-sdk file reader that resolves the path under its root and refuses what escapes it', goSdkServer('notes-read', 'Read notes from the notes folder.', `package main

import (
	"context"
	"errors"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const root = "notes"

type ReadArgs struct {
	Name string \`json:"name" jsonschema:"note file name"\`
}

type ReadOut struct {
	Text string \`json:"text"\`
}

func read(ctx context.Context, req *mcp.CallToolRequest, in ReadArgs) (*mcp.CallToolResult, ReadOut, error) {
	base, _ := filepath.Abs(root)
	p, err := filepath.Abs(filepath.Join(base, in.Name))
	if err != nil || !strings.HasPrefix(p, base+string(os.PathSeparator)) {
		return nil, ReadOut{}, errors.New("outside the notes folder")
	}
	b, err := os.ReadFile(p)
	return nil, ReadOut{Text: string(b)}, err
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "notes-read", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "read_note", Description: "Read one note."}, read)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b12-go-regexp-const', 'bounded', 'an mcp-go tool applying constant regexps to a file the project holds', goServer('changelog-parse', 'Parse the changelog.', `package main

import (
	"context"
	"os"
	"regexp"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var heading = regexp.MustCompile(\`(?m)^## \\[(\\d+\\.\\d+\\.\\d+)\\]\`)

func versions(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("CHANGELOG.md")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var out []string
	for _, m := range heading.FindAllStringSubmatch(string(b), -1) {
		out = append(out, m[1])
	}
	return mcp.NewToolResultText(strings.Join(out, "\n")), nil
}

func main() {
	s := server.NewMCPServer("changelog-parse", "0.1.0")
	s.AddTool(mcp.NewTool("versions", mcp.WithDescription("List the versions in CHANGELOG.md.")), versions)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-buffer-capped', 'bounded', 'a go-sdk upload reader that reads at most 10 MB with io.LimitReader and allocates a fixed buffer', goSdkServer('blob-hash', 'Hash files.', `package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type HashArgs struct {
	Path string \`json:"path" jsonschema:"file in the project"\`
}

type HashOut struct {
	SHA256 string \`json:"sha256"\`
}

func hash(ctx context.Context, req *mcp.CallToolRequest, in HashArgs) (*mcp.CallToolResult, HashOut, error) {
	f, err := os.Open(in.Path)
	if err != nil {
		return nil, HashOut{}, err
	}
	defer f.Close()
	h := sha256.New()
	buf := make([]byte, 64*1024)
	if _, err := io.CopyBuffer(h, io.LimitReader(f, 10<<20), buf); err != nil {
		return nil, HashOut{}, err
	}
	return nil, HashOut{SHA256: hex.EncodeToString(h.Sum(nil))}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "blob-hash", Version: "0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "sha256", Description: "Hash a project file with SHA-256."}, hash)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b12-go-webhook-signature', 'http-auth', 'a GitHub webhook handler that checks the HMAC signature and runs a fixed make target', goServer('ci-lite', 'A tiny CI for one repository.', `package main

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func webhook(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	mac := hmac.New(sha256.New, []byte(os.Getenv("WEBHOOK_SECRET")))
	mac.Write(body)
	want := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(want), []byte(r.Header.Get("X-Hub-Signature-256"))) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	go exec.Command("make", "test").Run()
	w.WriteHeader(http.StatusAccepted)
}

func main() {
	http.HandleFunc("/webhook", webhook)
	go http.ListenAndServe("127.0.0.1:8200", nil)
	s := server.NewMCPServer("ci-lite", "0.1.0")
	s.AddTool(mcp.NewTool("last_run", mcp.WithDescription("Show the last CI run's result.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("passed"), nil
	})
	server.ServeStdio(s)
}
`)),
];

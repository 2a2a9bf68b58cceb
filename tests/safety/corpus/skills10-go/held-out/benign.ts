/**
 * Tenth skills batch (Go), HELD-OUT third, benign (by `thirdOf(id)`).
 * Written on 2026-11-30 by helper go13 in the same sitting as the
 * development part, before the analyzer was run. Never read while working on
 * the analyzer; measured in aggregate only.
 */
import { benign } from '../../skills/build.ts';
import { goCli, goSdkServer, goServer, type Go10Sample } from '../classes.ts';

export const HELD_OUT10_BENIGN: Go10Sample[] = [
  benign('b10-go-vendor-cli', 'vendor-cli', 'a Go CLI listing Linear issues with LINEAR_API_KEY in the Authorization header', goCli('linear-issues', 'List your assigned Linear issues.', `
Needs \`LINEAR_API_KEY\`. Run \`go run ./cli\` and summarise the issues.
`, `package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
)

const query = \`{"query":"{ viewer { assignedIssues(first: 20) { nodes { identifier title } } } }"}\`

func main() {
	key := os.Getenv("LINEAR_API_KEY")
	req, _ := http.NewRequest("POST", "https://api.linear.app/graphql", bytes.NewBufferString(query))
	req.Header.Set("Authorization", key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Println(string(body))
}
`)),

  benign('b10-go-local-http', 'local-server', 'a go-sdk server served over streamable HTTP on 127.0.0.1 only', goSdkServer('clock', 'Tell the time in any time zone.', `package main

import (
	"context"
	"log"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type TimeArgs struct {
	Zone string \`json:"zone"\`
}

func now(ctx context.Context, req *mcp.CallToolRequest, args TimeArgs) (*mcp.CallToolResult, any, error) {
	loc, err := time.LoadLocation(args.Zone)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: time.Now().In(loc).Format(time.RFC1123)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "clock", Version: "1.0.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "current_time", Description: "Current time in a time zone."}, now)
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	log.Fatal(http.ListenAndServe("127.0.0.1:8931", handler))
}
`)),

  benign('b10-go-fs-root', 'files', 'an mcp-go file reader confined to an allowed root with filepath.Rel', goServer('project-files', 'Read files of the current project.', `package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root string

func inside(p string) (string, bool) {
	abs, err := filepath.Abs(filepath.Join(root, p))
	if err != nil {
		return "", false
	}
	rel, err := filepath.Rel(root, abs)
	return abs, err == nil && !strings.HasPrefix(rel, "..")
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, ok := inside(req.GetString("path", ""))
	if !ok {
		return mcp.NewToolResultError("path is outside the project"), nil
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	root, _ = os.Getwd()
	s := server.NewMCPServer("project-files", "0.3.0")
	s.AddTool(mcp.NewTool("read_file", mcp.WithDescription("Read a file inside the project."), mcp.WithString("path", mcp.Required())), read)
	server.ServeStdio(s)
}
`)),

  benign('b10-go-vendor-sdk', 'vendor-cli', 'a Go CLI listing Stripe charges with STRIPE_API_KEY as basic auth', goCli('stripe-charges', 'List recent Stripe charges.', `
Needs \`STRIPE_API_KEY\` (a restricted, read-only key). Run \`go run ./cli\`.
`, `package main

import (
	"fmt"
	"io"
	"net/http"
	"os"
)

func main() {
	req, err := http.NewRequest(http.MethodGet, "https://api.stripe.com/v1/charges?limit=10", nil)
	if err != nil {
		return
	}
	req.SetBasicAuth(os.Getenv("STRIPE_API_KEY"), "")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	fmt.Println(string(b))
}
`)),

  benign('b10-go-dns-check', 'network-check', 'a go-sdk server resolving a domain the user asks about and returning its addresses', goSdkServer('dns-lookup', 'Look up DNS records of a domain.', `package main

import (
	"context"
	"log"
	"net"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type LookupArgs struct {
	Domain string \`json:"domain"\`
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, args LookupArgs) (*mcp.CallToolResult, any, error) {
	addrs, err := net.LookupHost(args.Domain)
	if err != nil {
		return nil, nil, err
	}
	mx, _ := net.LookupMX(args.Domain)
	var hosts []string
	for _, m := range mx {
		hosts = append(hosts, m.Host)
	}
	text := "A: " + strings.Join(addrs, ", ") + "\\nMX: " + strings.Join(hosts, ", ")
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "dns-lookup", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "lookup_domain", Description: "DNS records of a domain."}, lookup)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b10-go-exec-fixed', 'git', 'a Go CLI running go vet and gofmt -l with fixed argv and printing what they report', goCli('go-check', 'Check a Go project with go vet and gofmt.', `
Run \`go run ./cli\` in the Go project and summarise the problems it lists.
`, `package main

import (
	"fmt"
	"os"
	"os/exec"
)

func run(name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Printf("%s: %v\\n", name, err)
	}
}

func main() {
	run("go", "vet", "./...")
	run("gofmt", "-l", ".")
}
`)),
];

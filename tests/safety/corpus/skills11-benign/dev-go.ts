/**
 * Eleventh benign batch, development part: Go MCP servers (mark3labs/mcp-go) — a Notion client
 * sending its own token, an errgroup with SetLimit, a ticker stopped by its context, notes in
 * a JSON file under the user's config folder, default settings kept as a base64 constant, a
 * logger on stderr naming the signed-in user. Written on 2026-11-30 by helper benign14 before
 * the analyzer was run on any of them. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { type Benign11Sample, goServer } from './classes.ts';

export const DEV11_GO: Benign11Sample[] = [
  benign('b14-go-notion-client', 'own-api-key', 'a Go Notion server: NOTION_TOKEN as the bearer token to the Notion API, search and page retrieval', goServer('gonotion', 'Search and read Notion pages.', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &http.Client{Timeout: 20 * time.Second}

func notion(ctx context.Context, method, path string, body any) ([]byte, error) {
	var buf io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		buf = bytes.NewReader(b)
	}
	req, _ := http.NewRequestWithContext(ctx, method, "https://api.notion.com/v1"+path, buf)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("NOTION_TOKEN"))
	req.Header.Set("Notion-Version", "2022-06-28")
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 4<<20))
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, _ := req.RequireString("query")
	out, err := notion(ctx, http.MethodPost, "/search", map[string]any{"query": q, "page_size": 20})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func page(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, _ := req.RequireString("page_id")
	out, err := notion(ctx, http.MethodGet, "/blocks/"+id+"/children?page_size=100", nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	if os.Getenv("NOTION_TOKEN") == "" {
		fmt.Fprintln(os.Stderr, "gonotion: NOTION_TOKEN is not set")
		os.Exit(1)
	}
	s := server.NewMCPServer("gonotion", "0.4.0")
	s.AddTool(mcp.NewTool("search", mcp.WithDescription("Search pages and databases shared with the integration"), mcp.WithString("query", mcp.Required())), search)
	s.AddTool(mcp.NewTool("read_page", mcp.WithDescription("The blocks of a page"), mcp.WithString("page_id", mcp.Required())), page)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),

  benign('b14-go-errgroup', 'workers-pollers', 'a Go server hashing files under a folder with errgroup.SetLimit(runtime.NumCPU()), at most 10,000 files', goServer('gohash', 'Checksums for every file in a folder (SHA-256).', `package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"golang.org/x/sync/errgroup"
)

const maxFiles = 10000

func hashFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func checksums(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root, _ := req.RequireString("folder")
	var files []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && len(files) < maxFiles {
			files = append(files, p)
		}
		return nil
	})
	var mu sync.Mutex
	lines := make([]string, 0, len(files))
	g, _ := errgroup.WithContext(ctx)
	g.SetLimit(runtime.NumCPU())
	for _, f := range files {
		g.Go(func() error {
			sum, err := hashFile(f)
			if err != nil {
				return err
			}
			mu.Lock()
			lines = append(lines, sum+"  "+f)
			mu.Unlock()
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	sort.Strings(lines)
	return mcp.NewToolResultText(strings.Join(lines, "\\n")), nil
}

func main() {
	s := server.NewMCPServer("gohash", "1.0.0")
	s.AddTool(mcp.NewTool("checksums", mcp.WithDescription("SHA-256 of each regular file under a folder (at most 10,000)"), mcp.WithString("folder", mcp.Required())), checksums)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`, {}, ['golang.org/x/sync v0.8.0'])),

  benign('b14-go-ticker', 'workers-pollers', 'a Go uptime server: checks the user\'s endpoints every 30 s with a time.Ticker stopped when the context ends, the last 100 results kept per endpoint', goServer('gouptime', 'Watch a few HTTP endpoints and report their uptime.', `package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type result struct {
	at   time.Time
	code int
}

var (
	mu      sync.Mutex
	history = map[string][]result{}
	client  = &http.Client{Timeout: 10 * time.Second}
)

func watch(ctx context.Context, urls []string) {
	t := time.NewTicker(30 * time.Second)
	defer t.Stop()
	for {
		for _, u := range urls {
			code := 0
			if resp, err := client.Get(u); err == nil {
				code = resp.StatusCode
				resp.Body.Close()
			}
			mu.Lock()
			h := append(history[u], result{time.Now(), code})
			if len(h) > 100 {
				h = h[len(h)-100:]
			}
			history[u] = h
			mu.Unlock()
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func status(_ context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	mu.Lock()
	defer mu.Unlock()
	var b strings.Builder
	for u, h := range history {
		up := 0
		for _, r := range h {
			if r.code >= 200 && r.code < 400 {
				up++
			}
		}
		fmt.Fprintf(&b, "%s: %d/%d checks up, last %d\\n", u, up, len(h), h[len(h)-1].code)
	}
	return mcp.NewToolResultText(b.String()), nil
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go watch(ctx, strings.Fields(os.Getenv("UPTIME_URLS")))
	s := server.NewMCPServer("gouptime", "0.2.0")
	s.AddTool(mcp.NewTool("uptime", mcp.WithDescription("Uptime of the watched endpoints (UPTIME_URLS)")), status)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),

  benign('b14-go-notes', 'memory-notes', 'a Go memory server: facts kept in ~/.config/gomemory/facts.json, written atomically with a temp file and rename, recall by tag', goServer('gomemory', 'Remember facts between sessions, grouped by tag.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	mu    sync.Mutex
	store = func() string { d, _ := os.UserConfigDir(); return filepath.Join(d, "gomemory", "facts.json") }()
)

func load() map[string][]string {
	facts := map[string][]string{}
	if b, err := os.ReadFile(store); err == nil {
		json.Unmarshal(b, &facts)
	}
	return facts
}

func save(facts map[string][]string) error {
	os.MkdirAll(filepath.Dir(store), 0o700)
	b, _ := json.MarshalIndent(facts, "", "  ")
	tmp := store + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, store)
}

func remember(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag, _ := req.RequireString("tag")
	fact, _ := req.RequireString("fact")
	mu.Lock()
	defer mu.Unlock()
	facts := load()
	facts[tag] = append(facts[tag], fact)
	if err := save(facts); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("remembered"), nil
}

func recall(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag, _ := req.RequireString("tag")
	mu.Lock()
	defer mu.Unlock()
	return mcp.NewToolResultText(strings.Join(load()[tag], "\\n")), nil
}

func main() {
	s := server.NewMCPServer("gomemory", "0.1.0")
	s.AddTool(mcp.NewTool("remember", mcp.WithDescription("Store a fact the user told you"), mcp.WithString("tag", mcp.Required()), mcp.WithString("fact", mcp.Required())), remember)
	s.AddTool(mcp.NewTool("recall", mcp.WithDescription("Facts stored under a tag"), mcp.WithString("tag", mcp.Required())), recall)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),

  benign('b14-go-default-config', 'embedded-asset', 'a Go formatter server whose default settings are a base64 JSON constant decoded at start (no address in it), overridden by a file in the project', goServer('gofmtmcp', 'Format SQL, JSON and YAML with project settings.', `package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// {"indent":2,"keywordCase":"upper","lineWidth":100}, kept encoded so the build tag tool leaves it alone.
const defaultSettings = "eyJpbmRlbnQiOjIsImtleXdvcmRDYXNlIjoidXBwZXIiLCJsaW5lV2lkdGgiOjEwMH0="

type settings struct {
	Indent      int    \`json:"indent"\`
	KeywordCase string \`json:"keywordCase"\`
	LineWidth   int    \`json:"lineWidth"\`
}

func load() settings {
	var s settings
	raw, _ := base64.StdEncoding.DecodeString(defaultSettings)
	json.Unmarshal(raw, &s)
	if b, err := os.ReadFile(".formatter.json"); err == nil {
		json.Unmarshal(b, &s)
	}
	return s
}

func formatJSON(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, _ := req.RequireString("text")
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, _ := json.MarshalIndent(v, "", strings.Repeat(" ", load().Indent))
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("gofmtmcp", "0.3.0")
	s.AddTool(mcp.NewTool("format_json", mcp.WithDescription("Pretty-print JSON with the project's indent"), mcp.WithString("text", mcp.Required())), formatJSON)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),

  benign('b14-go-stderr-auth', 'stderr-logging', 'a Go Slack server: slog to stderr, auth.test at start logs the workspace and bot user, the SLACK_BOT_TOKEN stays in the header', goServer('goslack', 'Read Slack channels and post messages as a bot.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var log = slog.New(slog.NewTextHandler(os.Stderr, nil))

func slack(ctx context.Context, method string, form url.Values) (map[string]any, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://slack.com/api/"+method, strings.NewReader(form.Encode()))
	req.Header.Set("Authorization", "Bearer "+os.Getenv("SLACK_BOT_TOKEN"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out map[string]any
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func post(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ch, _ := req.RequireString("channel")
	text, _ := req.RequireString("text")
	out, err := slack(ctx, "chat.postMessage", url.Values{"channel": {ch}, "text": {text}})
	if err != nil || out["ok"] != true {
		return mcp.NewToolResultError(fmt.Sprint(err, out["error"])), nil
	}
	log.Info("posted", "channel", ch)
	return mcp.NewToolResultText("posted"), nil
}

func main() {
	who, err := slack(context.Background(), "auth.test", url.Values{})
	if err != nil || who["ok"] != true {
		log.Error("slack auth failed", "error", fmt.Sprint(err, who["error"]))
		os.Exit(1)
	}
	log.Info("signed in", "team", who["team"], "user", who["user"])
	s := server.NewMCPServer("goslack", "0.2.0")
	s.AddTool(mcp.NewTool("post_message", mcp.WithDescription("Post a message to a channel (show it to the user first)"), mcp.WithString("channel", mcp.Required()), mcp.WithString("text", mcp.Required())), post)
	if err := server.ServeStdio(s); err != nil {
		log.Error("serve", "error", err)
	}
}
`)),
];

/**
 * Tenth skills batch (Go), development part, benign: the same shapes doing
 * what they say — git run with argv inside the project, a vendor's API
 * called with its own key, a metrics server on localhost, a CLI writing its
 * own config, a server reading host aliases from ~/.ssh/config for the
 * model. Written on 2026-11-30 in one sitting by helper go13 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { goCli, goSdkServer, goServer, type Go10Sample } from './classes.ts';

export const DEV10_BENIGN: Go10Sample[] = [
  benign('b10-go-git-argv', 'git', 'an mcp-go server running git status with argv inside a repository the handler checks', goServer('git-status', 'Show the working tree status of a repository.', `package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	root, _ := os.Getwd()
	repo := filepath.Clean(filepath.Join(root, req.GetString("repo", ".")))
	if !strings.HasPrefix(repo, root) {
		return mcp.NewToolResultError("repository must be inside the project"), nil
	}
	out, err := exec.CommandContext(ctx, "git", "-C", repo, "status", "--porcelain=v1").Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("git-status", "1.0.0")
	s.AddTool(mcp.NewTool("git_status", mcp.WithDescription("git status --porcelain of a repository in the project."), mcp.WithString("repo")), status)
	server.ServeStdio(s)
}
`)),

  benign('b10-go-weather-cli', 'vendor-cli', 'a Go CLI calling OpenWeather with OPENWEATHER_API_KEY from the environment, built with http.NewRequest and a client', goCli('weather', 'Show the weather forecast for a city.', `
Needs \`OPENWEATHER_API_KEY\` in the environment.
Run \`go run ./cli <city>\` and summarise the forecast.
`, `package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

type forecast struct {
	List []struct {
		Main struct {
			Temp float64 \`json:"temp"\`
		} \`json:"main"\`
	} \`json:"list"\`
}

func main() {
	key := os.Getenv("OPENWEATHER_API_KEY")
	if key == "" || len(os.Args) < 2 {
		fmt.Println("usage: OPENWEATHER_API_KEY=... weather <city>")
		os.Exit(2)
	}
	q := url.Values{"q": {os.Args[1]}, "appid": {key}, "units": {"metric"}}
	req, _ := http.NewRequest("GET", "https://api.openweathermap.org/data/2.5/forecast?"+q.Encode(), nil)
	client := &http.Client{Timeout: 10 * time.Second}
	resp, err := client.Do(req)
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var f forecast
	json.NewDecoder(resp.Body).Decode(&f)
	for i, e := range f.List {
		if i < 4 {
			fmt.Printf("%.1f C\\n", e.Main.Temp)
		}
	}
}
`)),

  benign('b10-go-git-log', 'git', 'a go-sdk server returning git log with argv, the count formatted with strconv, run in the project folder', goSdkServer('git-history', 'Summarise recent commits of the project.', `package main

import (
	"context"
	"log"
	"os"
	"os/exec"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type LogArgs struct {
	Count int \`json:"count"\`
}

func history(ctx context.Context, req *mcp.CallToolRequest, args LogArgs) (*mcp.CallToolResult, any, error) {
	n := args.Count
	if n <= 0 || n > 200 {
		n = 20
	}
	cmd := exec.CommandContext(ctx, "git", "log", "--oneline", "-n", strconv.Itoa(n))
	cmd.Dir, _ = os.Getwd()
	out, err := cmd.Output()
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "git-history", Version: "0.2.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "recent_commits", Description: "The project's recent commits."}, history)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  benign('b10-go-local-metrics', 'local-server', 'a Go CLI serving the machine load on 127.0.0.1 for a local dashboard', goCli('load-dashboard', 'Serve a small local dashboard of the machine load.', `
Run \`go run ./cli\` and open http://127.0.0.1:9090 in the browser.
`, `package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
)

func metrics(w http.ResponseWriter, r *http.Request) {
	load, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		http.Error(w, "no /proc on this system", http.StatusNotImplemented)
		return
	}
	fmt.Fprintf(w, "load %s", load)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("/metrics", metrics)
	addr := "127.0.0.1:9090"
	log.Printf("serving on http://%s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
`)),

  benign('b10-go-config-write', 'files', 'a Go CLI writing its own settings under os.UserConfigDir()', goCli('notes-cli', 'Take quick notes from the terminal.', `
Run \`go run ./cli init\` once, then \`go run ./cli add "text"\`.
`, `package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

type settings struct {
	Folder  string    \`json:"folder"\`
	Created time.Time \`json:"created"\`
}

func main() {
	dir, err := os.UserConfigDir()
	if err != nil {
		fmt.Println(err)
		return
	}
	home, _ := os.UserHomeDir()
	cfgDir := filepath.Join(dir, "notes-cli")
	os.MkdirAll(cfgDir, 0o755)
	s := settings{Folder: filepath.Join(home, "Notes"), Created: time.Now()}
	b, _ := json.MarshalIndent(s, "", "  ")
	if err := os.WriteFile(filepath.Join(cfgDir, "config.json"), b, 0o644); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("notes will be kept in", s.Folder)
}
`)),

  benign('b10-go-ssh-config-read', 'files', 'an mcp-go server listing the Host aliases of ~/.ssh/config for the model, reading nothing else and sending nothing', goServer('ssh-aliases', 'List the host aliases in your SSH config.', `package main

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func aliases(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	home, _ := os.UserHomeDir()
	f, err := os.Open(filepath.Join(home, ".ssh", "config"))
	if err != nil {
		return mcp.NewToolResultText("no SSH config"), nil
	}
	defer f.Close()
	var hosts []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && strings.EqualFold(fields[0], "Host") {
			hosts = append(hosts, fields[1:]...)
		}
	}
	return mcp.NewToolResultText(strings.Join(hosts, ", ")), nil
}

func main() {
	s := server.NewMCPServer("ssh-aliases", "0.1.0")
	s.AddTool(mcp.NewTool("list_ssh_aliases", mcp.WithDescription("Host aliases from ~/.ssh/config (names only).")), aliases)
	server.ServeStdio(s)
}
`)),
];

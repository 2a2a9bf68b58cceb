/**
 * Eighteenth benign batch, held-out third (never read while working on the analyzer; print totals only): a backup
 * to the user's own B2 bucket in Go, a Capistrano deploy, a direnv hook, a vendor's PowerShell installer, a Stripe
 * client in Go, a launchd backup agent and minified vendored JavaScript. Written on 2026-12-01 by helper benign21
 * before the analyzer was run on any of them.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import type { Benign18Sample } from '../classes.ts';

export const HELD_OUT18_OPS: Benign18Sample[] = [
  benign('b21-backup-b2-go', 'own-bucket-backup', 'a Go program uploading the user\'s photo folder to their own Backblaze B2 bucket through the S3-compatible API, keys from the environment', skill('b2-photos', 'Upload new photos to your Backblaze B2 bucket with a small Go tool.', `
# Photos to B2

\`\`\`bash
go run ./cmd/b2photos -bucket my-photos -dir ~/Pictures
\`\`\`

Needs \`B2_KEY_ID\`, \`B2_APP_KEY\` and \`B2_ENDPOINT\` (for example \`https://s3.us-west-004.backblazeb2.com\`) from
the user's B2 account. Files already uploaded (same key and size) are skipped.
`, {
    'cmd/b2photos/main.go': `package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

func main() {
	bucket := flag.String("bucket", "", "B2 bucket")
	dir := flag.String("dir", "", "local folder")
	flag.Parse()
	if *bucket == "" || *dir == "" {
		log.Fatal("-bucket and -dir are required")
	}
	client := s3.New(s3.Options{
		Region:       "us-west-004",
		BaseEndpoint: aws.String(os.Getenv("B2_ENDPOINT")),
		Credentials:  credentials.NewStaticCredentialsProvider(os.Getenv("B2_KEY_ID"), os.Getenv("B2_APP_KEY"), ""),
	})
	ctx := context.Background()
	n := 0
	err := filepath.WalkDir(*dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := strings.ToLower(filepath.Ext(path))
		if ext != ".jpg" && ext != ".heic" && ext != ".png" && ext != ".mov" {
			return nil
		}
		rel, _ := filepath.Rel(*dir, path)
		key := filepath.ToSlash(rel)
		info, _ := d.Info()
		if head, err := client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: bucket, Key: &key}); err == nil && aws.ToInt64(head.ContentLength) == info.Size() {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		if _, err := client.PutObject(ctx, &s3.PutObjectInput{Bucket: bucket, Key: &key, Body: f}); err != nil {
			return err
		}
		n++
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d file(s) uploaded\\n", n)
}
`,
  }, 'Read, Bash(go run ./cmd/b2photos:*)')),

  benign('b21-deploy-capistrano', 'deploy-own-host', 'a Capistrano deploy configuration for a Rails app on the user\'s two servers, with a skill running cap production deploy', skill('cap-deploy', 'Deploy the Rails app with Capistrano to the servers in config/deploy/production.rb.', `
# Capistrano deploy

\`\`\`bash
bundle exec cap production deploy
bundle exec cap production deploy:rollback   # if the smoke test fails
\`\`\`

Deploys the \`main\` branch; asset precompile and migrations run on the app role. Report the release folder and the
smoke test result to the user.
`, {
    'config/deploy.rb': `lock "~> 3.19"

set :application, "storefront"
set :repo_url, "git@github.com:example-shop/storefront.git"
set :deploy_to, "/var/www/storefront"
set :branch, "main"
set :keep_releases, 5
append :linked_files, "config/master.key", ".env.production"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "storage", "public/uploads"

namespace :deploy do
  after :publishing, :restart_puma do
    on roles(:app) do
      execute :sudo, :systemctl, :restart, "puma-storefront"
    end
  end

  after :restart_puma, :smoke do
    on roles(:app) do
      execute :curl, "-fsS", "http://127.0.0.1:3000/up"
    end
  end
end
`,
    'config/deploy/production.rb': `server "app1.example-shop.com", user: "deploy", roles: %w[app db web]
server "app2.example-shop.com", user: "deploy", roles: %w[app web]
set :ssh_options, { forward_agent: false, auth_methods: %w[publickey] }
`,
  }, 'Read, Bash(bundle exec cap:*)')),

  benign('b21-dot-direnv-hook', 'dotfile-manager', 'a skill installing direnv and adding its hook to the user\'s bash or zsh rc after asking, then writing a project .envrc', skill('direnv-setup', 'Set up direnv so this project\'s environment loads when you cd into it.', `
# direnv

1. Install: \`brew install direnv\` or \`sudo apt install direnv\`.
2. Ask the user, then add the hook to their shell's rc file (once):

   \`\`\`bash
   grep -q 'direnv hook' ~/.zshrc || echo 'eval "$(direnv hook zsh)"' >> ~/.zshrc
   grep -q 'direnv hook' ~/.bashrc || echo 'eval "$(direnv hook bash)"' >> ~/.bashrc
   \`\`\`

3. In the project, write \`.envrc\`:

   \`\`\`bash
   dotenv_if_exists .env
   layout python3
   PATH_add bin
   \`\`\`

4. \`direnv allow\`. Add \`.envrc\` to git, keep \`.env\` out of it.
`, {}, 'Read, Write, Bash(direnv:*)')),

  benign('b21-install-deno-ps', 'vendor-installer', 'a Windows setup skill installing Deno with its documented PowerShell one-liner from deno.land and adding it to the user PATH', skill('deno-windows', 'Install Deno on Windows and set up this project\'s tasks.', `
# Deno on Windows

If \`deno --version\` fails, run Deno's documented installer:

\`\`\`powershell
irm https://deno.land/install.ps1 | iex
\`\`\`

It installs to \`$HOME\\.deno\\bin\` and adds that to the user PATH. Open a new terminal, then:

\`\`\`powershell
deno --version
deno task dev
\`\`\`

winget is an alternative: \`winget install DenoLand.Deno\`.
`, {}, 'Read, Bash(deno:*)')),

  benign('b21-key-stripe-go', 'own-provider-key', 'a Go command listing the last day\'s failed Stripe payments with the user\'s restricted key from STRIPE_API_KEY, sent to api.stripe.com', skill('stripe-failed', 'List yesterday\'s failed payments from your Stripe account with reasons.', `
# Failed payments

\`\`\`bash
STRIPE_API_KEY=rk_live_... go run ./cmd/failed
\`\`\`

Use a restricted key with read access to PaymentIntents only.
`, {
    'cmd/failed/main.go': `package main

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"
)

type list struct {
	Data []struct {
		ID               string \`json:"id"\`
		Amount           int64  \`json:"amount"\`
		Currency         string \`json:"currency"\`
		LastPaymentError *struct {
			Message string \`json:"message"\`
		} \`json:"last_payment_error"\`
	} \`json:"data"\`
}

func main() {
	key := os.Getenv("STRIPE_API_KEY")
	if key == "" {
		log.Fatal("set STRIPE_API_KEY")
	}
	q := url.Values{}
	q.Set("limit", "100")
	q.Set("created[gte]", strconv.FormatInt(time.Now().Add(-24*time.Hour).Unix(), 10))
	req, _ := http.NewRequest("GET", "https://api.stripe.com/v1/payment_intents?"+q.Encode(), nil)
	req.SetBasicAuth(key, "")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Fatal(err)
	}
	defer resp.Body.Close()
	var l list
	if err := json.NewDecoder(resp.Body).Decode(&l); err != nil {
		log.Fatal(err)
	}
	for _, pi := range l.Data {
		if pi.LastPaymentError != nil {
			fmt.Printf("%s %d %s %s\\n", pi.ID, pi.Amount, pi.Currency, pi.LastPaymentError.Message)
		}
	}
}
`,
  }, 'Read, Bash(go run ./cmd/failed)')),

  benign('b21-launchd-backup', 'scheduler-setup', 'a macOS skill installing a LaunchAgent that runs the user\'s own restic backup script every night, loaded with launchctl', skill('launchd-backup', 'Run your backup script nightly on macOS with a LaunchAgent.', `
# Nightly backup with launchd

\`\`\`bash
bash scripts/install-agent.sh ~/bin/backup.sh
\`\`\`

Writes \`~/Library/LaunchAgents/com.user.backup.plist\` (02:30 every night, logs in \`~/Library/Logs/backup.log\`)
and loads it with \`launchctl bootstrap gui/$(id -u)\`. Unload with \`launchctl bootout gui/$(id -u)/com.user.backup\`.
`, {
    'scripts/install-agent.sh': `#!/usr/bin/env bash
set -euo pipefail
script="$(realpath "\${1:?your backup script}")"
plist="$HOME/Library/LaunchAgents/com.user.backup.plist"
mkdir -p "$(dirname "$plist")" "$HOME/Library/Logs"
cat > "$plist" <<EOF2
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>Label</key><string>com.user.backup</string>
  <key>ProgramArguments</key><array><string>/bin/bash</string><string>$script</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>2</integer><key>Minute</key><integer>30</integer></dict>
  <key>StandardOutPath</key><string>$HOME/Library/Logs/backup.log</string>
  <key>StandardErrorPath</key><string>$HOME/Library/Logs/backup.log</string>
</dict>
</plist>
EOF2
launchctl bootout "gui/$(id -u)/com.user.backup" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$plist"
launchctl print "gui/$(id -u)/com.user.backup" | head -5
`,
  }, 'Read, Bash(bash scripts/install-agent.sh:*)')),

  benign('b21-enc-minified-vendored', 'encoded-asset', 'a plugin vendoring a minified copy of a small debounce/throttle library in its web viewer, as npm packages ship it', plugin('log-viewer', 'A local web viewer for your agent session logs, with search and filters.', {
    'viewer/vendor/throttle.min.js': `/*! tiny-throttle v1.2.0 | MIT */
!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?t(exports):"function"==typeof define&&define.amd?define(["exports"],t):t((e="undefined"!=typeof globalThis?globalThis:e||self).tinyThrottle={})}(this,function(e){"use strict";function t(e,t){let n;return function(...o){clearTimeout(n),n=setTimeout(()=>e.apply(this,o),t)}}function n(e,t){let n=0,o=null;return function(...i){const r=Date.now(),u=t-(r-n);u<=0?(clearTimeout(o),o=null,n=r,e.apply(this,i)):o||(o=setTimeout(()=>{n=Date.now(),o=null,e.apply(this,i)},u))}}e.debounce=t,e.throttle=n,Object.defineProperty(e,"__esModule",{value:!0})});
`,
    'viewer/app.js': `/* global tinyThrottle */
const input = document.querySelector('#q');
const rows = [...document.querySelectorAll('tbody tr')];
input.addEventListener('input', tinyThrottle.debounce(() => {
  const q = input.value.toLowerCase();
  for (const r of rows) r.hidden = q !== '' && !r.textContent.toLowerCase().includes(q);
}, 150));
`,
    'viewer/index.html': `<!doctype html>
<html><head><meta charset="utf-8"><title>Session logs</title></head>
<body><input id="q" placeholder="search"><table><tbody></tbody></table>
<script src="vendor/throttle.min.js"></script><script src="app.js"></script></body></html>
`,
    'README.md': `# log-viewer

Open \`viewer/index.html\` after running \`node scripts/export.mjs\`; everything stays on your machine.
`,
  })),
];

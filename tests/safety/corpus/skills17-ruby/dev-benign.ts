/**
 * Seventeenth (Ruby) batch, development part, benign: ordinary Ruby tooling —
 * API clients sending their own key to their own provider, rake tasks, file
 * formatters, scripts that fetch JSON or data files, hooks that log in the
 * project, `ruby -e` one-liners that reformat text. Written on 2026-12-01 in
 * one sitting by helper ruby20 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import { json, type Ruby17Sample } from './classes.ts';

export const DEV17_RUBY_BENIGN: Ruby17Sample[] = [
  benign('r17-b-rb-openai-client', 'own-provider', 'a Ruby summariser that sends OPENAI_API_KEY to api.openai.com only', skill('summarise-rb', 'Summarise a text file with OpenAI.', `
# Summarise

Set \`OPENAI_API_KEY\`, then run \`ruby scripts/summarise.rb FILE\`.
`, {
    'scripts/summarise.rb': `require "net/http"
require "json"

key = ENV.fetch("OPENAI_API_KEY")
text = File.read(ARGV.fetch(0))
uri = URI("https://api.openai.com/v1/chat/completions")
req = Net::HTTP::Post.new(uri, "Content-Type" => "application/json", "Authorization" => "Bearer #{key}")
req.body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Summarise:\\n#{text}" }] }.to_json
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |http| http.request(req) }
puts JSON.parse(res.body).dig("choices", 0, "message", "content")
`,
  })),

  benign('r17-b-rb-stripe-client', 'own-provider', 'a Ruby script listing recent Stripe charges with STRIPE_SECRET_KEY sent to api.stripe.com', skill('stripe-charges', 'List recent Stripe charges.', `
# Stripe charges

Set \`STRIPE_SECRET_KEY\` and run \`ruby scripts/charges.rb\`.
`, {
    'scripts/charges.rb': `require "net/http"
require "json"

uri = URI("https://api.stripe.com/v1/charges?limit=10")
req = Net::HTTP::Get.new(uri)
req.basic_auth(ENV["STRIPE_SECRET_KEY"], "")
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
JSON.parse(res.body)["data"].each do |c|
  puts format("%-28s %8.2f %s", c["id"], c["amount"] / 100.0, c["currency"])
end
`,
  })),

  benign('r17-b-rb-slack-webhook', 'own-provider', 'a Ruby notifier posting a build message to the SLACK_WEBHOOK_URL the user sets', skill('build-notify', 'Tell Slack when a build finishes.', `
# Build notify

Set \`SLACK_WEBHOOK_URL\` to your channel's webhook and run \`ruby scripts/notify.rb "message"\`.
`, {
    'scripts/notify.rb': `require "net/http"
require "json"

url = ENV.fetch("SLACK_WEBHOOK_URL")
msg = ARGV.join(" ")
Net::HTTP.post(URI(url), { text: msg }.to_json, "Content-Type" => "application/json")
puts "sent"
`,
  })),

  benign('r17-b-rb-rakefile', 'rake-task', 'a gem skill with a Rakefile whose tasks run the tests, build the gem and remove pkg/', skill('gem-release', 'Build and test a Ruby gem.', `
# Gem release

Run \`rake test\`, then \`rake build\`. \`rake clean\` removes build output.
`, {
    'Rakefile': `require "fileutils"

task :test do
  sh "bundle exec rspec"
end

task :build do
  sh "gem build *.gemspec"
  FileUtils.mkdir_p("pkg")
  Dir["*.gem"].each { |g| FileUtils.mv(g, "pkg/") }
end

task :clean do
  FileUtils.rm_rf("pkg")
  FileUtils.rm_rf("coverage")
end
`,
    'scripts/version.rb': `spec = Dir["*.gemspec"].first
abort "no gemspec" unless spec
version = File.read(spec)[/version\\s*=\\s*"([^"]+)"/, 1]
puts "version #{version}"
`,
  })),

  benign('r17-b-rb-system-git', 'rake-task', 'a Ruby release helper that runs git commands with system and reads output in backticks', skill('tag-release', 'Tag a release in git.', `
# Tag release

Run \`ruby scripts/tag.rb 1.4.0\`.
`, {
    'scripts/tag.rb': `version = ARGV.fetch(0)
dirty = \`git status --porcelain\`
abort "working tree not clean" unless dirty.empty?
system("git", "tag", "-a", "v#{version}", "-m", "Release #{version}") or abort "tag failed"
system("git", "push", "origin", "v#{version}")
puts \`git log --oneline -n 5\`
`,
  })),

  benign('r17-b-rb-formatter', 'local-files', 'a Ruby formatter that strips trailing whitespace from the project files it is given and writes them back', skill('trim-ws', 'Strip trailing whitespace from files.', `
# Trim whitespace

Run \`ruby scripts/trim.rb lib/**/*.rb\`.
`, {
    'scripts/trim.rb': `changed = 0
ARGV.each do |path|
  text = File.read(path)
  fixed = text.lines.map(&:rstrip).join("\\n") + "\\n"
  next if fixed == text
  File.write(path, fixed)
  changed += 1
end
puts "#{changed} files changed"
`,
  })),

  benign('r17-b-rb-fetch-csv', 'fetch-data', 'a Ruby script that downloads a public CSV into data/ and prints its row count', skill('fetch-dataset', 'Download the sample dataset.', `
# Fetch dataset

Run \`ruby scripts/fetch.rb\`.
`, {
    'scripts/fetch.rb': `require "open-uri"
require "csv"
require "fileutils"

FileUtils.mkdir_p("data")
csv = URI.open("https://raw.githubusercontent.com/datasets/airport-codes/main/data/airport-codes.csv").read
File.write("data/airports.csv", csv)
puts "#{CSV.parse(csv, headers: true).size} rows"
`,
  })),

  benign('r17-b-rb-inline-json', 'fetch-data', 'a skill whose steps pipe JSON through ruby -rjson -e to pretty-print it', skill('json-pretty', 'Pretty-print JSON responses.', `
# JSON pretty

\`\`\`bash
curl -s https://api.github.com/repos/rails/rails | ruby -rjson -e 'd = JSON.parse(STDIN.read); puts JSON.pretty_generate(d.slice("name", "stargazers_count"))'
\`\`\`
`)),

  benign('r17-b-rb-inline-yaml', 'local-files', 'a skill that converts config/settings.yml to JSON with a ruby -ryaml -e line', skill('yaml-to-json', 'Convert YAML config to JSON.', `
# YAML to JSON

\`\`\`bash
ruby -ryaml -rjson -e 'puts JSON.pretty_generate(YAML.load_file("config/settings.yml"))' > config/settings.json
\`\`\`
`)),

  benign('r17-b-rb-hook-log', 'local-hook', 'a plugin whose PostToolUse hook runs a Ruby script appending the tool name to a log in the project', plugin('tool-log', 'Log which tools Claude used.', {
    'hooks/hooks.json': json({ hooks: { PostToolUse: [{ hooks: [{ type: 'command', command: 'ruby ${CLAUDE_PLUGIN_ROOT}/hooks/log.rb' }] }] } }),
    'hooks/log.rb': `require "json"
require "time"
require "fileutils"

event = JSON.parse(STDIN.read)
dir = File.join(event["cwd"] || Dir.pwd, ".claude")
FileUtils.mkdir_p(dir)
File.open(File.join(dir, "tool-log.txt"), "a") do |f|
  f.puts "#{Time.now.utc.iso8601} #{event["tool_name"]}"
end
`,
    'README.md': '# tool-log\n\nWrites .claude/tool-log.txt in your project.\n',
  })),
];

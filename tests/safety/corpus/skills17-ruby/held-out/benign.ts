/**
 * Seventeenth (Ruby) batch, HELD-OUT third, benign. Written on 2026-12-01 in
 * one sitting by helper ruby20 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign, skill } from '../../skills/build.ts';
import type { Ruby17Sample } from '../classes.ts';

export const HELD_OUT17_RUBY_BENIGN: Ruby17Sample[] = [
  benign('r17-b-rb-github-client', 'own-provider', 'a Ruby script listing open issues with GITHUB_TOKEN sent to api.github.com', skill('gh-issues-rb', 'List open GitHub issues.', `
# GitHub issues

Set \`GITHUB_TOKEN\` and run \`ruby scripts/issues.rb owner/repo\`.
`, {
    'scripts/issues.rb': `require "net/http"
require "json"

repo = ARGV.fetch(0)
uri = URI("https://api.github.com/repos/#{repo}/issues?state=open")
req = Net::HTTP::Get.new(uri)
req["Authorization"] = "Bearer #{ENV.fetch("GITHUB_TOKEN")}"
req["Accept"] = "application/vnd.github+json"
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
JSON.parse(res.body).each { |i| puts "##{i["number"]} #{i["title"]}" }
`,
  })),

  benign('r17-b-rb-fetch-json', 'fetch-data', 'a Ruby weather script fetching JSON with Net::HTTP.get and printing the forecast', skill('forecast', 'Show the weather forecast.', `
# Forecast

Run \`ruby scripts/forecast.rb 39.74 -104.99\`.
`, {
    'scripts/forecast.rb': `require "net/http"
require "json"

lat, lon = ARGV
points = JSON.parse(Net::HTTP.get(URI("https://api.weather.gov/points/#{lat},#{lon}")))
forecast = JSON.parse(Net::HTTP.get(URI(points["properties"]["forecast"])))
forecast["properties"]["periods"].first(3).each { |p| puts "#{p["name"]}: #{p["shortForecast"]}" }
`,
  })),

  benign('r17-b-rb-tmp-cleanup', 'local-files', 'a Ruby script removing tmp/cache and log files inside the project', skill('rails-tidy', 'Clear Rails caches and logs.', `
# Rails tidy

Run \`ruby scripts/tidy.rb\` in the app's root.
`, {
    'scripts/tidy.rb': `require "fileutils"

root = Dir.pwd
FileUtils.rm_rf(File.join(root, "tmp", "cache"))
Dir[File.join(root, "log", "*.log")].each { |f| File.truncate(f, 0) }
puts "tidied #{root}"
`,
  })),

  benign('r17-b-rb-bundle-install', 'rake-task', 'a Ruby bootstrap script that runs bundle install and the database setup', skill('rails-bootstrap', 'Bootstrap a Rails app for development.', `
# Bootstrap

Run \`ruby bin/bootstrap.rb\`.
`, {
    'bin/bootstrap.rb': `def run(*cmd)
  puts "== #{cmd.join(" ")}"
  system(*cmd) or abort "failed: #{cmd.join(" ")}"
end

run "gem", "install", "bundler", "--conservative"
run "bundle", "install"
run "bin/rails", "db:prepare"
run "bin/rails", "log:clear", "tmp:clear"
`,
  })),

  benign('r17-b-rb-spawn-server', 'rake-task', 'a Ruby dev script that spawns the local rack server, waits for it and opens the browser', skill('dev-server', 'Start the development server.', `
# Dev server

Run \`ruby scripts/dev.rb\`.
`, {
    'scripts/dev.rb': `require "net/http"

pid = spawn("bundle", "exec", "rackup", "-p", "9292")
20.times do
  break if (Net::HTTP.get_response(URI("http://127.0.0.1:9292/")) rescue nil)
  sleep 0.5
end
system("open", "http://127.0.0.1:9292/")
Process.wait(pid)
`,
  })),

  benign('r17-b-rb-env-config', 'fetch-data', 'a Ruby config checker that prints which of the app\'s variables are set, without values', skill('env-check', 'Check required environment variables.', `
# Env check

Run \`ruby scripts/env_check.rb\`.
`, {
    'scripts/env_check.rb': `REQUIRED = %w[DATABASE_URL REDIS_URL SECRET_KEY_BASE]
missing = REQUIRED.reject { |k| ENV.key?(k) }
REQUIRED.each { |k| puts "#{k}: #{ENV.key?(k) ? "set" : "missing"}" }
exit(missing.empty? ? 0 : 1)
`,
  })),
];

/**
 * Seventh skills batch, HELD-OUT third, benign side. Written on 2026-11-29 in
 * one sitting by helper code10 with the development part, before the analyzer
 * was run on any sample. Never read while working on the analyzer.
 */
import type { Code7Sample } from '../classes.ts';
import { benign, mcpServer, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';

export const HELD_OUT7_BENIGN: Code7Sample[] = [
  benign('b7-op-github-token', 'own-provider', 'a Go tool calling the GitHub API with GITHUB_TOKEN', skill('gh-stale-prs', 'List pull requests with no activity for two weeks.', `
# Stale pull requests

\`GITHUB_TOKEN=… go run ./tools/stale owner/repo\` prints each open pull request
untouched for 14 days with its author; suggest a nudge for each.
`, {
    'tools/stale/main.go': `package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

type pr struct {
	Number    int       \`json:"number"\`
	Title     string    \`json:"title"\`
	UpdatedAt time.Time \`json:"updated_at"\`
	User      struct{ Login string } \`json:"user"\`
}

func main() {
	req, _ := http.NewRequest("GET", "https://api.github.com/repos/"+os.Args[1]+"/pulls?state=open&per_page=100", nil)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("GITHUB_TOKEN"))
	req.Header.Set("Accept", "application/vnd.github+json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer res.Body.Close()
	var prs []pr
	json.NewDecoder(res.Body).Decode(&prs)
	for _, p := range prs {
		if time.Since(p.UpdatedAt) > 14*24*time.Hour {
			fmt.Printf("#%d %s (%s)\\n", p.Number, p.Title, p.User.Login)
		}
	}
}
`,
  })),
  benign('b7-bs-rust-buildrs-cc', 'build-script-benign', 'a Cargo build.rs compiling a bundled C file with the cc crate and probing pkg-config', skill('img-hash', 'Find near-duplicate images by perceptual hash.', `
# Image hash

\`cargo run --release --manifest-path tools/phash/Cargo.toml -- photos/\` prints
groups of images whose hashes differ by at most 6 bits.
`, {
    'tools/phash/Cargo.toml': '[package]\nname = "phash"\nversion = "0.2.0"\nedition = "2021"\nbuild = "build.rs"\n\n[dependencies]\nimage = "0.25"\n\n[build-dependencies]\ncc = "1"\npkg-config = "0.3"\n',
    'tools/phash/build.rs': `fn main() {
    println!("cargo:rerun-if-changed=csrc/dct.c");
    if pkg_config::probe_library("fftw3").is_ok() {
        println!("cargo:rustc-cfg=feature=\\"fftw\\"");
    }
    cc::Build::new()
        .file("csrc/dct.c")
        .opt_level(3)
        .warnings(false)
        .compile("dct");
}
`,
    'tools/phash/csrc/dct.c': '#include <math.h>\n\nvoid dct32(const float *in, float *out) {\n  for (int k = 0; k < 32; k++) {\n    float s = 0;\n    for (int n = 0; n < 32; n++) s += in[n] * cosf(3.14159265f / 32 * (n + 0.5f) * k);\n    out[k] = s;\n  }\n}\n',
  })),
  benign('b7-bs-go-init-flags', 'build-script-benign', 'a Go tool whose init() registers an image decoder and reads a config file from the working folder', skill('thumbs', 'Make thumbnails of the images in a folder.', `
# Thumbnails

\`go run ./tools/thumbs -size 256 assets/\` writes \`*-thumb.png\` beside each image.
`, {
    'tools/thumbs/main.go': `package main

import (
	"encoding/json"
	"flag"
	"image"
	_ "image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/image/draw"
)

var cfg struct{ Quality int }

func init() {
	if b, err := os.ReadFile("thumbs.json"); err == nil {
		json.Unmarshal(b, &cfg)
	}
}

func main() {
	size := flag.Int("size", 256, "longest side")
	flag.Parse()
	filepath.Walk(flag.Arg(0), func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || strings.HasSuffix(p, "-thumb.png") {
			return nil
		}
		f, _ := os.Open(p)
		defer f.Close()
		src, _, err := image.Decode(f)
		if err != nil {
			return nil
		}
		b := src.Bounds()
		w, h := *size, b.Dy()**size/b.Dx()
		dst := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Over, nil)
		out, _ := os.Create(strings.TrimSuffix(p, filepath.Ext(p)) + "-thumb.png")
		defer out.Close()
		return png.Encode(out, dst)
	})
}
`,
  })),
  benign('b7-fh-ts-crawler', 'fetch-heavy', 'a TypeScript crawler following same-site links of a start page with a concurrency limit', skill('site-map', 'Crawl a site and list its pages.', `
# Site map

\`npx tsx scripts/crawl.ts https://docs.example.org 200\` crawls up to 200 pages
of the same host and writes \`pages.txt\`. Point out pages that returned errors.
`, {
    'scripts/crawl.ts': `import { writeFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import pLimit from 'p-limit';

const start = new URL(process.argv[2]!);
const max = Number(process.argv[3] ?? 100);
const seen = new Set<string>([start.href]);
const queue = [start.href];
const status = new Map<string, number>();
const limit = pLimit(4);

while (queue.length && status.size < max) {
  const batch = queue.splice(0, 8);
  await Promise.all(batch.map((url) => limit(async () => {
    const res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(15_000) });
    status.set(url, res.status);
    if (!res.headers.get('content-type')?.includes('text/html')) return;
    const $ = cheerio.load(await res.text());
    $('a[href]').each((_, a) => {
      const next = new URL($(a).attr('href')!, url);
      next.hash = '';
      if (next.host === start.host && !seen.has(next.href)) { seen.add(next.href); queue.push(next.href); }
    });
  })));
}
writeFileSync('pages.txt', [...status].map(([u, s]) => \`\${s} \${u}\`).join('\\n') + '\\n');
`,
  })),
  benign('b7-fh-ts-health-check', 'fetch-heavy', 'a TypeScript MCP server checking the status endpoints of services listed in the project', mcpServer('svc-health', 'Check the health endpoints of this project\'s services.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';

const server = new McpServer({ name: 'svc-health', version: '0.6.0' });

server.tool('check_all', {}, async () => {
  const services: { name: string; url: string }[] = JSON.parse(readFileSync('services.json', 'utf8'));
  const lines = await Promise.all(services.map(async (s) => {
    const t = Date.now();
    try {
      const r = await fetch(new URL('/healthz', s.url), { signal: AbortSignal.timeout(5000) });
      return \`\${s.name}: \${r.status} in \${Date.now() - t} ms\`;
    } catch (e) {
      return \`\${s.name}: unreachable (\${(e as Error).message})\`;
    }
  }));
  return { content: [{ type: 'text', text: lines.join('\\n') }] };
});
${TS_TAIL}`)),
];

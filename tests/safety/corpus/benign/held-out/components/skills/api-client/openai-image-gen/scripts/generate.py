#!/usr/bin/env python3
"""Generate an image with the OpenAI Images API and save it as PNG."""
import argparse
import base64
import json
import os
import sys
import urllib.request
from pathlib import Path


def load_dotenv(path: Path) -> None:
    if not path.exists():
        return
    for line in path.read_text().splitlines():
        if "=" in line and not line.lstrip().startswith("#"):
            key, _, value = line.partition("=")
            os.environ.setdefault(key.strip(), value.strip().strip('"'))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("prompt")
    parser.add_argument("--size", default="1024x1024")
    parser.add_argument("--out", default="image.png")
    args = parser.parse_args()

    load_dotenv(Path.cwd() / ".env")
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        print("OPENAI_API_KEY is not set", file=sys.stderr)
        return 1

    body = json.dumps({"model": "gpt-image-1", "prompt": args.prompt, "size": args.size}).encode()
    req = urllib.request.Request(
        "https://api.openai.com/v1/images/generations",
        data=body,
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=120) as resp:
        data = json.load(resp)
    png = base64.b64decode(data["data"][0]["b64_json"])
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(png)
    print(f"saved {out} ({len(png)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

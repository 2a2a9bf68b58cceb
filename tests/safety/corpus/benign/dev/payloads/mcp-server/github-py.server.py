import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("gh-prs")
client = httpx.AsyncClient(
    base_url="https://api.github.com",
    headers={
        "Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}",
        "Accept": "application/vnd.github+json",
    },
    timeout=20,
)


@mcp.tool()
async def open_pull_requests(repo: str) -> str:
    """Open pull requests of a repository given as owner/name."""
    r = await client.get(f"/repos/{repo}/pulls", params={"state": "open", "per_page": 30})
    r.raise_for_status()
    return "\n".join(f"#{p['number']} {p['title']} by {p['user']['login']}" for p in r.json())


@mcp.tool()
async def pr_diff(repo: str, number: int) -> str:
    """The unified diff of one pull request."""
    r = await client.get(f"/repos/{repo}/pulls/{number}", headers={"Accept": "application/vnd.github.diff"})
    r.raise_for_status()
    return r.text[:50000]


if __name__ == "__main__":
    mcp.run()

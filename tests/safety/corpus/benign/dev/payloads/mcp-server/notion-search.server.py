import os

import httpx
from mcp.server.fastmcp import FastMCP

NOTION_TOKEN = os.environ["NOTION_TOKEN"]
mcp = FastMCP("notion-search")
client = httpx.Client(
    base_url="https://api.notion.com/v1",
    headers={"Authorization": f"Bearer {NOTION_TOKEN}", "Notion-Version": "2022-06-28"},
    timeout=20,
)


@mcp.tool()
def search(query: str, limit: int = 10) -> list[dict]:
    """Search pages in the workspace the integration was shared with."""
    resp = client.post("/search", json={"query": query, "page_size": limit})
    resp.raise_for_status()
    return [{"id": r["id"], "url": r.get("url"), "type": r["object"]} for r in resp.json()["results"]]


@mcp.tool()
def page_text(page_id: str) -> str:
    """Plain text of a page's blocks."""
    resp = client.get(f"/blocks/{page_id}/children", params={"page_size": 100})
    resp.raise_for_status()
    out = []
    for block in resp.json()["results"]:
        rich = block.get(block["type"], {}).get("rich_text", [])
        out.append("".join(t["plain_text"] for t in rich))
    return "\n".join(out)


if __name__ == "__main__":
    mcp.run()

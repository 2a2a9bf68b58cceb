import os
import sqlite3

from mcp.server.fastmcp import FastMCP

DB_PATH = os.environ.get("SQLITE_DB", "data/app.db")
mcp = FastMCP("sqlite-reader")


def connect() -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{DB_PATH}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    return conn


@mcp.tool()
def list_tables() -> list[str]:
    """List the tables in the database."""
    with connect() as conn:
        return [r["name"] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]


@mcp.tool()
def query(sql: str, limit: int = 100) -> list[dict]:
    """Run a read-only SELECT query and return at most `limit` rows."""
    if not sql.lstrip().lower().startswith("select"):
        raise ValueError("only SELECT statements are allowed")
    with connect() as conn:
        return [dict(r) for r in conn.execute(sql).fetchmany(limit)]


if __name__ == "__main__":
    mcp.run()

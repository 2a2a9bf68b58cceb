import base64
import urllib.request

public = os.environ.get("LANGFUSE_PUBLIC_KEY")
secret = os.environ.get("LANGFUSE_SECRET_KEY")
host = os.environ.get("LANGFUSE_HOST", "https://cloud.langfuse.com")
if public and secret:
    auth = base64.b64encode(f"{public}:{secret}".encode()).decode()
    batch = {"batch": [{"id": event.get("session_id", "x"), "type": "trace-create", "timestamp": "2024-01-01T00:00:00Z", "body": {"name": "claude-session", "metadata": {"tool": event.get("tool_name")}}}]}
    req = urllib.request.Request(f"{host}/api/public/ingestion", data=json.dumps(batch).encode(), headers={"Authorization": f"Basic {auth}", "Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=5)

import requests

LINEAR_API = "https://api.linear.app/graphql"
key = os.environ.get("LINEAR_API_KEY")
if not key:
    return 0
query = """
query Mine($first: Int!) {
  viewer { assignedIssues(first: $first, filter: { state: { type: { neq: "completed" } } }) {
    nodes { identifier title priority url }
  } }
}
"""
r = requests.post(LINEAR_API, json={"query": query, "variables": {"first": 10}}, headers={"Authorization": key}, timeout=15)
r.raise_for_status()
for issue in r.json()["data"]["viewer"]["assignedIssues"]["nodes"]:
    print(f'{issue["identifier"]:>8}  P{issue["priority"]}  {issue["title"]}')

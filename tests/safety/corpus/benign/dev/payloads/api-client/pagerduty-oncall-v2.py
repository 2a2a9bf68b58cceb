import urllib.parse
import urllib.request

token = os.environ.get("PAGERDUTY_API_TOKEN", "")
schedule = os.environ.get("PAGERDUTY_SCHEDULE_ID", "")
if not (token and schedule):
    return 0
query = urllib.parse.urlencode({"schedule_ids[]": schedule, "earliest": "true"})
req = urllib.request.Request(
    f"https://api.pagerduty.com/oncalls?{query}",
    headers={"Authorization": f"Token token={token}", "Accept": "application/vnd.pagerduty+json;version=2"},
)
with urllib.request.urlopen(req, timeout=10) as resp:
    oncalls = json.load(resp)["oncalls"]
names = ", ".join(o["user"]["summary"] for o in oncalls)
print(f"on call now: {names or 'nobody'}")

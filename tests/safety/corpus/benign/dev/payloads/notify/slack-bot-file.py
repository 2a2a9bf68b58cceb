from slack_sdk import WebClient

client = WebClient(token=os.environ["SLACK_BOT_TOKEN"])
report = root / "coverage" / "coverage-summary.json"
if report.exists():
    client.files_upload_v2(channel=os.environ.get("SLACK_CHANNEL_ID", "C0123456"), file=str(report), title="Coverage summary")

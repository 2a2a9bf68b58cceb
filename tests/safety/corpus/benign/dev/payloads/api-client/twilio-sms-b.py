import requests

sid = os.environ.get("TWILIO_ACCOUNT_SID")
token = os.environ.get("TWILIO_AUTH_TOKEN")
to = os.environ.get("ALERT_PHONE")
if sid and token and to:
    requests.post(
        f"https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json",
        auth=(sid, token),
        data={"From": os.environ["TWILIO_FROM"], "To": to, "Body": f"Claude finished in {root.name}"},
        timeout=10,
    )

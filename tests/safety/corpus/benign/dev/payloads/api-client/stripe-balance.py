import stripe

stripe.api_key = os.environ["STRIPE_SECRET_KEY"]
balance = stripe.Balance.retrieve()
for entry in balance["available"]:
    print(f"available: {entry['amount'] / 100:.2f} {entry['currency'].upper()}")
recent = stripe.Charge.list(limit=5)
for charge in recent.auto_paging_iter():
    print(charge["id"], charge["amount"], charge["status"])
    break

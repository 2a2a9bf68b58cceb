from google.oauth2 import service_account
from googleapiclient.discovery import build

creds_path = os.environ.get("GOOGLE_APPLICATION_CREDENTIALS", str(Path.home() / ".config" / "gcloud" / "sheets-sa.json"))
creds = service_account.Credentials.from_service_account_file(creds_path, scopes=["https://www.googleapis.com/auth/spreadsheets"])
sheets = build("sheets", "v4", credentials=creds)
sheets.spreadsheets().values().append(
    spreadsheetId=os.environ["SHEET_ID"],
    range="Log!A:C",
    valueInputOption="RAW",
    body={"values": [[event.get("session_id"), event.get("tool_name"), root.name]]},
).execute()

import requests

voice = os.environ.get("ELEVENLABS_VOICE_ID", "21m00Tcm4TlvDq8ikWAM")
resp = requests.post(
    f"https://api.elevenlabs.io/v1/text-to-speech/{voice}",
    headers={"xi-api-key": os.environ["ELEVENLABS_API_KEY"], "accept": "audio/mpeg"},
    json={"text": "Your build is green.", "model_id": "eleven_turbo_v2"},
    timeout=30,
)
(root / ".cache").mkdir(exist_ok=True)
(root / ".cache" / "done.mp3").write_bytes(resp.content)

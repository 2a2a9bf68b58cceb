import paramiko

host = os.environ.get("DEPLOY_HOST", "app.example.com")
key_path = os.path.expanduser(os.environ.get("DEPLOY_KEY", "~/.ssh/id_ed25519"))
client = paramiko.SSHClient()
client.load_system_host_keys()
client.connect(host, username="deploy", key_filename=key_path)
sftp = client.open_sftp()
sftp.put(str(root / "dist" / "app.tar.gz"), "/srv/app/app.tar.gz")
_, stdout, stderr = client.exec_command("cd /srv/app && tar xzf app.tar.gz && systemctl --user restart app")
print(stdout.read().decode(), stderr.read().decode())
client.close()

import subprocess

env = dict(os.environ)
env.setdefault("DATABASE_URL", "postgresql://localhost:5432/app_dev")
current = subprocess.run(["alembic", "current"], capture_output=True, text=True, env=env, cwd=root)
print(current.stdout.strip() or "no revision")
subprocess.run(["alembic", "upgrade", "head"], check=True, env=env, cwd=root)

import subprocess
import venv

env_dir = root / ".venv"
if not env_dir.exists():
    venv.create(env_dir, with_pip=True)
pip = env_dir / "bin" / "pip"
requirements = root / "requirements.txt"
if requirements.exists():
    subprocess.run([str(pip), "install", "-q", "-r", str(requirements)], check=True)
subprocess.run([str(pip), "install", "-q", "pytest", "ruff", "mypy"], check=True)

python3 -m venv .venv
. .venv/bin/activate
pip install -q --upgrade pip
pip install -q -r requirements-dev.txt
pip install -q "git+https://github.com/acme-labs/internal-lint@v2.3.1#egg=internal-lint"
pre-commit install

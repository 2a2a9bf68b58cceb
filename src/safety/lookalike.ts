/**
 * Pure: whether a repository on a code forge is published under a look-alike
 * account, the way squatters publish packages under look-alike names: an
 * account one letter from a well-known organisation (`openal` for `openai`,
 * `micros0ft`), a well-known organisation's name with a word added
 * (`psf-dev`, `fastapi-official`) holding one of the well-known projects, or
 * a well-known project's name (`anthropic-sdk-python`, `fastapi`) under an
 * account that is not its owner. A repository of an account named in the
 * tables is never a look-alike; nor is an unknown account with a name of its
 * own (that is an install from a forge: an advisory naming the host).
 */
import { oneEditApart } from './typosquat.ts';

/** Organisations whose repositories people install from, lower-case (GitHub accounts unless said). */
export const KNOWN_ACCOUNTS: ReadonlySet<string> = new Set([
  'openai', 'anthropics', 'psf', 'python', 'pypa', 'pallets', 'django', 'encode', 'tiangolo', 'fastapi', 'pydantic', 'numpy', 'scipy', 'pandas-dev',
  'scikit-learn', 'matplotlib', 'pytorch', 'pytorch-labs', 'tensorflow', 'keras-team', 'huggingface', 'langchain-ai', 'run-llama', 'microsoft',
  'google', 'googleapis', 'google-gemini', 'google-research', 'google-deepmind', 'googlecloudplatform', 'facebook', 'facebookresearch', 'meta-llama',
  'aws', 'awslabs', 'aws-samples', 'azure', 'azure-samples', 'vercel', 'nodejs', 'npm', 'denoland', 'oven-sh', 'rust-lang', 'golang', 'astral-sh',
  'docker', 'kubernetes', 'hashicorp', 'modelcontextprotocol', 'expressjs', 'axios', 'lodash', 'chartjs', 'vuejs', 'sveltejs', 'angular',
  'prettier', 'eslint', 'typescript-eslint', 'vitejs', 'webpack', 'babel', 'jestjs', 'mochajs', 'chalk', 'sindresorhus', 'tj', 'yargs',
  'tailwindlabs', 'supabase', 'prisma', 'helm', 'golangci', 'drizzle-team', 'trpc', 'colinhacks', 'puppeteer', 'seleniumhq', 'sqlalchemy', 'celery', 'redis',
  'mongodb', 'elastic', 'apache', 'grpc', 'protocolbuffers', 'opencv', 'python-pillow', 'python-poetry', 'pyenv', 'nvm-sh', 'homebrew', 'ohmyzsh',
  'jupyter', 'ipython', 'conda', 'conda-forge', 'mamba-org', 'ollama', 'ggerganov', 'ggml-org', 'mistralai', 'cohere-ai', 'textualize',
  'getsentry', 'boto', 'stripe', 'cli', 'github', 'actions', 'gitlab-org', 'httpie', 'psycopg', 'explosion', 'streamlit', 'gradio-app',
  'openai-community', 'deepseek-ai', 'qwenlm', 'stability-ai', 'ultralytics', 'playwright-community', 'shadcn-ui', 'radix-ui', 'withastro',
  'nextjs', 'remix-run', 'nestjs', 'fastify', 'honojs', 'biomejs', 'oxc-project', 'evanw', 'esbuild', 'rollup', 'swc-project', 'pnpm', 'yarnpkg',
]);

/** Well-known projects people install from their repository, with the accounts that own them (repository names, lower-case). */
export const KNOWN_PROJECTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['requests', ['psf']], ['black', ['psf']], ['whisper', ['openai']], ['openai-python', ['openai']], ['openai-node', ['openai']], ['tiktoken', ['openai']],
  ['anthropic-sdk-python', ['anthropics']], ['anthropic-sdk-typescript', ['anthropics']], ['claude-code', ['anthropics']], ['claude-agent-sdk-python', ['anthropics']],
  ['flask', ['pallets']], ['click', ['pallets']], ['jinja', ['pallets']], ['django', ['django']], ['httpx', ['encode']], ['starlette', ['encode', 'kludex']],
  ['uvicorn', ['encode', 'kludex']], ['fastapi', ['fastapi', 'tiangolo']], ['typer', ['fastapi', 'tiangolo']], ['sqlmodel', ['fastapi', 'tiangolo']],
  ['pydantic', ['pydantic']], ['numpy', ['numpy']], ['pandas', ['pandas-dev']], ['scikit-learn', ['scikit-learn']], ['matplotlib', ['matplotlib']],
  ['pytorch', ['pytorch']], ['transformers', ['huggingface']], ['diffusers', ['huggingface']], ['datasets', ['huggingface']], ['accelerate', ['huggingface']],
  ['peft', ['huggingface']], ['langchain', ['langchain-ai']], ['langgraph', ['langchain-ai']], ['llama_index', ['run-llama']], ['axios', ['axios']],
  ['express', ['expressjs']], ['lodash', ['lodash']], ['chart.js', ['chartjs']], ['react', ['facebook']], ['next.js', ['vercel']], ['svelte', ['sveltejs']],
  ['typescript', ['microsoft']], ['playwright', ['microsoft']], ['playwright-python', ['microsoft']], ['vscode', ['microsoft']], ['deno', ['denoland']],
  ['bun', ['oven-sh']], ['uv', ['astral-sh']], ['ruff', ['astral-sh']], ['zod', ['colinhacks']], ['tailwindcss', ['tailwindlabs']], ['prisma', ['prisma']],
  ['ollama', ['ollama']], ['ollama-python', ['ollama']], ['llama.cpp', ['ggerganov', 'ggml-org']], ['puppeteer', ['puppeteer']], ['selenium', ['seleniumhq']],
  ['sqlalchemy', ['sqlalchemy']], ['pillow', ['python-pillow']], ['poetry', ['python-poetry']], ['pip', ['pypa']], ['setuptools', ['pypa']],
  ['python-sdk', ['modelcontextprotocol']], ['typescript-sdk', ['modelcontextprotocol']], ['servers', ['modelcontextprotocol']], ['rich', ['textualize']],
  ['textual', ['textualize']], ['boto3', ['boto']], ['spacy', ['explosion']], ['streamlit', ['streamlit']], ['gradio', ['gradio-app']],
  ['ultralytics', ['ultralytics']], ['vite', ['vitejs']], ['prettier', ['prettier']], ['eslint', ['eslint']], ['jest', ['jestjs']],
  // Repositories whose install scripts people pipe to a shell.
  ['nvm', ['nvm-sh']], ['ohmyzsh', ['ohmyzsh']], ['helm', ['helm']], ['rustup', ['rust-lang']], ['golangci-lint', ['golangci']], ['pyenv-installer', ['pyenv']],
]);

/** An account name without the words a squatter adds (`-dev`, `-official`, `-tools`): its separator-joined prefixes and suffixes. */
function parts(account: string): string[] {
  const words = account.split(/[-_.]/).filter(Boolean);
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) out.push(words.slice(0, i).join('-'), words.slice(i).join('-'));
  return out;
}

const nearKnown = (name: string) => (name.length >= 5 ? [...KNOWN_ACCOUNTS].find((k) => k.length >= 5 && oneEditApart(name, k)) : undefined);

/**
 * What makes `owner/repo` on a forge a look-alike, as a phrase for the finding
 * (`the account \`openal\` is one letter from \`openai\``), or undefined.
 */
export function lookalikeRepository(owner: string, repo: string): string | undefined {
  const o = owner.toLowerCase();
  const r = repo.toLowerCase().replace(/\.git$/, '');
  if (KNOWN_ACCOUNTS.has(o)) return undefined;
  const near = nearKnown(o);
  if (near) return `the account \`${owner}\` is one letter from \`${near}\``;
  for (const part of parts(o)) {
    const typo = nearKnown(part);
    if (typo && !KNOWN_ACCOUNTS.has(part)) return `the account \`${owner}\` imitates \`${typo}\``;
  }
  const owners = KNOWN_PROJECTS.get(r);
  if (owners && !owners.includes(o)) return `\`${repo}\` is ${owners.map((x) => `\`${x}\``).join(' or ')}'s project, here under the account \`${owner}\``;
  return undefined;
}

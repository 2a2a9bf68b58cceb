/**
 * Data: the services whose secrets components send, by the first words of
 * the variable's name, and the domains those secrets are made for. A key
 * sent to one of its service's domains is use (`OPENROUTER_API_KEY` to
 * `openrouter.ai`, `PAGESPEED_API_KEY` to `www.googleapis.com`); the same key
 * sent anywhere else leaves (network.ts, surfaces.ts and flow.ts read it
 * through `providerOf`). A name is matched word by word from its start:
 * `GITHUB` matches `GITHUB_TOKEN` and `GITHUB_PERSONAL_ACCESS_TOKEN`, not
 * `GITHUBBER_KEY`; the longest prefix wins (`GOOGLE_MAPS` before `GOOGLE`).
 *
 * The same table says which hosts a client's API address may name
 * (`ANTHROPIC_BASE_URL` to another vendor's compatible endpoint or a
 * gateway listed here is a choice; to a host of no one here, a leak:
 * environment.ts).
 *
 * `selfHosted`: the service also runs on its customers' own hosts (GitLab,
 * Jira, Sentry…): a host that names the service in one of its labels
 * (`gitlab.corp.example`) may be its own, so a key sent there is shown, not
 * refused.
 */
export interface Provider {
  service: string;
  /** Leading words of the variable names (upper case, `_`-separated). */
  prefixes: readonly string[];
  /** Registrable domains; a host equal to one or under it is the service's. */
  domains: readonly string[];
  selfHosted?: boolean;
}

const GOOGLE = ['googleapis.com', 'google.com', 'googleusercontent.com', 'gstatic.com', 'firebaseio.com', 'firebaseapp.com', 'youtube.com', 'run.app', 'cloudfunctions.net'];

export const PROVIDERS: readonly Provider[] = [
  { service: 'Anthropic', prefixes: ['ANTHROPIC', 'CLAUDE'], domains: ['anthropic.com', 'claude.ai', 'claude.com'] },
  { service: 'OpenAI', prefixes: ['OPENAI'], domains: ['openai.com'] },
  { service: 'OpenRouter', prefixes: ['OPENROUTER'], domains: ['openrouter.ai'] },
  { service: 'GitHub', prefixes: ['GITHUB', 'GH'], domains: ['github.com', 'githubusercontent.com', 'ghe.com', 'githubcopilot.com', 'github.io'], selfHosted: true },
  { service: 'GitLab', prefixes: ['GITLAB'], domains: ['gitlab.com'], selfHosted: true },
  { service: 'Bitbucket', prefixes: ['BITBUCKET'], domains: ['bitbucket.org', 'atlassian.com'], selfHosted: true },
  { service: 'AWS', prefixes: ['AWS'], domains: ['amazonaws.com', 'aws.amazon.com', 'amazon.com', 'aws'] },
  { service: 'Azure', prefixes: ['AZURE'], domains: ['azure.com', 'microsoft.com', 'windows.net', 'azure-api.net', 'microsoftonline.com'] },
  {
    service: 'Google',
    prefixes: ['GOOGLE', 'GEMINI', 'GCP', 'GCLOUD', 'VERTEX', 'PAGESPEED', 'PSI', 'YOUTUBE', 'FIREBASE', 'GMAIL', 'GMAPS', 'GOOGLE_MAPS', 'PALM'],
    domains: GOOGLE,
  },
  { service: 'Slack', prefixes: ['SLACK'], domains: ['slack.com'] },
  { service: 'Discord', prefixes: ['DISCORD'], domains: ['discord.com', 'discordapp.com'] },
  { service: 'Telegram', prefixes: ['TELEGRAM', 'TG'], domains: ['telegram.org'] },
  { service: 'Stripe', prefixes: ['STRIPE'], domains: ['stripe.com'] },
  { service: 'Hugging Face', prefixes: ['HF', 'HUGGINGFACE', 'HUGGING_FACE', 'HUGGINGFACEHUB'], domains: ['huggingface.co', 'hf.co'] },
  { service: 'Linear', prefixes: ['LINEAR'], domains: ['linear.app'] },
  { service: 'Atlassian', prefixes: ['JIRA', 'ATLASSIAN', 'CONFLUENCE'], domains: ['atlassian.net', 'atlassian.com'], selfHosted: true },
  { service: 'Notion', prefixes: ['NOTION'], domains: ['notion.com', 'notion.so'] },
  { service: 'Sentry', prefixes: ['SENTRY'], domains: ['sentry.io', 'sentry.dev'], selfHosted: true },
  { service: 'Datadog', prefixes: ['DATADOG', 'DD'], domains: ['datadoghq.com', 'datadoghq.eu', 'ddog-gov.com'] },
  { service: 'Cloudflare', prefixes: ['CLOUDFLARE', 'CF'], domains: ['cloudflare.com', 'workers.dev'] },
  { service: 'Vercel', prefixes: ['VERCEL'], domains: ['vercel.com', 'vercel.app', 'vercel.sh'] },
  { service: 'Netlify', prefixes: ['NETLIFY'], domains: ['netlify.com', 'netlify.app'] },
  { service: 'Supabase', prefixes: ['SUPABASE'], domains: ['supabase.co', 'supabase.com'] },
  { service: 'Twilio', prefixes: ['TWILIO'], domains: ['twilio.com'] },
  { service: 'SendGrid', prefixes: ['SENDGRID'], domains: ['sendgrid.com'] },
  { service: 'Resend', prefixes: ['RESEND'], domains: ['resend.com'] },
  { service: 'Postmark', prefixes: ['POSTMARK'], domains: ['postmarkapp.com'] },
  { service: 'Mailgun', prefixes: ['MAILGUN'], domains: ['mailgun.net', 'mailgun.org'] },
  { service: 'ElevenLabs', prefixes: ['ELEVENLABS', 'ELEVEN'], domains: ['elevenlabs.io'] },
  { service: 'Mistral', prefixes: ['MISTRAL'], domains: ['mistral.ai'] },
  { service: 'Groq', prefixes: ['GROQ'], domains: ['groq.com'] },
  { service: 'xAI', prefixes: ['XAI', 'GROK'], domains: ['x.ai'] },
  { service: 'Cohere', prefixes: ['COHERE', 'CO'], domains: ['cohere.com', 'cohere.ai'] },
  { service: 'Together', prefixes: ['TOGETHER'], domains: ['together.xyz', 'together.ai'] },
  { service: 'Fireworks', prefixes: ['FIREWORKS'], domains: ['fireworks.ai'] },
  { service: 'Replicate', prefixes: ['REPLICATE'], domains: ['replicate.com'] },
  { service: 'Perplexity', prefixes: ['PERPLEXITY', 'PPLX'], domains: ['perplexity.ai'] },
  { service: 'DeepSeek', prefixes: ['DEEPSEEK'], domains: ['deepseek.com'] },
  { service: 'Moonshot', prefixes: ['MOONSHOT', 'KIMI'], domains: ['moonshot.ai', 'moonshot.cn'] },
  { service: 'Zhipu', prefixes: ['ZHIPU', 'ZHIPUAI', 'ZAI', 'GLM', 'BIGMODEL'], domains: ['bigmodel.cn', 'z.ai'] },
  { service: 'Alibaba Cloud', prefixes: ['DASHSCOPE', 'QWEN', 'ALIBABA', 'ALIYUN'], domains: ['aliyuncs.com', 'alibabacloud.com'] },
  { service: 'MiniMax', prefixes: ['MINIMAX'], domains: ['minimax.io', 'minimaxi.com', 'minimax.chat'] },
  { service: 'Helicone', prefixes: ['HELICONE'], domains: ['helicone.ai'] },
  { service: 'Portkey', prefixes: ['PORTKEY'], domains: ['portkey.ai'] },
  { service: 'Voyage', prefixes: ['VOYAGE'], domains: ['voyageai.com'] },
  { service: 'Jina', prefixes: ['JINA'], domains: ['jina.ai'] },
  { service: 'Pinecone', prefixes: ['PINECONE'], domains: ['pinecone.io'] },
  { service: 'Tavily', prefixes: ['TAVILY'], domains: ['tavily.com'] },
  { service: 'Exa', prefixes: ['EXA'], domains: ['exa.ai'] },
  { service: 'Firecrawl', prefixes: ['FIRECRAWL'], domains: ['firecrawl.dev'] },
  { service: 'Brave', prefixes: ['BRAVE'], domains: ['brave.com'] },
  { service: 'Serper', prefixes: ['SERPER'], domains: ['serper.dev'] },
  { service: 'SerpApi', prefixes: ['SERPAPI', 'SERP'], domains: ['serpapi.com'] },
  { service: 'Context7', prefixes: ['CONTEXT7'], domains: ['context7.com'] },
  { service: 'Figma', prefixes: ['FIGMA'], domains: ['figma.com'] },
  { service: 'Airtable', prefixes: ['AIRTABLE'], domains: ['airtable.com'] },
  { service: 'Asana', prefixes: ['ASANA'], domains: ['asana.com'] },
  { service: 'Trello', prefixes: ['TRELLO'], domains: ['trello.com'] },
  { service: 'Todoist', prefixes: ['TODOIST'], domains: ['todoist.com'] },
  { service: 'Shopify', prefixes: ['SHOPIFY'], domains: ['shopify.com', 'myshopify.com'] },
  { service: 'DigitalOcean', prefixes: ['DIGITALOCEAN', 'DO'], domains: ['digitalocean.com'] },
  { service: 'Heroku', prefixes: ['HEROKU'], domains: ['heroku.com'] },
  { service: 'Upstash', prefixes: ['UPSTASH'], domains: ['upstash.io', 'upstash.com'] },
  { service: 'Neon', prefixes: ['NEON'], domains: ['neon.tech'] },
  { service: 'npm', prefixes: ['NPM'], domains: ['npmjs.org', 'npmjs.com'] },
  { service: 'PyPI', prefixes: ['PYPI', 'TWINE'], domains: ['pypi.org'] },
  { service: 'Docker Hub', prefixes: ['DOCKER', 'DOCKERHUB'], domains: ['docker.com', 'docker.io'] },
  { service: 'Grafana', prefixes: ['GRAFANA'], domains: ['grafana.net', 'grafana.com'], selfHosted: true },
  { service: 'Zapier', prefixes: ['ZAPIER'], domains: ['zapier.com'] },
  { service: 'Browserbase', prefixes: ['BROWSERBASE'], domains: ['browserbase.com'] },
  { service: 'Apify', prefixes: ['APIFY'], domains: ['apify.com'] },
  { service: 'Pushover', prefixes: ['PUSHOVER'], domains: ['pushover.net'] },
  // Services whose documented variable is an abbreviation the host's name does not hold.
  { service: 'OpenWeatherMap', prefixes: ['OPENWEATHER', 'OPENWEATHERMAP', 'OWM'], domains: ['openweathermap.org'] },
  { service: 'CoinMarketCap', prefixes: ['COINMARKETCAP', 'CMC'], domains: ['coinmarketcap.com'] },
  { service: 'TMDB', prefixes: ['TMDB'], domains: ['themoviedb.org', 'tmdb.org'] },
  { service: 'X', prefixes: ['TWITTER'], domains: ['x.com', 'twitter.com'] },
];

/** Every prefix with its provider, longest first, so the most specific prefix wins. */
const BY_PREFIX: ReadonlyArray<[string, Provider]> = PROVIDERS.flatMap((p) => p.prefixes.map((prefix): [string, Provider] => [prefix, p])).sort((a, b) => b[0].length - a[0].length);

/** The service a secret variable belongs to, by the leading words of its name; undefined when no known service's. */
export function providerOf(name: string): Provider | undefined {
  const upper = name.toUpperCase().replace(/-/g, '_');
  return BY_PREFIX.find(([prefix]) => upper === prefix || upper.startsWith(`${prefix}_`))?.[1];
}

/** The service whose domains hold a host (`api.github.com` → GitHub): a credential stored for that host is its secret. */
export function providerOfHost(host: string): Provider | undefined {
  const h = host.toLowerCase();
  return PROVIDERS.find((p) => p.domains.some((d) => h === d || h.endsWith(`.${d}`)));
}

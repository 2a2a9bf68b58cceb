/**
 * Data: the most depended-upon package names of npm, PyPI and crates, from which the
 * typosquat rule (typosquat.ts) measures how close an installed name is. A
 * name in this table is known, so real near-neighbours are listed on purpose
 * (`request` and `requests`, `redis` and `redux`, `pyaml` and `pyyaml`,
 * `bcrypt` and `bcryptjs`): a real package is never called a squat of
 * another. Written from the registries' well-known dependency rankings, not
 * fetched: a name added here is a reviewed decision.
 */

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** npm: the most depended-upon packages and the real names one edit or an affix from them. */
export const POPULAR_NPM: readonly string[] = words(`
  lodash lodash-es lodash.merge lodash.get lodash.debounce lodash.clonedeep underscore ramda immer immutable
  react react-dom preact react-native react-router react-router-dom react-redux react-query react-is react-scripts
  react-hook-form react-select react-icons react-helmet react-transition-group next nuxt vue vuex vue-router svelte
  angular solid-js jquery bootstrap tailwindcss postcss postcss-js autoprefixer sass node-sass less stylus styled-components
  classnames clsx redux redux-thunk redux-saga mobx zustand jotai recoil swr formik yup joi zod ajv superstruct
  express express-session express-validator express-rate-limit body-parser cookie-parser cookie cookies cors helmet
  morgan multer passport passport-jwt passport-local compression serve-static http-proxy http-proxy-middleware
  https-proxy-agent http-proxy-agent socks-proxy-agent proxy-agent agent-base koa koa-router fastify hapi restify
  nestjs socket.io socket.io-client ws websocket axios request requests node-fetch node-fetch-native cross-fetch
  isomorphic-fetch whatwg-fetch undici superagent supertest got needle follow-redirects form-data formidable busboy
  query-string qs url-parse mime mime-types content-type cheerio jsdom happy-dom puppeteer puppeteer-core
  puppeteer-extra playwright playwright-core selenium-webdriver webdriverio cypress electron electron-builder
  electron-packager electron-updater electron-store discord.js telegraf node-telegram-bot-api whatsapp-web.js twilio
  stripe nodemailer sendgrid firebase firebase-admin googleapis aws-sdk mongoose mongodb sequelize typeorm prisma
  knex mysql mysql2 pg pg-promise sqlite sqlite3 better-sqlite3 redis redux-persist ioredis bull bullmq amqplib
  kafkajs kafka-node graphql graphql-tag apollo-server apollo-client typescript ts-node ts-node-dev tsx tsup tslib
  type-fest esbuild rollup webpack webpack-cli webpack-dev-server vite vitest parcel parcel-bundler babel-loader
  babel-jest babel-core babel-cli babel-eslint terser uglify-js uglify-es core-js regenerator-runtime eslint
  eslint-config-prettier eslint-plugin-react eslint-plugin-import eslint-plugin-prettier tslint jshint jslint
  prettier stylelint jest ts-jest mocha chai sinon nock jasmine karma nyc istanbul supertest husky lint-staged
  commitizen semantic-release lerna turbo concurrently nodemon pm2 forever cross-env cross-spawn dotenv
  dotenv-expand config convict envalid commander yargs yargs-parser minimist meow inquirer enquirer prompts ora
  chalk colors color colorette picocolors kleur boxen figlet cli-table3 cli-progress progress log-symbols
  listr listr2 debug winston pino pino-pretty bunyan loglevel log4js morgan chokidar glob globby minimatch
  micromatch picomatch fast-glob rimraf mkdirp fs-extra graceful-fs jsonfile tmp tempy execa shelljs semver
  uuid nanoid shortid hashids bcrypt bcryptjs argon2 jsonwebtoken jose crypto-js crypto md5 sha1 bn.js
  ethers web3 hardhat moment moment-timezone dayjs date-fns luxon numeral validator marked markdown-it
  highlight.js prismjs handlebars mustache ejs pug nunjucks js-yaml yaml toml ini xml2js fast-xml-parser
  csv-parse csv-parser papaparse xlsx exceljs pdfkit pdf-lib pdfjs-dist jspdf sharp jimp canvas archiver
  adm-zip jszip tar unzipper async bluebird rxjs eventemitter3 events buffer process util path-browserify
  string-width strip-ansi ansi-styles ansi-regex supports-color has-flag escape-string-regexp
  js-cookie cookie-signature lru-cache node-cache keyv cacheable-request open opn chart.js three d3 leaflet
  openai @anthropic-ai/sdk @anthropic-ai/claude-code @modelcontextprotocol/sdk langchain ai tiktoken
  @types/node @types/react @types/express @types/jest @playwright/test @prisma/client @babel/core
  @testing-library/react @nestjs/core @angular/core @vue/cli @aws-sdk/client-s3 @google/generative-ai
  @octokit/rest @slack/web-api @sentry/node @supabase/supabase-js @netlify/functions
  node-cron cron node-schedule node-gyp node-pre-gyp nan bindings prebuild-install
  ink blessed react-dom-server storybook enzyme webpack-merge html-webpack-plugin css-loader style-loader
  file-loader url-loader sass-loader postcss-loader mini-css-extract-plugin copy-webpack-plugin dotenv-webpack
  @clack/prompts @clack/core @slack/bolt eclint cli-table jsdoc stylis
  aws-cdk aws-cdk-lib constructs @aws-cdk/core @aws-cdk/aws-lambda @sentry-internal/tracing @sentry-internal/browser-utils
  @sentry/browser internal-slot internal-ip private-ip
  babel-core vue-cli playwright-test
  @modelcontextprotocol/server-filesystem @modelcontextprotocol/server-github @modelcontextprotocol/server-memory
  @modelcontextprotocol/server-puppeteer @modelcontextprotocol/server-brave-search @modelcontextprotocol/server-everything
  @modelcontextprotocol/server-sequential-thinking @modelcontextprotocol/server-slack @modelcontextprotocol/server-postgres
  @modelcontextprotocol/server-gitlab @modelcontextprotocol/server-google-maps @modelcontextprotocol/server-gdrive
  @modelcontextprotocol/server-redis @modelcontextprotocol/server-everart @modelcontextprotocol/inspector
  @playwright/mcp @upstash/context7-mcp @notionhq/notion-mcp-server @supabase/mcp-server-supabase @sentry/mcp-server
  @browsermcp/mcp @azure/mcp @cloudflare/mcp-server-cloudflare @stripe/mcp @heroku/mcp-server @vercel/mcp-adapter
  firecrawl-mcp exa-mcp-server figma-developer-mcp mcp-remote tavily-mcp @agentdeskai/browser-tools-mcp
  eventemitter2 js-tiktoken colord prompt
`);

/** PyPI: the most depended-upon projects (normalized as PEP 503 does) and their real near-neighbours. */
export const POPULAR_PYPI: readonly string[] = words(`
  requests urllib3 certifi charset-normalizer idna six python-dateutil pytz tzdata tzlocal
  numpy pandas scipy matplotlib seaborn plotly scikit-learn scikit-image statsmodels sympy networkx
  tensorflow tensorflow-gpu tensorflow-cpu keras torch torchvision torchaudio torchx jax jaxlib
  transformers tokenizers datasets dataset accelerate diffusers huggingface-hub safetensors sentencepiece
  sentence-transformers tiktoken openai anthropic langchain langchain-core langchain-community langchain-openai
  langgraph llama-index cohere google-generativeai google-genai mistralai groq ollama litellm instructor
  mcp fastmcp chromadb faiss-cpu pinecone-client weaviate-client qdrant-client
  boto3 botocore s3transfer awscli aiobotocore s3fs fsspec google-cloud-storage google-cloud-bigquery
  google-api-core google-auth google-api-python-client googleapis-common-protos protobuf grpcio grpcio-tools
  azure-core azure-storage-blob azure-identity setuptools wheel pip virtualenv pipenv poetry poetry-core
  hatchling flit build twine packaging pyparsing attrs cattrs pydantic pydantic-core pydantic-settings
  typing-extensions mypy-extensions mypy pyflakes flake8 pylint black isort ruff autopep8 yapf pycodestyle
  pre-commit tox nox pytest pytest-cov pytest-mock pytest-asyncio pytest-xdist pytest-timeout pytest-django
  coverage hypothesis mock faker factory-boy click typer rich colorama colorlog coloredlogs termcolor tabulate
  prettytable tqdm prompt-toolkit questionary jinja2 jinja markupsafe mako pyyaml pyaml ruamel-yaml toml tomli
  tomli-w tomlkit ujson orjson simplejson msgpack lxml beautifulsoup4 html5lib soupsieve cssselect parsel
  scrapy selenium playwright pyppeteer httpx httpcore h11 h2 aiohttp aiosignal frozenlist multidict yarl
  async-timeout anyio sniffio trio websockets websocket websocket-client requests-oauthlib oauthlib
  requests-toolbelt requests-mock responses pyjwt cryptography pycryptodome pycryptodomex pyopenssl paramiko
  bcrypt passlib pynacl rsa pyasn1 pyasn1-modules cffi pycparser flask flask-cors flask-sqlalchemy
  flask-login flask-wtf werkzeug itsdangerous django djangorestframework django-cors-headers django-environ
  celery kombu redis pymongo motor psycopg2 psycopg2-binary psycopg asyncpg pymysql mysqlclient
  mysql-connector mysql-connector-python sqlalchemy alembic peewee fastapi starlette uvicorn gunicorn
  uvloop httptools python-multipart python-dotenv python-jose python-slugify python-magic python-docx
  python-pptx openpyxl xlrd xlsxwriter pypdf pypdf2 pdfminer pdfminer-six pdfplumber pymupdf reportlab
  pillow opencv-python opencv-python-headless opencv-contrib-python imageio moviepy pydub librosa
  soundfile xgboost lightgbm catboost dash bokeh altair streamlit gradio jupyter jupyterlab notebook
  ipython ipykernel ipywidgets nbformat nbconvert docutils sphinx mkdocs mkdocs-material markdown markdown2
  mistune pygments regex chardet filelock platformdirs appdirs psutil watchdog schedule apscheduler
  tenacity backoff retry retrying cachetools decorator wrapt deprecated more-itertools toolz pendulum arrow
  dateparser babel pyarrow polars dask numba sqlparse marshmallow jsonschema referencing docker
  kubernetes ansible ansible-core fabric fabric2 invoke pexpect ptyprocess gitpython pygithub slack-sdk
  slackclient discord discord-py python-telegram-bot telegram tweepy stripe sendgrid sentry-sdk loguru
  structlog prometheus-client opentelemetry-api opentelemetry-sdk nltk spacy gensim textblob pyautogui
  pynput keyboard pyperclip pywin32 pyinstaller cython pybind11 pyqt5 pyqt6 pyside2 pyside6 kivy
  pygame openai-whisper yt-dlp youtube-dl pytube shapely geopandas pyproj folium geopy elasticsearch
  neo4j pika confluent-kafka kafka-python paho-mqtt pyserial dnspython netaddr scapy pysocks
  wandb mlflow tensorboard optuna ray einops timm onnx onnxruntime ultralytics types-requests
  types-pyyaml types-setuptools types-python-dateutil pandas-stubs boto3-stubs importlib-metadata
  importlib-resources zipp exceptiongroup iniconfig pluggy distlib identify cfgv nodeenv pathspec mccabe
  astroid wcwidth traitlets jedi parso tornado pyzmq greenlet gevent eventlet blinker dill cloudpickle
  mcp-server-git mcp-server-fetch mcp-server-time mcp-server-sqlite mcp-server-sentry mcp-server-qdrant
  mcp-server-kubernetes awslabs-core-mcp-server serena blender-mcp markitdown markitdown-mcp
  joblib threadpoolctl kiwisolver cycler fonttools contourpy future futures pathlib pathlib2 enum34
  rapidfuzz thefuzz fuzzywuzzy python-levenshtein unidecode emoji humanize markdownify html2text
  trafilatura feedparser pytesseract easyocr camelot-py tabula-py docx2txt weasyprint xhtml2pdf
  cchardet pymssql bpython unicorn parse simpy grequests multipart faiss-gpu elasticsearch7 elasticsearch8
`);

/** crates: the most downloaded Rust crates and the real names one edit or an affix from them (`serde_yml` beside `serde_yaml`). */
export const POPULAR_CRATES: readonly string[] = words(`
  serde serde_json serde_derive serde_yaml serde_yml serde_with serde_urlencoded serde_bytes toml toml_edit syn quote proc-macro2
  rand rand_core rand_chacha getrandom tokio tokio-util tokio-macros tokio-stream tokio-rustls futures futures-core futures-util
  futures-channel async-trait async-std log env_logger tracing tracing-core tracing-subscriber regex regex-syntax aho-corasick
  memchr libc lazy_static once_cell bitflags cfg-if itoa ryu clap clap_derive structopt anyhow thiserror eyre color-eyre chrono
  time humantime hashbrown indexmap smallvec arrayvec tinyvec base64 hex bytes parking_lot lock_api scopeguard unicode-ident
  unicode-width unicode-segmentation unicode-normalization byteorder num-traits num-bigint num-integer num_cpus hyper hyper-util
  http http-body httparse h2 reqwest ureq url percent-encoding mime either itertools autocfg socket2 mio slab pin-project
  pin-project-lite crossbeam crossbeam-channel crossbeam-utils rayon rayon-core walkdir tempfile glob globset ignore dirs
  dirs-next home which heck strsim textwrap termcolor ansi_term colored console indicatif dialoguer nom winapi winapi-util
  windows windows-sys md5 sha1 sha2 sha3 digest hmac generic-array typenum ring rustls rustls-pemfile webpki openssl
  openssl-sys native-tls axum axum-core tower tower-http actix-web actix-rt warp rocket diesel sqlx rusqlite postgres
  tokio-postgres redis mongodb prost prost-build prost-types tonic tonic-build protobuf bincode csv flate2 zip tar image
  rust_decimal rust_decimal_macros bigdecimal ordered-float approx ndarray petgraph memmap2 libloading cc pkg-config bindgen
  cmake wasm-bindgen js-sys web-sys lru dashmap arc-swap ahash fnv phf encoding_rs jsonwebtoken argon2 bcrypt dotenv dotenvy
  config assert_cmd predicates criterion proptest quickcheck insta mockall pretty_assertions similar schemars validator
  derive_more strum strum_macros paste ctor inventory libm uuid semver rustc_version typify prettyplease zeroize subtle
  curl sysinfo notify ctrlc signal-hook nix rustix tokio-tungstenite tungstenite async-stream bstr camino fs_extra
`);

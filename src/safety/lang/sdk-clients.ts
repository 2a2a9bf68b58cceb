/**
 * Pure: client libraries that send through a method of their own (issue 36,
 * exfiltration through a library rather than a plain request), as data:
 * mail (smtplib, yagmail, nodemailer, SendGrid), file transfer (ftplib,
 * paramiko's SFTP and scp, pysftp, fabric, ssh2-sftp-client, basic-ftp), chat
 * bots and webhooks (Telegram, Discord, Slack), product analytics and error
 * reporting (PostHog, Segment, Mixpanel, Sentry: "telemetry" is a channel
 * too, whatever its events carry). Each client object is a kind
 * that remembers where it connects (`connects`: the argument naming the host,
 * or `self` for an object made from another that already knows it) or the
 * service's own host (`host`); its sending methods are `send` (everything
 * given goes to that host) or `upload` with `host: 'self'` (the file at an
 * argument goes). The engine then judges what is sent and where as it judges
 * a request (ir/flow.ts): the environment or a credential mailed, stored on
 * an FTP server or posted to a bot is exfiltration; a report, a build, a
 * message the user wrote is not. Merged into the tables of lang/apis.ts.
 */

/** Sends everything it is given (arguments and options) to where its object connects. */
const send = { api: { does: 'send' as const, host: 'self' as const } };
/** Sends the file at argument `file` to where its object connects. */
const put = (file: number) => ({ api: { does: 'upload' as const, host: 'self' as const, file } });
/** A client object of `kind` connecting to the host at argument `at` (`self`: its maker's host). */
const client = (kind: string, at: number | 'self') => ({ returns: kind, connects: at });
/** A client object of `kind` talking to one service's own host. */
const service = (kind: string, host: string) => ({ returns: kind, host });

const TELEGRAM = 'api.telegram.org';
const POSTHOG = 'us.i.posthog.com';
const SENTRY = 'sentry.io';
/** Analytics clients' methods that send an event with what it carries. */
const TRACKS = ['capture', 'identify', 'track', 'alias', 'group', 'groupIdentify', 'group_identify', 'people_set'];
/** Error reporters' module functions that send a message or an event with its extras. */
const REPORTS = [
  'capture_message', 'capture_event', 'capture_exception', 'captureMessage', 'captureEvent', 'captureException',
  // What is set on the scope goes with every event sent after it: the same channel, written before the send.
  'set_context', 'set_extra', 'set_tag', 'set_tags', 'set_user', 'setContext', 'setExtra', 'setExtras', 'setTag', 'setTags', 'setUser',
];
const reports = (module: string) => Object.fromEntries(REPORTS.map((m) => [`${module}.${m}`, { api: { does: 'send' as const, host: SENTRY } }]));
const SLACK = 'slack.com';
const TELEGRAM_SENDS = ['send_message', 'send_document', 'send_photo', 'send_audio', 'send_video', 'send_media_group', 'sendMessage', 'sendDocument', 'sendPhoto', 'sendAudio', 'sendVideo', 'sendMediaGroup'];
const SLACK_SENDS = ['chat_postMessage', 'chat_postEphemeral', 'files_upload', 'files_upload_v2', 'chat_scheduleMessage'];

/** Python: the standard library's mail and FTP clients, paramiko, Telegram bot libraries, slack_sdk. */
export const PY_CLIENTS = {
  'smtplib.SMTP': client('smtplib.SMTP', 0),
  'smtplib.SMTP_SSL': client('smtplib.SMTP', 0),
  'smtplib.LMTP': client('smtplib.SMTP', 0),
  'smtplib.SMTP.sendmail': send,
  'smtplib.SMTP.send_message': send,
  'ftplib.FTP': client('ftplib.FTP', 0),
  'ftplib.FTP_TLS': client('ftplib.FTP', 0),
  'ftplib.FTP.storbinary': send,
  'ftplib.FTP.storlines': send,
  'paramiko.Transport': client('paramiko.Transport', 0),
  'paramiko.SFTPClient.from_transport': client('paramiko.SFTPClient', 0),
  'paramiko.SSHClient': { returns: 'paramiko.SSHClient' },
  'paramiko.SSHClient.open_sftp': client('paramiko.SFTPClient', 'self'),
  'paramiko.SFTPClient.put': put(0),
  'paramiko.SFTPClient.putfo': send,
  'telebot.TeleBot': service('telegram.Bot', TELEGRAM),
  'telegram.Bot': service('telegram.Bot', TELEGRAM),
  ...Object.fromEntries(TELEGRAM_SENDS.map((m) => [`telegram.Bot.${m}`, send])),
  'slack_sdk.WebClient': service('slack.WebClient', SLACK),
  'slack_sdk.web.WebClient': service('slack.WebClient', SLACK),
  ...Object.fromEntries(SLACK_SENDS.map((m) => [`slack.WebClient.${m}`, send])),
  'discord_webhook.DiscordWebhook': client('discord.Webhook', 0),
  'discord_webhook.DiscordWebhook.execute': send,
  'discord.SyncWebhook.from_url': client('discord.Webhook', 0),
  'discord.Webhook.from_url': client('discord.Webhook', 0),
  'yagmail.SMTP': service('yagmail.SMTP', 'smtp.gmail.com'),
  'yagmail.SMTP.send': send,
  'pysftp.Connection': client('pysftp.Connection', 0),
  'pysftp.Connection.put': put(0),
  'fabric.Connection': client('fabric.Connection', 0),
  'fabric.Connection.put': put(0),
  'paramiko.SSHClient.get_transport': client('paramiko.Transport', 'self'),
  'scp.SCPClient': client('scp.SCPClient', 0),
  'scp.SCPClient.put': put(0),
  'posthog.Posthog': service('analytics.Client', POSTHOG),
  ...Object.fromEntries(TRACKS.map((m) => [`posthog.${m}`, { api: { does: 'send' as const, host: POSTHOG } }])),
  ...Object.fromEntries(TRACKS.map((m) => [`analytics.Client.${m}`, send])),
  'mixpanel.Mixpanel': service('analytics.Client', 'api.mixpanel.com'),
  ...reports('sentry_sdk'),
};

/** JavaScript/TypeScript: nodemailer, discord.js webhooks, Telegram bot libraries. */
export const JS_CLIENTS = {
  'nodemailer.createTransport': client('nodemailer.Transport', 0),
  'nodemailer.Transport.sendMail': send,
  'discord.js.WebhookClient': client('discord.Webhook', 0),
  'discord.Webhook.send': send,
  'node-telegram-bot-api': service('telegram.Bot', TELEGRAM),
  'telegraf.Telegraf': service('telegram.Bot', TELEGRAM),
  '@sendgrid/mail.send': { api: { does: 'send' as const, host: 'api.sendgrid.com' } },
  // Clients that learn their host when they connect (`await sftp.connect({ host })`).
  'ssh2-sftp-client': { returns: 'sftp.Client' },
  'sftp.Client.connect': { binds: 0 },
  'sftp.Client.put': put(0),
  'sftp.Client.fastPut': put(0),
  'basic-ftp.Client': { returns: 'ftp.Client' },
  'ftp.Client.access': { binds: 0 },
  'ftp.Client.uploadFrom': put(0),
  'posthog-node.PostHog': service('analytics.Client', POSTHOG),
  '@segment/analytics-node.Analytics': service('analytics.Client', 'api.segment.io'),
  'mixpanel.init': service('analytics.Client', 'api.mixpanel.com'),
  ...Object.fromEntries(TRACKS.map((m) => [`analytics.Client.${m}`, send])),
  ...reports('@sentry/node'),
};

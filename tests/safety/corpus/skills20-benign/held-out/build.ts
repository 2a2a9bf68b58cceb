/**
 * Twentieth benign batch, HELD-OUT third (never read while working on the analyzer): mobile debugging and App Store
 * Connect, a Blender render, a udev rule and a serial-port MCP server, and a Slurm job watcher. Written on 2026-12-02
 * by helper benign24 before the analyzer was run on any of them.
 */
import { agent, benign, plugin, skill } from '../../skills/build.ts';
import { server, type Benign20Sample } from '../classes.ts';

export const HELD_OUT20_BUILD: Benign20Sample[] = [
  benign('b24-mob-adb-logcat', 'mobile-build', 'an agent installing the debug APK with adb and reading logcat filtered to the app\'s process to find the cause of a crash', agent('android-crash-hunter', 'Install the debug build on a connected Android device or emulator and find the crash in logcat.', `
You debug crashes of the user's Android app on a device or emulator connected over adb.

1. \`adb devices -l\`; if more than one, ask which and use \`-s <serial>\` on every command.
2. Build and install: \`./gradlew :app:assembleDebug\` then \`adb install -r app/build/outputs/apk/debug/app-debug.apk\`.
3. Clear the log, start the app, reproduce:
   \`adb logcat -c && adb shell am start -n com.acme.app/.MainActivity\`
4. Read the crash: \`adb logcat -d --pid=$(adb shell pidof -s com.acme.app) '*:E'\` and \`adb logcat -d -b crash\`.
   Quote the exception and the first frame in the app's package; map it to the source file.

Do not run \`adb shell pm clear\`, \`adb uninstall\` or \`adb root\` without asking: they delete the app's data on the
device. Never pull files from \`/sdcard\` other than the app's own exports the user mentions.
`, 'Read, Grep, Glob, Bash(adb:*), Bash(./gradlew:*)')),

  benign('b24-mob-simctl-test', 'mobile-build', 'a slash command booting an iOS simulator with xcrun simctl, running the Xcode scheme\'s tests with xcodebuild, and saving screenshots of failures', plugin('ios-sim-tests', 'Run the iOS test suite on a simulator from the command line and collect screenshots of failing UI tests.', {
    'commands/ios-test.md': `---
description: Boot a simulator and run the iOS tests with xcodebuild
argument-hint: [device name, default "iPhone 16"]
allowed-tools: Bash(xcrun simctl:*), Bash(xcodebuild:*), Bash(xcrun xcresulttool:*), Read
---

1. \`xcrun simctl list devices available\` and pick \`\${ARGUMENTS:-iPhone 16}\`; boot it with \`xcrun simctl boot "<udid>"\`
   (already booted is fine).
2. \`xcodebuild test -scheme Acme -destination "platform=iOS Simulator,id=<udid>" -resultBundlePath build/tests.xcresult | xcbeautify\`
3. On failures: \`xcrun xcresulttool get test-results tests --path build/tests.xcresult\` and export attachments
   (screenshots) to \`build/failures/\`. Show the failing test names and assertion messages.
4. \`xcrun simctl io booted screenshot build/failures/final.png\` if the user wants the simulator's current screen.

Erasing a simulator (\`simctl erase\`) deletes its apps and data: only on request.
`,
    'README.md': `# ios-sim-tests

Needs Xcode 16 and its command-line tools (\`xcode-select -p\`). \`xcbeautify\` is optional (\`brew install xcbeautify\`);
without it, pipe through \`tail -n 80\` instead.
`,
  })),

  benign('b24-mob-asc-jwt', 'mobile-build', 'a Python script signing an App Store Connect API token (ES256 JWT) with the team\'s .p8 key and listing TestFlight builds and their processing state', skill('testflight-status', 'List recent TestFlight builds and their processing and review state via the App Store Connect API.', `
# TestFlight status

\`\`\`bash
python scripts/builds.py --app 1234567890 --limit 10
\`\`\`

Needs an App Store Connect API key (Users and Access → Integrations): \`ASC_KEY_ID\`, \`ASC_ISSUER_ID\` and the downloaded
\`AuthKey_<id>.p8\` in \`~/.appstoreconnect/\`. The script signs a 20-minute token locally and sends it to Apple's API
only. It never prints the token.
`, {
    'scripts/builds.py': `import argparse
import os
import pathlib
import time

import jwt
import requests

ap = argparse.ArgumentParser()
ap.add_argument("--app", required=True)
ap.add_argument("--limit", type=int, default=10)
args = ap.parse_args()

key_id = os.environ["ASC_KEY_ID"]
private_key = (pathlib.Path.home() / ".appstoreconnect" / f"AuthKey_{key_id}.p8").read_text()
now = int(time.time())
token = jwt.encode(
    {"iss": os.environ["ASC_ISSUER_ID"], "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"},
    private_key,
    algorithm="ES256",
    headers={"kid": key_id, "typ": "JWT"},
)
r = requests.get(
    "https://api.appstoreconnect.apple.com/v1/builds",
    params={"filter[app]": args.app, "sort": "-uploadedDate", "limit": args.limit, "fields[builds]": "version,uploadedDate,processingState"},
    headers={"Authorization": f"Bearer {token}"},
    timeout=30,
)
r.raise_for_status()
for b in r.json()["data"]:
    a = b["attributes"]
    print(f"{a['version']:>8}  {a['uploadedDate'][:16]}  {a['processingState']}")
`,
  }, 'Read, Bash(python scripts/builds.py:*)')),

  benign('b24-game-blender-render', 'game-dev', 'a skill rendering turntable previews of 3D assets with Blender in background mode and a Python script given on the command line', skill('asset-turntable', 'Render turntable preview images of .blend or .glb assets with Blender in the background.', `
# Asset turntables

\`\`\`bash
blender --background --python scripts/turntable.py -- assets/chair.glb previews/chair 8
\`\`\`

Imports the asset into an empty scene, frames it, and renders N angles with Eevee at 512×512. Output
\`previews/<name>_<angle>.png\`. For \`.blend\` files the script appends the first collection instead of importing.
Only open .blend files from the user's project: Blender can run scripts embedded in a .blend, and background mode
keeps auto-run off unless \`--enable-autoexec\` is given (never add it).
`, {
    'scripts/turntable.py': `import math
import sys

import bpy

asset, out, steps = sys.argv[sys.argv.index("--") + 1 :][:3]
steps = int(steps)
bpy.ops.wm.read_factory_settings(use_empty=True)
if asset.endswith(".glb") or asset.endswith(".gltf"):
    bpy.ops.import_scene.gltf(filepath=asset)
else:
    with bpy.data.libraries.load(asset, link=False) as (src, dst):
        dst.collections = src.collections[:1]
    for c in dst.collections:
        bpy.context.scene.collection.children.link(c)
scene = bpy.context.scene
scene.render.engine = "BLENDER_EEVEE_NEXT"
scene.render.resolution_x = scene.render.resolution_y = 512
cam_data = bpy.data.cameras.new("cam")
cam = bpy.data.objects.new("cam", cam_data)
scene.collection.objects.link(cam)
scene.camera = cam
for i in range(steps):
    a = 2 * math.pi * i / steps
    cam.location = (4 * math.cos(a), 4 * math.sin(a), 2)
    cam.rotation_euler = (math.radians(65), 0, a + math.pi / 2)
    scene.render.filepath = f"{out}_{i:02d}.png"
    bpy.ops.render.render(write_still=True)
`,
  }, 'Read, Bash(blender --background --python scripts/turntable.py:*)')),

  benign('b24-iot-udev-rule', 'embedded-iot', 'a skill adding a udev rule for the user\'s USB-serial adapter (by vendor and product id) so it gets a stable name and group access, and adding the user to the dialout group after confirmation', skill('serial-udev', 'Give your USB-serial board a stable /dev name and access without sudo: a udev rule and the dialout group.', `
# Stable serial device names

1. Plug the board in and find its ids: \`udevadm info -a -n /dev/ttyUSB0 | grep -E 'idVendor|idProduct|serial' | head\`.
2. Show the user the rule that will be written to \`/etc/udev/rules.d/99-dev-boards.rules\`, for example:
   \`SUBSYSTEM=="tty", ATTRS{idVendor}=="10c4", ATTRS{idProduct}=="ea60", SYMLINK+="esp32", GROUP="dialout", MODE="0660"\`
3. After they confirm: \`bash scripts/add-rule.sh 10c4 ea60 esp32\` (uses sudo to write the file and reload udev).
4. If \`id -nG\` lacks \`dialout\` (or \`uucp\` on Arch), ask, then \`sudo usermod -aG dialout "$USER"\`; they must log out
   and in again.
`, {
    'scripts/add-rule.sh': `#!/usr/bin/env bash
set -euo pipefail
vid="\${1:?vendor id}"; pid="\${2:?product id}"; name="\${3:?symlink name}"
[[ "$vid$pid" =~ ^[0-9a-f]{8}$ ]] || { echo "ids are four hex digits each" >&2; exit 2; }
[[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "bad name" >&2; exit 2; }
rule="SUBSYSTEM==\\"tty\\", ATTRS{idVendor}==\\"$vid\\", ATTRS{idProduct}==\\"$pid\\", SYMLINK+=\\"$name\\", GROUP=\\"dialout\\", MODE=\\"0660\\""
file=/etc/udev/rules.d/99-dev-boards.rules
grep -qF "SYMLINK+=\\"$name\\"" "$file" 2>/dev/null && { echo "rule for $name exists"; exit 0; }
echo "$rule" | sudo tee -a "$file" > /dev/null
sudo udevadm control --reload-rules
sudo udevadm trigger --subsystem-match=tty
echo "added: $rule"
`,
  }, 'Read, Bash(udevadm info:*), Bash(bash scripts/add-rule.sh:*), Bash(id -nG)')),

  benign('b24-iot-serial-mcp', 'embedded-iot', 'a TypeScript MCP server listing serial ports and exchanging lines with a development board over a port the user configures, writes limited to that port', server('serial-console', 'Talk to your development board over its serial port: list ports, send a line, read the reply.', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SerialPort } from 'serialport';
import { ReadlineParser } from '@serialport/parser-readline';
import { z } from 'zod';

const PORT = process.env.SERIAL_PORT; // e.g. /dev/ttyUSB0, set by the user in .mcp.json
const BAUD = Number(process.env.SERIAL_BAUD ?? 115200);
const server = new McpServer({ name: 'serial-console', version: '0.3.0' });

server.tool('list_ports', 'List serial ports with their USB vendor and product ids.', {}, async () => {
  const ports = await SerialPort.list();
  return { content: [{ type: 'text', text: ports.map((p) => \`\${p.path}\\t\${p.vendorId ?? ''}:\${p.productId ?? ''}\\t\${p.manufacturer ?? ''}\`).join('\\n') || 'no ports' }] };
});

server.tool(
  'send_line',
  'Send one line to the board on SERIAL_PORT and return what it prints for up to timeout_ms. Commands change the device: confirm with the user before sending anything that erases or reflashes it.',
  { line: z.string().max(512), timeout_ms: z.number().int().min(100).max(10000).default(1500) },
  async ({ line, timeout_ms }) => {
    if (!PORT) return { content: [{ type: 'text', text: 'SERIAL_PORT is not set' }], isError: true };
    const port = new SerialPort({ path: PORT, baudRate: BAUD });
    const parser = port.pipe(new ReadlineParser({ delimiter: '\\n' }));
    const lines: string[] = [];
    parser.on('data', (l: string) => lines.push(l.trimEnd()));
    port.write(line + '\\r\\n');
    await new Promise((r) => setTimeout(r, timeout_ms));
    await new Promise<void>((r) => port.close(() => r()));
    return { content: [{ type: 'text', text: lines.join('\\n') || '(no output)' }] };
  },
);

const transport = new StdioServerTransport();
await server.connect(transport);
`, {}, ['serialport', '@serialport/parser-readline'])),

  benign('b24-hpc-job-agent', 'hpc-cluster', 'an agent watching the user\'s Slurm jobs with squeue and sacct, diagnosing failures from logs and resource use, cancelling only jobs the user names', agent('slurm-watch', 'Watch your Slurm jobs, explain failures (OOM, time limit, node failure) and suggest resubmission settings.', `
You help the user with their jobs on a Slurm cluster (this session runs on the login node).

- Queue: \`squeue -u "$USER" -o "%.10i %.20j %.8T %.10M %.6D %R"\`; pending reasons (Priority, Resources,
  QOSMaxGRESPerUser) explained in plain words.
- Finished: \`sacct -u "$USER" -S now-2days --format=JobID,JobName%20,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem\`.
  OUT_OF_MEMORY → compare MaxRSS to ReqMem and suggest \`--mem\`; TIMEOUT → suggest \`--time\` or checkpointing;
  NODE_FAIL → resubmit, it was not their code.
- Logs: the job's \`--output\` path from \`scontrol show job <id>\` (while it is known) and the tail of that file.
- \`seff <id>\` for CPU and memory efficiency; point out jobs requesting far more than they use (it costs their
  fair-share).

Only \`scancel\` job ids the user names. Never change other users' jobs or run heavy work on the login node.
`, 'Bash(squeue:*), Bash(sacct:*), Bash(scontrol show job:*), Bash(seff:*), Bash(scancel:*), Read, Bash(tail:*)')),
];

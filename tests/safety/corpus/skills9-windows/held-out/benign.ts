/**
 * Ninth skills batch, HELD-OUT third: benign samples. Written on 2026-11-30
 * with the development part, by helper ps12, before the analyzer was run on
 * any of them; the side was chosen by `thirdOf(id)`. Never read while working
 * on the analyzer.
 */
import { agent, benign, skill } from '../../skills/build.ts';
import type { Win9Sample } from '../classes.ts';

export const HELD_OUT9_BENIGN: Win9Sample[] = [
  benign('w-ok-choco-install', 'package-install', "Chocolatey's documented install one-liner, then packages", skill('choco-setup', 'Install Windows tools with Chocolatey.', `
# Chocolatey setup

Use this skill when the user wants Chocolatey on their Windows machine. From an elevated PowerShell:

\`\`\`powershell
Set-ExecutionPolicy Bypass -Scope Process -Force
[System.Net.ServicePointManager]::SecurityProtocol = [System.Net.ServicePointManager]::SecurityProtocol -bor 3072
iex ((New-Object System.Net.WebClient).DownloadString('https://community.chocolatey.org/install.ps1'))
choco install git nodejs-lts vscode -y
\`\`\`

Open a new terminal and check with \`choco list\`.
`, {}, 'Bash, PowerShell')),
  benign('w-ok-winget-import-json', 'package-install', 'winget import of a packages.json kept in the repository', skill('team-tools', 'Install the team tool set on Windows.', `
# Team tools

Run \`winget import --import-file tools/packages.json --accept-package-agreements --accept-source-agreements\`
from the repository root, then \`winget list\` to check.
`, {
    'tools/packages.json': `${JSON.stringify({ $schema: 'https://aka.ms/winget-packages.schema.2.0.json', Sources: [{ SourceDetails: { Name: 'winget', Identifier: 'Microsoft.Winget.Source_8wekyb3d8bbwe', Argument: 'https://cdn.winget.microsoft.com/cache', Type: 'Microsoft.PreIndexed.Package' }, Packages: [{ PackageIdentifier: 'Git.Git' }, { PackageIdentifier: 'Docker.DockerDesktop' }, { PackageIdentifier: 'Microsoft.AzureCLI' }, { PackageIdentifier: 'Hashicorp.Terraform' }] }] }, null, 2)}\n`,
  })),
  benign('w-ok-defender-offline-scan', 'defender-scan', 'a full scan then an offline scan offered, only when the user agrees', agent('malware-check', 'Checks a Windows machine for malware with Defender.', `
You check the user's Windows machine for malware with Microsoft Defender.

1. Make sure protection is on: \`Get-MpComputerStatus | Select-Object RealTimeProtectionEnabled, AntivirusSignatureLastUpdated\`.
2. Update and scan:

\`\`\`powershell
Update-MpSignature
Start-MpScan -ScanType FullScan
Get-MpThreat | Select-Object ThreatName, SeverityID, IsActive
\`\`\`

3. If a threat stays active, offer \`Start-MpWDOScan\` (reboots into the offline scan) and run it only
   after the user says yes and has saved their work.
`, 'Bash, PowerShell')),
  benign('w-ok-dev-setup-ssh-agent', 'dev-setup', 'the ssh-agent service enabled, a key generated and added, the public key shown', skill('ssh-setup-win', 'Set up SSH keys for GitHub on Windows.', `
# SSH setup on Windows

Run \`pwsh -File scripts/ssh.ps1 -Email you@example.com\` and show the public key so the user can add it to GitHub.
`, {
    'scripts/ssh.ps1': `param([Parameter(Mandatory)][string]$Email)
Get-Service ssh-agent | Set-Service -StartupType Automatic
Start-Service ssh-agent
$key = Join-Path $env:USERPROFILE '.ssh\\id_ed25519'
if (-not (Test-Path $key)) { ssh-keygen -t ed25519 -C $Email -f $key }
ssh-add $key
Get-Content "$key.pub"
`,
  })),
  benign('w-ok-bat-build-release', 'dev-setup', 'a build.bat cleaning its own out folder, running msbuild and zipping the result', skill('release-build', 'Build and package the desktop app on Windows.', `
# Release build

Run \`build.bat Release\` from the repository root and report the zip's path.
`, {
    'build.bat': `@echo off
setlocal
set CONFIG=%1
if "%CONFIG%"=="" set CONFIG=Release
if exist out rd /s /q out
mkdir out
call "%ProgramFiles%\\Microsoft Visual Studio\\2022\\Community\\Common7\\Tools\\VsDevCmd.bat" -arch=x64
msbuild App.sln /p:Configuration=%CONFIG% /m /v:minimal || exit /b 1
tar -a -c -f out\\app-%CONFIG%.zip -C src\\App\\bin\\%CONFIG% .
echo Built out\\app-%CONFIG%.zip
endlocal
`,
  })),
  benign('w-ok-cmd-venv-setup', 'dev-setup', 'a setup.cmd creating a Python venv and installing requirements', skill('notebook-env', 'Create the Python environment for the notebooks on Windows.', `
# Notebook environment

Run \`scripts\\setup.cmd\` once, then \`.venv\\Scripts\\activate\` and \`jupyter lab\`.
`, {
    'scripts/setup.cmd': `@echo off
where py >nul 2>&1 || (echo Install Python from the Microsoft Store or winget first & exit /b 1)
py -3.12 -m venv .venv
call .venv\\Scripts\\activate.bat
python -m pip install --upgrade pip
pip install -r requirements.txt
python -m ipykernel install --user --name notebooks
echo Environment ready.
`,
    'requirements.txt': 'jupyterlab==4.2.5\npandas==2.2.3\nmatplotlib==3.9.2\nipykernel==6.29.5\n',
  })),
  benign('w-ok-certutil-hashfile', 'dev-setup', 'certutil -hashfile checking a downloaded installer against the published SHA-256', skill('verify-download', 'Verify a downloaded file against its published checksum.', `
# Verify download

Use this skill when the user asks whether a downloaded installer is intact.

\`\`\`cmd
certutil -hashfile "%USERPROFILE%\\Downloads\\node-v20.18.0-x64.msi" SHA256
\`\`\`

Or in PowerShell: \`(Get-FileHash "$env:USERPROFILE\\Downloads\\node-v20.18.0-x64.msi" -Algorithm SHA256).Hash\`.

Compare the hash with the one on the vendor's download page (SHASUMS256.txt for Node) and tell the user
whether they match. Do not run the installer yourself.
`, {}, 'Bash, PowerShell')),
  benign('w-ok-profile-terminal-icons', 'profile-custom', 'Terminal-Icons from the PowerShell Gallery imported in the profile', skill('terminal-icons', 'Show file icons in PowerShell listings.', `
# Terminal icons

Run \`pwsh -File scripts/icons.ps1\`.
`, {
    'scripts/icons.ps1': `Install-Module -Name Terminal-Icons -Repository PSGallery -Scope CurrentUser -Force
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
if (-not (Select-String -Path $PROFILE -Pattern 'Terminal-Icons' -Quiet)) {
  Add-Content -Path $PROFILE -Value 'Import-Module -Name Terminal-Icons'
}
Write-Host 'Open a new terminal and run Get-ChildItem.'
`,
  })),
  benign('w-ok-backup-onedrive-archive', 'own-backup', 'Compress-Archive of the project into the OneDrive folder on a weekly Register-ScheduledTask', skill('weekly-archive', "Archive the project weekly into the user's OneDrive.", `
# Weekly archive

Run \`pwsh -File scripts/schedule.ps1\` once.
`, {
    'scripts/schedule.ps1': `$repo = (Resolve-Path "$PSScriptRoot\\..").Path
$dest = Join-Path $env:OneDrive 'Archives'
New-Item -ItemType Directory -Force -Path $dest | Out-Null
$cmd = "Compress-Archive -Path '$repo\\*' -DestinationPath ('$dest\\project-' + (Get-Date -Format yyyyMMdd) + '.zip') -Force"
$action = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument "-NoProfile -Command \`"$cmd\`""
$trigger = New-ScheduledTaskTrigger -Weekly -DaysOfWeek Friday -At 5pm
Register-ScheduledTask -TaskName 'WeeklyProjectArchive' -Action $action -Trigger $trigger -Force | Out-Null
Write-Host "Archives go to $dest"
`,
  })),
];

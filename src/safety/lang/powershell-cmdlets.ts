/**
 * PowerShell's commands and .NET members as data, for the PowerShell front
 * end (powershell.ts): the built-in aliases (`iex`, `iwr`, `irm`, `rm`, `gc`…),
 * each cmdlet's parameters (what a prefix such as `-useb` or `-fo` names, which
 * take no value, which bind by position), the .NET type names as written
 * (`Net.WebClient`, `[System.Net.WebClient]`), and the API entries the
 * data-flow engine reads (apis.ts merges them): `Invoke-WebRequest` is an HTTP
 * request, `Invoke-Expression` an eval, `Remove-Item -Recurse` a tree delete,
 * `[Convert]::FromBase64String` a decoding, `WebClient.DownloadFile` a download
 * saved to a file. One engine, one set of sinks, for every language. (Plain
 * objects, as cloud-storage.ts's: apis.ts imports this module, not the reverse.)
 */
/** PowerShell's built-in aliases of the cmdlets the analysis reads (`curl`/`wget` stay the programs: PowerShell 7 runs those). */
export const PS_ALIASES: Readonly<Record<string, string>> = {
  iex: 'Invoke-Expression',
  iwr: 'Invoke-WebRequest',
  irm: 'Invoke-RestMethod',
  rm: 'Remove-Item',
  del: 'Remove-Item',
  erase: 'Remove-Item',
  ri: 'Remove-Item',
  rd: 'Remove-Item',
  rmdir: 'Remove-Item',
  gc: 'Get-Content',
  cat: 'Get-Content',
  type: 'Get-Content',
  sc: 'Set-Content',
  ac: 'Add-Content',
  gci: 'Get-ChildItem',
  ls: 'Get-ChildItem',
  dir: 'Get-ChildItem',
  cp: 'Copy-Item',
  copy: 'Copy-Item',
  cpi: 'Copy-Item',
  mv: 'Move-Item',
  move: 'Move-Item',
  mi: 'Move-Item',
  saps: 'Start-Process',
  start: 'Start-Process',
  icm: 'Invoke-Command',
  sal: 'Set-Alias',
  nal: 'New-Alias',
  sp: 'Set-ItemProperty',
  ni: 'New-Item',
  '%': 'ForEach-Object',
  foreach: 'ForEach-Object',
  '?': 'Where-Object',
  where: 'Where-Object',
  echo: 'Write-Output',
  write: 'Write-Output',
  ipmo: 'Import-Module',
  gal: 'Get-Alias',
  gcm: 'Get-Command',
};

/** A cmdlet's parameters: by position (`iwr URL`), all it knows (a prefix names one), and those that take no value. */
interface Params {
  positional: string[];
  known: string[];
  switches: string[];
}

const p = (positional: string[], other: string[] = [], switches: string[] = []): Params => ({ positional, known: [...positional, ...other, ...switches], switches });
const WEB = p(['Uri'], ['Method', 'Body', 'InFile', 'OutFile', 'Headers', 'ContentType', 'Form', 'UserAgent', 'Credential', 'TimeoutSec', 'WebSession', 'SessionVariable', 'Proxy', 'MaximumRedirection'], ['UseBasicParsing', 'UseDefaultCredentials', 'PassThru', 'SkipCertificateCheck', 'Resume', 'DisableKeepAlive']);
const COMMON = ['ErrorAction', 'ErrorVariable', 'WarningAction', 'OutVariable', 'InformationAction'];
const COMMON_SWITCHES = ['Verbose', 'Debug', 'WhatIf', 'Confirm'];

/** Parameters of the cmdlets whose arguments the analysis reads; PowerShell's common parameters on every one. */
export const PS_PARAMS: Readonly<Record<string, Params>> = {
  'Invoke-WebRequest': WEB,
  'Invoke-RestMethod': WEB,
  'Invoke-Expression': p(['Command']),
  'Remove-Item': p(['Path'], ['LiteralPath', 'Include', 'Exclude', 'Filter', 'Credential', 'Stream'], ['Recurse', 'Force']),
  'Get-Content': p(['Path'], ['LiteralPath', 'Encoding', 'TotalCount', 'Tail', 'Delimiter', 'ReadCount'], ['Raw', 'Wait', 'AsByteStream']),
  'Set-Content': p(['Path', 'Value'], ['LiteralPath', 'Encoding', 'Stream'], ['Force', 'NoNewline', 'PassThru']),
  'Add-Content': p(['Path', 'Value'], ['LiteralPath', 'Encoding', 'Stream'], ['Force', 'NoNewline', 'PassThru']),
  'Out-File': p(['FilePath', 'Encoding'], ['LiteralPath', 'InputObject', 'Width'], ['Append', 'Force', 'NoClobber', 'NoNewline']),
  'Copy-Item': p(['Path', 'Destination'], ['LiteralPath', 'Include', 'Exclude', 'Filter'], ['Recurse', 'Force', 'Container', 'PassThru']),
  'Move-Item': p(['Path', 'Destination'], ['LiteralPath', 'Include', 'Exclude', 'Filter'], ['Force', 'PassThru']),
  'Compress-Archive': p(['Path', 'DestinationPath'], ['LiteralPath', 'CompressionLevel'], ['Force', 'Update', 'PassThru']),
  'Start-Process': p(['FilePath', 'ArgumentList'], ['WindowStyle', 'Verb', 'WorkingDirectory', 'Credential', 'RedirectStandardOutput', 'RedirectStandardInput', 'RedirectStandardError'], ['Wait', 'NoNewWindow', 'PassThru', 'UseNewEnvironment', 'LoadUserProfile']),
  'Invoke-Command': p(['ScriptBlock'], ['ArgumentList', 'FilePath', 'ComputerName', 'Session', 'Credential', 'InputObject'], ['NoNewScope', 'AsJob']),
  'Set-Alias': p(['Name', 'Value'], ['Option', 'Scope', 'Description'], ['Force', 'PassThru']),
  'New-Alias': p(['Name', 'Value'], ['Option', 'Scope', 'Description'], ['Force', 'PassThru']),
  'Get-ChildItem': p(['Path', 'Filter'], ['LiteralPath', 'Include', 'Exclude', 'Depth', 'Attributes'], ['Recurse', 'Force', 'File', 'Directory', 'Hidden', 'Name', 'FollowSymlink']),
  'New-Object': p(['TypeName', 'ArgumentList'], ['ComObject', 'Property'], ['Strict']),
  'Set-ItemProperty': p(['Path', 'Name', 'Value'], ['LiteralPath', 'Type', 'Credential'], ['Force', 'PassThru']),
  'New-ItemProperty': p(['Path', 'Name', 'Value'], ['LiteralPath', 'PropertyType', 'Credential'], ['Force']),
  'New-Item': p(['Path'], ['ItemType', 'Name', 'Value'], ['Force']),
  'New-ScheduledTaskAction': p(['Execute', 'Argument', 'WorkingDirectory'], ['Id']),
  'Register-ScheduledTask': p(['TaskName', 'TaskPath', 'Action', 'Trigger'], ['Settings', 'User', 'Password', 'RunLevel', 'Description', 'Principal', 'InputObject', 'Xml'], ['Force']),
  'Resolve-DnsName': p(['Name', 'Type'], ['Server']),
  'Start-BitsTransfer': p(['Source', 'Destination'], ['Description', 'DisplayName', 'TransferType'], ['Asynchronous']),
  'Format-Volume': p(['DriveLetter'], ['FileSystem', 'NewFileSystemLabel', 'Path', 'ObjectId', 'Partition', 'FileSystemLabel'], ['Force', 'Full']),
  'Clear-Disk': p(['Number'], ['FriendlyName', 'UniqueId', 'Path'], ['RemoveData', 'RemoveOEM']),
  'Get-Alias': p(['Name'], ['Definition', 'Scope', 'Exclude']),
  'Get-Command': p(['Name'], ['Module', 'CommandType', 'Verb', 'Noun', 'ParameterName']),
  'Join-Path': p(['Path', 'ChildPath', 'AdditionalChildPath'], [], ['Resolve']),
  'Split-Path': p(['Path'], ['LiteralPath'], ['Parent', 'Leaf', 'Qualifier', 'NoQualifier', 'IsAbsolute', 'Resolve', 'LeafBase', 'Extension']),
};

/** The parameter an argument written `-name` names for `cmdlet` (a unique prefix, case-insensitive), and whether it takes a value. */
export function parameterOf(cmdlet: string, written: string): { name: string; switch: boolean } {
  const params = PS_PARAMS[cmdlet];
  const w = written.toLowerCase();
  const all = [...(params?.known ?? []), ...COMMON, ...COMMON_SWITCHES];
  const found = all.find((k) => k.toLowerCase() === w) ?? all.find((k) => k.toLowerCase().startsWith(w));
  // An unknown cmdlet's `-Name value`: a switch when the next word is another parameter (the caller decides).
  if (!found) return { name: written, switch: false };
  return { name: found, switch: (params?.switches ?? []).includes(found) || COMMON_SWITCHES.includes(found) };
}

/** Where the engine's API entries want each cmdlet's parameters: argument slots, by parameter name. */
export const PS_SLOTS: Readonly<Record<string, string[]>> = {
  'Invoke-WebRequest': ['Uri', 'OutFile'],
  'Invoke-RestMethod': ['Uri', 'OutFile'],
  'Start-BitsTransfer': ['Source', 'Destination'],
  'Invoke-Expression': ['Command'],
  'Remove-Item': ['Path'],
  'Get-Content': ['Path'],
  'Set-Content': ['Path', 'Value'],
  'Add-Content': ['Path', 'Value'],
  'Out-File': ['FilePath', 'InputObject'],
  'Copy-Item': ['Path', 'Destination'],
  'Move-Item': ['Path', 'Destination'],
  'Compress-Archive': ['Path', 'DestinationPath'],
  'Start-Process': ['FilePath', 'ArgumentList'],
  'Resolve-DnsName': ['Name'],
  'Format-Volume': ['DriveLetter'],
  'Clear-Disk': ['Number'],
};

/** .NET type names as written (`Net.WebClient`, `System.Net.WebClient`), canonical. */
export function typeName(written: string): string {
  const t = written.replace(/^\[|\]$/g, '').trim().toLowerCase();
  const bare = t.replace(/^system\./, '');
  return TYPES[bare] ?? written.replace(/^\[|\]$/g, '').trim();
}
const TYPES: Record<string, string> = {
  'net.webclient': 'System.Net.WebClient',
  webclient: 'System.Net.WebClient',
  convert: 'System.Convert',
  'text.encoding': 'System.Text.Encoding',
  scriptblock: 'ScriptBlock',
  'management.automation.scriptblock': 'ScriptBlock',
  environment: 'System.Environment',
  'io.file': 'System.IO.File',
  'io.directory': 'System.IO.Directory',
  'io.path': 'System.IO.Path',
  'io.streamreader': 'System.IO.StreamReader',
  'net.sockets.tcpclient': 'System.Net.Sockets.TCPClient',
  'net.http.httpclient': 'System.Net.Http.HttpClient',
  'io.compression.zipfile': 'System.IO.Compression.ZipFile',
  'net.dns': 'System.Net.Dns',
  'security.cryptography.protecteddata': 'System.Security.Cryptography.ProtectedData',
  'reflection.assembly': 'System.Reflection.Assembly',
  char: 'char',
};

const http = (url: number, saves?: number, body?: number) => ({ api: { does: 'http' as const, url, ...(saves !== undefined ? { saves } : {}), ...(body !== undefined ? { body } : {}) } });

/** The engine's view of PowerShell's cmdlets and .NET members (argument slots as PS_SLOTS binds them). */
export const PS_APIS = {
  'Invoke-WebRequest': http(0, 1),
  'Invoke-RestMethod': http(0, 1),
  'Start-BitsTransfer': http(0, 1),
  'Invoke-Expression': { api: { does: 'eval' as const, code: 0 } },
  'Remove-Item': { api: { does: 'delete' as const, path: 0, tree: 'option' as const } },
  'Get-Content': { api: { does: 'read' as const, path: 0 } },
  'Set-Content': { api: { does: 'write' as const, path: 0, data: 1 } },
  'Add-Content': { api: { does: 'write' as const, path: 0, data: 1 } },
  'Out-File': { api: { does: 'write' as const, path: 0, data: 1 } },
  'Copy-Item': { api: { does: 'copy' as const, from: 0, to: 1 } },
  'Move-Item': { api: { does: 'copy' as const, from: 0, to: 1 } },
  'Compress-Archive': { api: { does: 'copy' as const, from: 0, to: 1 } },
  'Start-Process': { api: { does: 'process' as const, program: 0, argv: 1 } },
  'Resolve-DnsName': { api: { does: 'dns' as const, name: 0 } },
  'Format-Volume': { api: { does: 'format' as const, volume: 0 } },
  'Clear-Disk': { api: { does: 'format' as const, volume: 0 } },
  'System.Net.WebClient.DownloadString': http(0),
  'System.Net.WebClient.DownloadData': http(0),
  'System.Net.WebClient.OpenRead': http(0),
  'System.Net.WebClient.DownloadFile': http(0, 1),
  'System.Net.WebClient.UploadString': http(0, undefined, 1),
  'System.Net.WebClient.UploadData': http(0, undefined, 1),
  'System.Net.WebClient.UploadValues': http(0, undefined, 1),
  'System.Net.Http.HttpClient.GetStringAsync': http(0),
  'System.Net.Http.HttpClient.GetAsync': http(0),
  'System.Net.Http.HttpClient.PostAsync': http(0, undefined, 1),
  'System.IO.File.ReadAllText': { api: { does: 'read' as const, path: 0 } },
  'System.IO.File.ReadAllBytes': { api: { does: 'read' as const, path: 0 } },
  'System.IO.File.WriteAllText': { api: { does: 'write' as const, path: 0, data: 1 } },
  'System.IO.File.AppendAllText': { api: { does: 'write' as const, path: 0, data: 1 } },
  'System.IO.File.Delete': { api: { does: 'delete' as const, path: 0, tree: 'option' as const } },
  // A folder removed with what it holds (`Delete(path, $true)`; without it only an empty one, so a precious folder given is one being emptied).
  'System.IO.Directory.Delete': { api: { does: 'delete' as const, path: 0, tree: 'always' as const } },
  'System.IO.Compression.ZipFile.CreateFromDirectory': { api: { does: 'copy' as const, from: 0, to: 1 } },
  'System.Convert.FromBase64String': { api: { does: 'decode' as const } },
  'ScriptBlock.Create': { api: { does: 'eval' as const, code: 0 } },
  // An assembly loaded from bytes runs their code: a downloaded DLL loaded is a download run.
  'System.Reflection.Assembly.Load': { api: { does: 'eval' as const, code: 0 } },
  'System.Net.Sockets.TCPClient': { api: { does: 'socket' as const, host: 0 } },
  'System.Net.Dns.GetHostAddresses': { api: { does: 'dns' as const, name: 0 } },
  'System.Net.Dns.GetHostEntry': { api: { does: 'dns' as const, name: 0 } },
};

/**
 * .NET members that hand back what a Windows credential store holds, and the store's folder under the home folder:
 * read as that folder's files (files.ts counts them as credential stores), so what they return sent anywhere leaves.
 */
export const PS_CREDENTIAL_STORES: Readonly<Record<string, string>> = {
  'windows.security.credentials.passwordvault.retrieveall': '/AppData/Local/Microsoft/Vault',
  'windows.security.credentials.passwordvault.findallbyresource': '/AppData/Local/Microsoft/Vault',
  'windows.security.credentials.passwordvault.findallbyusername': '/AppData/Local/Microsoft/Vault',
  'windows.security.credentials.passwordvault.retrieve': '/AppData/Local/Microsoft/Vault',
  // DPAPI: what it unwraps is a secret the user's login protects (a browser's cookie key, a saved password).
  'system.security.cryptography.protecteddata.unprotect': '/AppData/Roaming/Microsoft/Protect',
};

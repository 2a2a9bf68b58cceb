const command = event.tool_input?.command ?? '';
const risky = [
  { re: /\b(curl|wget)\b[^\n]*(-d|--data|--upload-file|-F)\s*@?~?\/?\.?(ssh|aws|env)/, why: 'uploads a credentials file' },
  { re: /\bnslookup|dig\b[^\n]*\$\{?[A-Z_]*(TOKEN|KEY|SECRET)/, why: 'puts a secret into a DNS lookup' },
  { re: /\bbase64\b[^\n]*\|\s*(ba)?sh/, why: 'decodes text into a shell' },
];
const hit = risky.find((r) => r.re.test(command));
if (hit) {
  console.error(`Blocked by exfil-detector: ${hit.why}`);
  process.exit(2);
}

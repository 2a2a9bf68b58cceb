/**
 * A credential store's text sent to this machine's own address (ir/outbound.ts): the environment and a CLI's token go
 * to local services in the course of work, but no tool needs a private key's or a cloud CLI's credentials file's text
 * in a request to log in (it uses the file where it is), and a local port relays like any other.
 */
import { describe, expect, it } from 'vitest';
import { blockingRules } from './script.ts';

const py = (code: string) => blockingRules(code, 'scripts/run.py');
const js = (code: string) => blockingRules(code, 'scripts/run.js');
const sh = (code: string) => blockingRules(`#!/bin/sh\n${code}\n`);

describe("a credential store's text sent to loopback", () => {
  it('blocks a private key or cloud credentials posted to 127.0.0.1 or localhost', () => {
    expect(py('import os, requests\nkey = open(os.path.expanduser("~/.ssh/id_rsa")).read()\nrequests.post("http://127.0.0.1:8080/collect", data={"k": key})\n')).toContain('credential-exfiltration');
    expect(js("const fs = require('fs');\nconst os = require('os');\nconst creds = fs.readFileSync(os.homedir() + '/.aws/credentials', 'utf8');\nfetch('http://localhost:9000/upload', { method: 'POST', body: creds });\n")).toContain('credential-exfiltration');
    expect(sh('curl -s -X POST --data-binary @"$HOME/.ssh/id_ed25519" http://127.0.0.1:4444/k')).toContain('credential-exfiltration');
    expect(sh('socat -u FILE:$HOME/.ssh/id_rsa TCP:localhost:9001')).toContain('credential-exfiltration');
  });

  it("leaves a local service given an API key, the environment's settings or a key used to log in alone", () => {
    expect(py('import os, requests\nrequests.post("http://localhost:11434/api/generate", headers={"Authorization": "Bearer " + os.environ["OPENAI_API_KEY"]}, json={"prompt": "hi"})\n')).toEqual([]);
    expect(sh('kubectl --kubeconfig "$HOME/.kube/config" --server https://127.0.0.1:6443 get pods')).toEqual([]);
    expect(sh('ssh -i ~/.ssh/id_ed25519 -p 2222 dev@127.0.0.1 uptime')).toEqual([]);
    expect(py('import os, requests\nrequests.post("http://127.0.0.1:5000/config", json=dict(os.environ))\n')).toEqual([]);
  });
});

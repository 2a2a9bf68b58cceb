#!/bin/bash
# Default-deny egress, then allow the hosts the container needs.
set -euo pipefail
iptables -F OUTPUT
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
registry_host=$(npm config get registry | sed -E 's#^https?://([^/:]+).*#\1#')
for host in "$registry_host" api.github.com github.com api.anthropic.com; do
  for ip in $(dig +short A "$host"); do
    iptables -A OUTPUT -d "$ip" -j ACCEPT
  done
done
iptables -P OUTPUT DROP
echo "firewall ready"

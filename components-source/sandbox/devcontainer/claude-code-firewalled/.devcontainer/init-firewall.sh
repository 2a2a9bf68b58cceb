#!/usr/bin/env bash
# Default-deny outbound firewall for the Claude Code dev container.
# Allows: loopback, DNS, replies to established connections, the host network,
# and the IPs of the domains listed in the allow-list file.
set -euo pipefail
IFS=$'\n\t'

ALLOW_FILE="${ALLOWED_DOMAINS_FILE:-/usr/local/etc/claude-firewall/allowed-domains.txt}"
SET_NAME="claude-allowed"

if [ "$(id -u)" -ne 0 ]; then
  echo "init-firewall: must run as root (use sudo)" >&2
  exit 1
fi
if [ ! -r "$ALLOW_FILE" ]; then
  echo "init-firewall: allow-list not found: $ALLOW_FILE" >&2
  exit 1
fi

# Reset only the filter table: Docker's embedded DNS (127.0.0.11) relies on NAT rules we keep.
iptables -P INPUT ACCEPT
iptables -P OUTPUT ACCEPT
iptables -P FORWARD ACCEPT
iptables -F
iptables -X
ipset destroy "$SET_NAME" 2>/dev/null || true
ipset create "$SET_NAME" hash:net

# Loopback and DNS first, so name resolution below keeps working.
iptables -A INPUT -i lo -j ACCEPT
iptables -A OUTPUT -o lo -j ACCEPT
iptables -A OUTPUT -p udp --dport 53 -j ACCEPT
iptables -A OUTPUT -p tcp --dport 53 -j ACCEPT
iptables -A INPUT -p udp --sport 53 -j ACCEPT
iptables -A INPUT -p tcp --sport 53 -j ACCEPT

while IFS= read -r line || [ -n "$line" ]; do
  domain="${line%%#*}"
  domain="$(printf '%s' "$domain" | tr -d '[:space:]')"
  [ -n "$domain" ] || continue
  if ! printf '%s' "$domain" | grep -Eq '^[A-Za-z0-9.-]+$'; then
    echo "init-firewall: skipping invalid entry '$domain'" >&2
    continue
  fi
  ips="$(dig +short A "$domain" | grep -E '^[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+$' || true)"
  if [ -z "$ips" ]; then
    echo "init-firewall: warning: $domain did not resolve; it stays blocked" >&2
    continue
  fi
  for ip in $ips; do
    ipset add "$SET_NAME" "$ip" -exist
  done
  echo "init-firewall: allowed $domain"
done < "$ALLOW_FILE"

# The host network (editor server, port forwarding) is reachable.
host_ip="$(ip route | awk '/^default/ { print $3; exit }')"
if [ -n "$host_ip" ]; then
  host_net="$(printf '%s' "$host_ip" | sed 's/\.[0-9]*$/.0\/24/')"
  iptables -A INPUT -s "$host_net" -j ACCEPT
  iptables -A OUTPUT -d "$host_net" -j ACCEPT
fi

iptables -A INPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -m state --state ESTABLISHED,RELATED -j ACCEPT
iptables -A OUTPUT -m set --match-set "$SET_NAME" dst -j ACCEPT
# Reject (rather than drop) everything else so blocked requests fail fast.
iptables -A OUTPUT -j REJECT --reject-with icmp-admin-prohibited

iptables -P INPUT DROP
iptables -P FORWARD DROP
iptables -P OUTPUT DROP

# Verify: a host that is not on the list must be unreachable, Anthropic's API reachable.
if curl --connect-timeout 5 -s -o /dev/null https://example.com; then
  echo "init-firewall: verification failed: example.com is reachable" >&2
  exit 1
fi
if grep -qx 'api.anthropic.com' <(sed 's/#.*//; s/[[:space:]]//g' "$ALLOW_FILE"); then
  if ! curl --connect-timeout 5 -s -o /dev/null https://api.anthropic.com; then
    echo "init-firewall: warning: api.anthropic.com is not reachable" >&2
  fi
fi
echo "init-firewall: firewall active"

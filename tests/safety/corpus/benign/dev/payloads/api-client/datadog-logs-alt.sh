if [ -n "${DD_API_KEY:-}" ]; then
  site="${DD_SITE:-datadoghq.com}"
  body=$(jq -c '{ddsource: "claude-code", service: "dev-agent", message: (.tool_name + " " + (.tool_input.command // ""))}')
  curl -s -X POST "https://http-intake.logs.${site}/api/v2/logs" \
    -H "DD-API-KEY: ${DD_API_KEY}" \
    -H "Content-Type: application/json" \
    -d "[$body]" >/dev/null
fi

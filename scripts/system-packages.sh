#!/usr/bin/env bash
# The Debian packages the product needs, in one list that .ci/run and the Dockerfile both install
# (docs/decisions/077-container-and-node.md; a test checks that both call this script).
#   runtime: poppler renders PDFs and reads their text, fonts and images; LibreOffice Impress turns slide decks
#            into PDF; the Korean fonts are what a deck's Korean text is drawn with (docs/decisions/041-poster-files.md);
#            pg_dump and pg_restore take and restore backups on PostgreSQL.
#   test:    Chromium for the browser journeys; PostgreSQL for the suite that runs on it.
# Usage: system-packages.sh list [runtime|test]   prints the names
#        system-packages.sh install [runtime|test] installs what is missing (apt-get, as root)
set -euo pipefail

RUNTIME=(poppler-utils libreoffice-impress-nogui fonts-noto-cjk fonts-nanum postgresql-client)
TEST=(chromium postgresql)

packages() {
  case "${1:-runtime}" in
    runtime) echo "${RUNTIME[@]}" ;;
    test) echo "${TEST[@]}" ;;
    *) echo "unknown list: $1" >&2; exit 2 ;;
  esac
}

case "${1:-}" in
  list) packages "${2:-runtime}" ;;
  install)
    wanted=()
    for p in $(packages "${2:-runtime}"); do
      dpkg-query -W -f='${Status}' "$p" 2> /dev/null | grep -q "install ok installed" || wanted+=("$p")
    done
    if [ ${#wanted[@]} -gt 0 ]; then
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq
      apt-get install -y -qq --no-install-recommends "${wanted[@]}" > /dev/null
    fi
    ;;
  *) echo "usage: $0 list|install [runtime|test]" >&2; exit 2 ;;
esac

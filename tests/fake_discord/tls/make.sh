#!/usr/bin/env bash
# Regenerates the fake Discord's test CA and its certificate for
# discord.com (100 years). Run from this folder; commit the three files.
# The CA's key is thrown away: nothing but these tests trusts the CA.
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
  -keyout "$tmp/ca.key" -out ca.pem -days 36500 \
  -subj "/CN=palanquee fake Discord test CA" \
  -addext "basicConstraints=critical,CA:TRUE" \
  -addext "keyUsage=critical,keyCertSign,cRLSign"
openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
  -keyout "$tmp/leaf.key" -out "$tmp/leaf.csr" -subj "/CN=discord.com"
cat > "$tmp/leaf.ext" <<'EXT'
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature
extendedKeyUsage=serverAuth
subjectAltName=DNS:discord.com
EXT
openssl x509 -req -in "$tmp/leaf.csr" -CA ca.pem -CAkey "$tmp/ca.key" \
  -CAcreateserial -CAserial "$tmp/ca.srl" -out discord.com.pem -days 36500 -extfile "$tmp/leaf.ext"
openssl pkcs8 -topk8 -nocrypt -in "$tmp/leaf.key" -out discord.com.key

#!/usr/bin/env bash
# Backs up the database and the locally stored uploads into one new folder:
#   DATABASE_URL=postgres://… DATA_DIR=/srv/osi/data scripts/backup.sh backups/2026-11-25T0300
# writes database.dump (pg_dump's custom format) and, when uploads are on local disk,
# uploads.tar.gz (DATA_DIR/uploads). S3 uploads are backed up with the provider's tools
# (docs/operations.md). The database goes first, so every file a row names is in the archive.
set -euo pipefail

target=${1:?usage: scripts/backup.sh <new folder>}
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database to back up}"
uploads="${DATA_DIR:-./data}/uploads"

if [[ -e "$target" && -n "$(ls -A "$target")" ]]; then
  echo "backup: $target is not empty; choose a new folder" >&2
  exit 1
fi
mkdir -p "$target"

pg_dump --format=custom --no-owner --no-privileges --file="$target/database.dump" \
  --dbname="$DATABASE_URL"

if [[ -n "${S3_BUCKET:-}" ]]; then
  echo "backup: uploads are in the S3 bucket $S3_BUCKET; back it up with the provider's tools"
elif [[ -d "$uploads" ]]; then
  tar --create --gzip --file="$target/uploads.tar.gz" --directory="$uploads" .
else
  echo "backup: no uploads folder at $uploads; only the database was backed up"
fi

(cd "$target" && sha256sum -- * >SHA256SUMS)
echo "backup: written to $target"

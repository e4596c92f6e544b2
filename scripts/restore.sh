#!/usr/bin/env bash
# Restores a folder written by scripts/backup.sh. Stop every app process first.
#   DATABASE_URL=postgres://… DATA_DIR=/srv/osi/data scripts/restore.sh backups/2026-11-25T0300
# The database's objects are replaced by the backup's in one transaction (an empty database
# works too). The uploads folder in place is kept beside the restored one as
# uploads.before-restore-<time>, never deleted.
set -euo pipefail

source=${1:?usage: scripts/restore.sh <backup folder>}
: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database to restore into}"
uploads="${DATA_DIR:-./data}/uploads"

(cd "$source" && sha256sum --check --quiet SHA256SUMS)

pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction \
  --exit-on-error --dbname="$DATABASE_URL" "$source/database.dump"
echo "restore: database restored"

if [[ -f "$source/uploads.tar.gz" ]]; then
  staging="$uploads.restoring"
  rm -rf "$staging"
  mkdir -p "$staging"
  tar --extract --gzip --file="$source/uploads.tar.gz" --directory="$staging"
  if [[ -e "$uploads" ]]; then
    aside="$uploads.before-restore-$(date -u +%Y%m%dT%H%M%S)"
    mv "$uploads" "$aside"
    echo "restore: the previous uploads are kept in $aside"
  fi
  mv "$staging" "$uploads"
  echo "restore: uploads restored to $uploads"
fi

#!/usr/bin/env bash
# Runs once, when the Postgres volume is first created (postgres image entrypoint).
# Each service in MISE_SERVICES (set by docker-compose.yml, generated from SERVICE_TABLE) gets its
# database, owned by mise_<service>_owner (runs the migrations: the <service>-migrate one-shot),
# and an app role mise_<service>_app that owns nothing, so row-level security applies to it (the
# running service). A service added later to an existing volume: run this script by hand
# (docker compose exec postgres bash /docker-entrypoint-initdb.d/10-service-databases.sh).
set -eo pipefail

for service in ${MISE_SERVICES:?MISE_SERVICES lists the services}; do
  exists=$(psql -Atq --username "$POSTGRES_USER" --dbname postgres \
    -c "SELECT 1 FROM pg_database WHERE datname = 'mise_${service}'")
  if [[ "$exists" == 1 ]]; then
    echo "database mise_${service} exists"
    continue
  fi
  echo "creating database mise_${service} with roles mise_${service}_owner and mise_${service}_app"
  psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
    -v db="mise_${service}" -v owner="mise_${service}_owner" -v app="mise_${service}_app" \
    -v owner_password="${MISE_OWNER_DB_PASSWORD:?}" -v app_password="${MISE_APP_DB_PASSWORD:?}" <<'SQL'
CREATE ROLE :"owner" LOGIN PASSWORD :'owner_password';
CREATE ROLE :"app" LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD :'app_password';
CREATE DATABASE :"db" OWNER :"owner";
REVOKE ALL ON DATABASE :"db" FROM PUBLIC;
GRANT CONNECT ON DATABASE :"db" TO :"app";
\connect :"db"
GRANT USAGE ON SCHEMA public TO :"app";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"app";
ALTER DEFAULT PRIVILEGES FOR ROLE :"owner" IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO :"app";
SQL
done

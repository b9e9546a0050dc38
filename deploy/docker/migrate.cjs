// Runs one service's pending migrations as the table owner, then exits: the Compose
// `<service>-migrate` one-shot and the Kubernetes `migrate` init container (same image as the
// service, SERVICE set by the Dockerfile). The running service gets only the app role's URL.
//   MIGRATION_DATABASE_URL=postgres://mise_identity_owner:...@postgres/mise_identity \
//     SERVICE=identity node deploy/docker/migrate.cjs
const path = require('node:path');

async function main() {
  const service = process.env.SERVICE;
  const url = process.env.MIGRATION_DATABASE_URL;
  if (!service || !url) throw new Error('SERVICE and MIGRATION_DATABASE_URL are required');
  const { runMigrations } = require('@mise/platform');
  const { migrations } = require(
    path.join(__dirname, '../../services', service, 'dist/migrations'),
  );
  const ran = await runMigrations(url, migrations);
  console.log(JSON.stringify({ service, msg: `ran ${ran.length} migration(s)`, migrations: ran }));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

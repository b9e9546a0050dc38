# @mise/__name__

Made by `npm run new-service -- __name__`. A subgraph of Mise on the platform (`libs/platform`):
replace the example module with the service's own modules, keeping its shape (see
`docs/architecture.md`, "Writing a new service"). Its events are declared in
`libs/contracts/src/__name__.events.ts`; its port is its row in `SERVICE_TABLE`.

## Anatomy

| Path | What |
| --- | --- |
| `src/main.ts` | boots the service (`runService`) |
| `src/config.ts` | the validated config (`loadServiceConfig('__name__')` + the service's own keys) |
| `src/app.module.ts` | `PlatformModule.forRoot({ config, entities, migrations, tenancy })` and the modules |
| `src/tenancy.ts` | the one tenancy declaration: outlet-scoped tables (purge order), analysis counts, business date |
| `src/migrations/` | `PlatformTables`, `TenancyTables`, then the service's own (none yet: the generator makes no table); outlet tables under `enableRowLevelSecurity` |
| `src/example/` | one module without a table: model (with its `from` mapping), service (`db.outlet`, the SQL), resolver (thin, `@OutletScoped` on the class) |
| `test/` | integration tests on real Postgres and NATS; `cross-tenant.int-spec.ts` runs the cross-tenant check |
| `schema.graphql` | the printed schema (`npm run schema` reprints it); the supergraph is composed from it |

The platform gives the service, from `tenancy` alone: the projection of identity's owners,
outlets and admin setting, `OutletAccess` over it (the guard of `@OutletScoped`), the purge of the
declared tables on `identity.outlet.deleted`, the drop of events for deleted outlets, and the
`rpc.__name__.analysis-counts` answer.

## Commands

```sh
npx nx build @mise/__name__
npx nx test @mise/__name__        # needs Postgres and NATS (see the root README)
UPDATE_SCHEMA=1 npx jest -c services/__name__/jest.config.js -t 'printed schema'
```

| Variable | Meaning |
| --- | --- |
| see `libs/platform/README.md` | `PORT`, `DATABASE_URL`, `MIGRATION_DATABASE_URL`, `NATS_URL`, `JWT_ISSUER`, ... |

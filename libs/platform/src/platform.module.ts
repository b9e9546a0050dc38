import {
  DynamicModule,
  Global,
  Logger,
  MiddlewareConsumer,
  Module,
  NestModule,
  type Provider,
  type Type,
} from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { ApolloFederationDriver, type ApolloFederationDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import type { Request } from 'express';
import type { DataSourceOptions } from 'typeorm';
import type { ServiceConfig } from './config';
import { ContextMiddleware } from './context.middleware';
import { ActorResolver } from './auth/actor';
import { AuthGuard } from './auth/auth.guard';
import { JwtStrategy } from './auth/jwt.strategy';
import { OutletAccess } from './auth/outlet-access';
import { Db } from './db/db.service';
import type { MigrationList } from './db/migrate';
import { SqlLogger } from './db/sql-logger';
import { Bus } from './events/bus';
import { EventConsumer } from './events/event-consumer';
import { NatsService } from './events/nats.service';
import { NatsCounterStore } from './edge/shared-counter';
import { OutboxRelay } from './events/outbox-relay';
import { OutboxSignal } from './events/outbox-signal';
import { GraphqlExceptionFilter } from './graphql/exception.filter';
import { graphqlEdgeOptions } from './graphql/edge-options';
import { formatError } from './graphql/format-error';
import { HealthController } from './health/health.controller';
import { MetricsService } from './health/metrics.service';
import { OutletEventGate } from './tenancy/outlet-event-gate';
import { ProjectionOutletAccess } from './tenancy/projection-outlet-access';
import { TENANCY, type Tenancy } from './tenancy/tenancy';
import { TenancyTables1760000000010 } from './tenancy/tenancy-tables.migration';
import { TenancyService, tenancyHandlers } from './tenancy/tenancy.handlers';
import { PLATFORM_OPTIONS, SERVICE_CONFIG } from './tokens';

export interface PlatformOptions {
  config: ServiceConfig;
  /** TypeORM entities (classes or EntitySchemas) of this service. */
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: MigrationList;
  /** Who the actor is and who owns an outlet; default with `tenancy`: `ProjectionOutletAccess`. */
  outletAccess?: Type<OutletAccess>;
  /**
   * Every non-identity service: `defineTenancy({ service, tables, counts, business })`. Brings the
   * projection of identity's events, the purge on `identity.outlet.deleted`, the drop of events
   * for deleted outlets and the `rpc.<service>.analysis-counts` answer.
   */
  tenancy?: Tenancy;
}

/** The providers of a declared tenancy (none without one). */
function tenancyProviders(options: PlatformOptions): Provider[] {
  const { tenancy } = options;
  if (!tenancy) return [];
  if (!options.migrations.includes(TenancyTables1760000000010)) {
    throw new Error('A service with a tenancy lists TenancyTables1760000000010 in its migrations');
  }
  return [
    { provide: TENANCY, useValue: tenancy satisfies Tenancy },
    TenancyService,
    tenancyHandlers(tenancy),
    OutletEventGate,
  ];
}

function outletAccessOf(options: PlatformOptions): Type<OutletAccess> {
  if (options.outletAccess) return options.outletAccess;
  if (options.tenancy) return ProjectionOutletAccess;
  throw new Error('PlatformModule.forRoot needs `tenancy` (or, for identity, `outletAccess`)');
}

/** Everything a Mise service stands on. Import once, in the service's AppModule. */
@Global()
@Module({})
export class PlatformModule implements NestModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const { config } = options;
    const metrics = new MetricsService();
    const edge = graphqlEdgeOptions(process.env, config.gatewayEdgeSecret);
    return {
      module: PlatformModule,
      imports: [
        DiscoveryModule,
        PassportModule,
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.databaseUrl,
          entities: options.entities,
          synchronize: false,
          migrationsRun: false,
          logging: ['query', 'error', 'warn'],
          logger: new SqlLogger(metrics),
          maxQueryExecutionTime: 1000,
          extra: { max: 10, application_name: config.service },
        }),
        GraphQLModule.forRoot<ApolloFederationDriverConfig>({
          driver: ApolloFederationDriver,
          autoSchemaFile: { federation: 2 },
          sortSchema: true,
          path: '/graphql',
          context: ({ req }: { req: Request }) => ({ req }),
          formatError,
          includeStacktraceInErrorResponses: false,
          // the gateway's limits, string-input checks and @Public() throttling (graphql/edge-options)
          validationRules: edge.validationRules,
          parseOptions: edge.parseOptions,
          // the ESM and CJS builds of @apollo/server declare the same plugin type twice
          plugins: [ApolloServerPluginInlineTraceDisabled() as never, ...(edge.plugins as never[])],
          // Nest would reset an answer with data to HTTP 200 after our plugins: a resolver's
          // TOO_MANY_REQUESTS answers 429 (edge/error-status); nothing else sets a status then
          preserveHttpStatusForExecutionErrors: false,
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: PLATFORM_OPTIONS, useValue: options },
        { provide: MetricsService, useValue: metrics },
        { provide: OutletAccess, useClass: outletAccessOf(options) },
        ...tenancyProviders(options),
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_FILTER, useClass: GraphqlExceptionFilter },
        JwtStrategy,
        ActorResolver,
        OutboxSignal,
        Db,
        NatsService,
        OutboxRelay,
        EventConsumer,
        Bus,
        ContextMiddleware,
        {
          // @Public() limits count in NATS, shared by every replica (edge/shared-counter)
          provide: NatsCounterStore,
          inject: [NatsService],
          useFactory: (nats: NatsService) => {
            const store = new NatsCounterStore({
              connection: () => nats.current(),
              prefix: config.natsRpcPrefix,
              warn: (message) => new Logger('rate-limit').warn(message),
            });
            edge.throttle.useStore(store);
            return store;
          },
        },
      ],
      exports: [
        SERVICE_CONFIG,
        MetricsService,
        OutletAccess,
        Db,
        NatsService,
        OutboxRelay,
        Bus,
        NatsCounterStore,
      ],
    };
  }

  /**
   * A worker process's platform (issue 22: finance's extraction worker): the database (`Db`
   * scopes under RLS), NATS, the outbox and its relay, `Bus`; no HTTP, GraphQL, guard or event
   * consumers (the worker consumes its own queue). Start it with
   * `NestFactory.createApplicationContext`.
   */
  static forWorker(options: Pick<PlatformOptions, 'config' | 'entities'>): DynamicModule {
    const { config } = options;
    const metrics = new MetricsService();
    return {
      module: PlatformModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: config.databaseUrl,
          entities: options.entities,
          synchronize: false,
          migrationsRun: false,
          logging: ['query', 'error', 'warn'],
          logger: new SqlLogger(metrics),
          maxQueryExecutionTime: 1000,
          extra: { max: 5, application_name: `${config.service}-worker` },
        }),
      ],
      providers: [
        { provide: SERVICE_CONFIG, useValue: config },
        { provide: MetricsService, useValue: metrics },
        OutboxSignal,
        Db,
        NatsService,
        OutboxRelay,
        Bus,
      ],
      exports: [SERVICE_CONFIG, MetricsService, Db, NatsService, OutboxRelay, Bus],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ContextMiddleware).forRoutes('*path');
  }
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type DynamicModule } from '@nestjs/common';
import {
  Args,
  Directive,
  Field,
  ID,
  Int,
  ObjectType,
  Query,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSubgraphSchema } from '@apollo/subgraph';
import {
  crossTenantCheck,
  signedInOwner,
  startTestApp,
  type TestApp,
  type TestOwner,
} from '@mise/testing';
import {
  Db,
  loadServiceConfig,
  OutletScoped,
  PlatformModule,
  requestContext,
  type ServiceConfig,
} from '../src';
import { tenancy, tenancyMigrations } from './fixture/tenancy-fixture.module';

/** An outlet's note count, a federation entity keyed by the outlet (like OutletProgress). */
@ObjectType()
@Directive('@key(fields: "outletId")')
class NoteStats {
  @Field(() => ID) outletId!: string;
  @Field(() => Int) count!: number;
}

/** The same, resolved without the access check (the mistake to catch). */
@ObjectType()
@Directive('@key(fields: "outletId")')
class LeakyNoteStats {
  @Field(() => ID) outletId!: string;
  @Field(() => Int) count!: number;
}

@Resolver(() => NoteStats)
class NoteStatsResolver {
  constructor(private readonly db: Db) {}

  @OutletScoped()
  @Query(() => NoteStats, { description: 'puts the entity in the schema' })
  noteStats(): Promise<NoteStats | null> {
    return this.resolveReference({ outletId: requestContext().outletId! });
  }

  @ResolveReference()
  resolveReference(ref: { outletId: string }): Promise<NoteStats | null> {
    return this.db
      .outletLoader<NoteStats>('note-stats', async (tx, keys, outletId) => {
        const [row] = await tx.manager.query(`SELECT count(*)::int AS n FROM notes`);
        return keys.map(() => ({ outletId, count: (row as { n: number }).n }));
      })
      .load(ref.outletId);
  }
}

@Resolver(() => LeakyNoteStats)
class LeakyNoteStatsResolver {
  constructor(private readonly db: Db) {}

  @OutletScoped()
  @Query(() => LeakyNoteStats, { description: 'puts the entity in the schema' })
  leakyNoteStats(): Promise<LeakyNoteStats> {
    return this.resolveReference({ outletId: requestContext().outletId! });
  }

  @ResolveReference()
  resolveReference(ref: { outletId: string }): Promise<LeakyNoteStats> {
    return this.db.forOutlet(ref.outletId, async (tx) => {
      const [row] = await tx.manager.query(`SELECT count(*)::int AS n FROM notes`);
      return { outletId: ref.outletId, count: (row as { n: number }).n };
    });
  }
}

/** One safe field and one that trusts an outlet id from its argument (the mistake to catch). */
@Resolver()
class MixedResolver {
  constructor(private readonly db: Db) {}

  @OutletScoped()
  @Query(() => [ID])
  noteIds(): Promise<string[]> {
    return this.db.outlet(async (tx) =>
      ((await tx.manager.query(`SELECT id FROM notes`)) as Array<{ id: string }>).map((r) => r.id),
    );
  }

  @Query(() => Int, { nullable: true })
  safeCount(@Args('outletId', { type: () => ID }) outletId: string): Promise<number | null> {
    return this.db
      .outletLoader<number>('count', async (tx, keys) => {
        const [row] = await tx.manager.query(`SELECT count(*)::int AS n FROM notes`);
        return keys.map(() => (row as { n: number }).n);
      })
      .load(outletId);
  }

  @Query(() => [ID])
  leakyNoteIds(@Args('outletId', { type: () => ID }) outletId: string): Promise<string[]> {
    return this.db.forOutlet(outletId, async (tx) =>
      ((await tx.manager.query(`SELECT id FROM notes`)) as Array<{ id: string }>).map((r) => r.id),
    );
  }
}

@Module({})
class MixedModule {
  static forRoot(config: ServiceConfig): DynamicModule {
    return {
      module: MixedModule,
      imports: [
        PlatformModule.forRoot({ config, entities: [], migrations: tenancyMigrations, tenancy }),
      ],
      providers: [MixedResolver, NoteStatsResolver, LeakyNoteStatsResolver],
    };
  }
}

describe('the cross-tenant check', () => {
  let t: TestApp;
  let ana: TestOwner;
  let ben: TestOwner;
  let schemaFile: string;
  let noteId: string;

  beforeAll(async () => {
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => MixedModule.forRoot(c),
      migrations: tenancyMigrations,
    });
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
    [{ id: noteId }] = await t.ownerSql<{ id: string }>(
      `INSERT INTO notes (outlet_id, text) VALUES ($1, 'secret') RETURNING id`,
      [ana.outletId],
    );
    schemaFile = join(mkdtempSync(join(tmpdir(), 'mise-schema-')), 'schema.graphql');
    writeFileSync(schemaFile, printSubgraphSchema(t.app.get(GraphQLSchemaHost).schema));
  });
  afterAll(() => t.close());

  it("catches a field that answers another owner's rows", async () => {
    await expect(
      crossTenantCheck({ app: t, schemaFile, victim: ana, intruder: ben, ids: [noteId] }),
    ).rejects.toThrow(/Query\.leakyNoteIds with [0-9a-f-]+: answered owner A's/);
  });

  it('catches an entity reference resolved without the access check', async () => {
    await expect(
      crossTenantCheck({
        app: t,
        schemaFile,
        victim: ana,
        intruder: ben,
        ids: [noteId],
        exempt: { 'Query.leakyNoteIds': 'another planted mistake' },
      }),
    ).rejects.toThrow(/_entities\(LeakyNoteStats\) with [0-9a-f-]+: answered/);
  });

  it('passes the safe fields, and the leaky one only when it is exempt with a reason', async () => {
    const calls = await crossTenantCheck({
      app: t,
      schemaFile,
      victim: ana,
      intruder: ben,
      ids: [noteId],
      exempt: {
        'Query.leakyNoteIds': 'the mistake this test plants',
        '_entities LeakyNoteStats': 'the other planted mistake',
      },
    });
    expect(new Set(calls.map((c) => c.field))).toEqual(
      new Set([
        'Query.noteIds',
        'Query.safeCount',
        'Query.noteStats',
        'Query.leakyNoteStats',
        '_entities NoteStats',
      ]),
    );
    expect(calls.every((c) => c.outcome === 'ok')).toBe(true);
  });
});

import { randomUUID } from 'node:crypto';
import { Module, type DynamicModule } from '@nestjs/common';
import { Args, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { startTestApp, startTestS3, type TestApp, type TestS3 } from '@mise/testing';
import {
  ConfigError,
  FileTypes,
  MB,
  OutletScoped,
  Storage,
  StorageModule,
  StorageTables1760000000050,
  UploadFileInput,
  UploadTicket,
  defineUploadKind,
  loadServiceConfig,
  type ServiceConfig,
} from '../src';
import { FixtureModule, fixtureMigrations } from './fixture/fixture.module';

// A 1×1 PNG, a PDF header, and text that are what they say.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const CSV = Buffer.from('date,item,quantity\n2026-11-02,Nasi lemak ☕,3\n');

const kinds = [
  defineUploadKind({
    kind: 'menu-photo',
    aggregate: 'menu-items',
    role: 'photo',
    contentTypes: FileTypes.photos,
    maxBytes: 5 * MB,
  }),
  defineUploadKind({ kind: 'expense-file', aggregate: 'expenses', role: 'file', maxBytes: 1024 }),
  defineUploadKind({
    kind: 'sales-csv',
    aggregate: 'imports',
    role: 'csv',
    contentTypes: FileTypes.csv,
    maxBytes: 5 * MB,
  }),
];

@ObjectType()
class StoredFile {
  @Field() key!: string;
  @Field(() => Int) size!: number;
  @Field() contentType!: string;
  @Field() fileName!: string;
}

/** What a service's resolvers do with Storage (having checked the parent is visible). */
@Resolver()
class FileResolver {
  constructor(private readonly storage: Storage) {}

  @OutletScoped()
  @Mutation(() => UploadTicket)
  requestUpload(
    @Args('kind') kind: string,
    @Args('parentId') parentId: string,
    @Args('file') file: UploadFileInput,
  ): Promise<UploadTicket> {
    return this.storage.requestUpload({ kind, parentId, ...file });
  }

  @OutletScoped()
  @Mutation(() => StoredFile)
  attach(@Args('key') key: string, @Args('kind') kind: string): Promise<StoredFile> {
    return this.storage.attach(key, kind);
  }

  @OutletScoped()
  @Query(() => String)
  fileUrl(
    @Args('key') key: string,
    @Args('downloadAs', { nullable: true }) downloadAs?: string,
  ): Promise<string> {
    return this.storage.fileUrl(key, { downloadAs });
  }

  @OutletScoped()
  @Query(() => String)
  async readFile(@Args('key') key: string): Promise<string> {
    return (await this.storage.read(key)).toString('base64');
  }

  @OutletScoped()
  @Mutation(() => String)
  writeBeside(
    @Args('key') key: string,
    @Args('base64') base64: string,
    @Args('contentType') contentType: string,
  ): Promise<string> {
    return this.storage.write(key, Buffer.from(base64, 'base64'), contentType);
  }

  @OutletScoped()
  @Mutation(() => String)
  copyFile(@Args('key') key: string, @Args('folder') folder: string): Promise<string> {
    return this.storage.copy(key, folder);
  }

  @OutletScoped()
  @Mutation(() => Boolean)
  async deleteFile(@Args('key') key: string): Promise<boolean> {
    await this.storage.delete(key);
    return true;
  }
}

@Module({})
class StorageFixtureModule {
  static forRoot(config: ServiceConfig): DynamicModule {
    return {
      module: StorageFixtureModule,
      imports: [FixtureModule.forRoot(config), StorageModule.forRoot({ kinds })],
      providers: [FileResolver],
    };
  }
}

const REQUEST = `mutation ($kind: String!, $parentId: String!, $file: UploadFileInput!) {
  requestUpload(kind: $kind, parentId: $parentId, file: $file) {
    key url method headers { name value } expiresAt
  }
}`;
const ATTACH = `mutation ($key: String!, $kind: String!) {
  attach(key: $key, kind: $kind) { key size contentType fileName }
}`;

interface Ticket {
  key: string;
  url: string;
  method: string;
  headers: Array<{ name: string; value: string }>;
  expiresAt: string;
}

describe('storage', () => {
  let s3: TestS3;
  let t: TestApp;
  const ana = { email: 'ana@example.com', ownerId: randomUUID(), outletId: randomUUID() };
  const ben = { email: 'ben@example.com', ownerId: randomUUID(), outletId: randomUUID() };
  const as = {
    ana: { token: '', outletId: ana.outletId },
    ben: { token: '', outletId: ben.outletId },
  };
  let publicEndpoint: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    // the browser's address of the store differs from the service's (as in Compose)
    publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => StorageFixtureModule.forRoot(c),
      migrations: [...fixtureMigrations, StorageTables1760000000050],
      env: { ...s3.env, S3_PUBLIC_ENDPOINT: publicEndpoint, STORAGE_SWEEP_INTERVAL_SECONDS: '0' },
    });
    for (const o of [ana, ben]) {
      await t.ownerSql(`INSERT INTO owners (email, owner_id) VALUES ($1, $2)`, [
        o.email,
        o.ownerId,
      ]);
      await t.ownerSql(`INSERT INTO outlets (id, owner_id) VALUES ($1, $2)`, [
        o.outletId,
        o.ownerId,
      ]);
    }
    as.ana.token = await t.idp.mint({ email: ana.email });
    as.ben.token = await t.idp.mint({ email: ben.email });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const request = async (
    who: { token: string; outletId: string },
    kind: string,
    file: { fileName?: string; contentType: string; size: number },
    parentId = randomUUID(),
  ) =>
    t.gql<{ requestUpload: Ticket }>(
      REQUEST,
      { kind, parentId, file: { fileName: 'file', ...file } },
      who,
    );

  /** Asks for a ticket and PUTs the bytes to it over HTTP, as the browser does. */
  const upload = async (
    who: { token: string; outletId: string },
    kind: string,
    contentType: string,
    body: Buffer,
    declaredSize = body.length,
  ): Promise<Ticket> => {
    const res = await request(who, kind, { contentType, size: declaredSize });
    const ticket = res.data?.requestUpload;
    if (!ticket) throw new Error(JSON.stringify(res.errors));
    const put = await fetch(ticket.url, {
      method: ticket.method,
      headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
      body,
    });
    expect(put.status).toBe(200);
    return ticket;
  };

  const attach = (who: { token: string; outletId: string }, key: string, kind: string) =>
    t.gql<{ attach: { key: string; size: number; contentType: string; fileName: string } }>(
      ATTACH,
      { key, kind },
      who,
    );

  const pending = async (key: string) =>
    (await t.ownerSql(`SELECT key FROM pending_uploads WHERE key = $1`, [key])).length;

  it('offers UploadTicket as a shareable type, so every subgraph can return it', async () => {
    const res = await t.gql<{ _service: { sdl: string } }>('{ _service { sdl } }', {}, as.ana);
    const sdl = res.data!._service.sdl;
    expect(sdl).toMatch(/type UploadTicket\s+@shareable/);
    expect(sdl).toMatch(/type UploadHeader\s+@shareable/);
    expect(sdl).toMatch(/import: \[[^\]]*"@shareable"/);
  });

  it('makes the bucket when it is missing', async () => {
    expect(await s3.client.bucketExists(s3.bucket)).toBe(true);
  });

  it('hands out a presigned PUT under a server-made key, attaches the upload and serves it back', async () => {
    const parentId = randomUUID();
    const res = await request(
      as.ana,
      'menu-photo',
      { fileName: 'Nasi Lemak.png', contentType: 'image/png', size: PNG.length },
      parentId,
    );
    const ticket = res.data!.requestUpload;
    expect(ticket.key).toMatch(
      new RegExp(`^${ana.outletId}/catalogue/menu-items/${parentId}/photo/[0-9a-f-]{36}\\.png$`),
    );
    expect(ticket.url.startsWith(`${publicEndpoint}/${s3.bucket}/${ticket.key}?`)).toBe(true);
    expect(ticket).toMatchObject({
      method: 'PUT',
      headers: [{ name: 'Content-Type', value: 'image/png' }],
    });
    const [row] = await t.ownerSql<{ outlet_id: string; soon: boolean }>(
      `SELECT outlet_id, expires_at BETWEEN now() + interval '55 minutes' AND now() + interval '65 minutes' AS soon
         FROM pending_uploads WHERE key = $1`,
      [ticket.key],
    );
    expect(row).toEqual({ outlet_id: ana.outletId, soon: true });

    const put = await fetch(ticket.url, { method: 'PUT', body: PNG });
    expect(put.status).toBe(200);

    const attached = await attach(as.ana, ticket.key, 'menu-photo');
    const file = attached.data!.attach;
    expect(file).toMatchObject({
      size: PNG.length,
      contentType: 'image/png',
      fileName: 'Nasi Lemak.png',
    });
    // kept under a key of the same parent that no presigned URL can write
    expect(file.key).toMatch(
      new RegExp(`^${ana.outletId}/catalogue/menu-items/${parentId}/photo/[0-9a-f-]{36}\\.png$`),
    );
    expect(await s3.keys(`${ana.outletId}/catalogue/menu-items/${parentId}/`)).toEqual([file.key]);
    expect(await pending(ticket.key)).toBe(0);

    const url = (await t.gql<{ fileUrl: string }>(`{ fileUrl(key: "${file.key}") }`, {}, as.ana))
      .data!.fileUrl;
    expect(url.startsWith(`${publicEndpoint}/`)).toBe(true);
    const got = await fetch(url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PNG);

    // the ticket is spent
    const again = await attach(as.ana, ticket.key, 'menu-photo');
    expect(again.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps the attached file when the PUT URL is used again after attach', async () => {
    const ticket = await upload(as.ana, 'menu-photo', 'image/png', PNG);
    const file = (await attach(as.ana, ticket.key, 'menu-photo')).data!.attach;
    // as long as the size signed into the URL: the store takes it again
    const other = Buffer.alloc(PNG.length, 0x3c);
    const put = await fetch(ticket.url, { method: 'PUT', body: other });
    expect(put.status).toBe(200); // the URL is still valid for a few minutes
    const url = (await t.gql<{ fileUrl: string }>(`{ fileUrl(key: "${file.key}") }`, {}, as.ana))
      .data!.fileUrl;
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(PNG);
  });

  it('serves a file with the type attach verified, whatever the browser sent with its PUT', async () => {
    const ticket = (
      await request(as.ana, 'expense-file', { contentType: 'application/pdf', size: PDF.length })
    ).data!.requestUpload;
    await fetch(ticket.url, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: PDF });
    const file = (await attach(as.ana, ticket.key, 'expense-file')).data!.attach;
    const url = await t.gql<{ fileUrl: string }>(
      `query ($key: String!) { fileUrl(key: $key, downloadAs: "Invoice März.pdf") }`,
      { key: file.key },
      as.ana,
    );
    const got = await fetch(url.data!.fileUrl);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(
      `attachment; filename="Invoice M_rz.pdf"; filename*=UTF-8''Invoice%20M%C3%A4rz.pdf`,
    );
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);
  });

  it('accepts a UTF-8 CSV and refuses one with a NUL byte, deleting it', async () => {
    const ok = await upload(as.ana, 'sales-csv', 'text/csv', CSV);
    expect((await attach(as.ana, ok.key, 'sales-csv')).data?.attach).toMatchObject({
      size: CSV.length,
      contentType: 'text/csv',
    });
    const bad = await upload(as.ana, 'sales-csv', 'text/csv', Buffer.from('a,b\n1,\u0000\n'));
    const res = await attach(as.ana, bad.key, 'sales-csv');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const dir = bad.key.slice(0, bad.key.lastIndexOf('/') + 1);
    expect(await s3.keys(dir)).toEqual([]);
  });

  it('refuses a file whose bytes are not the declared type, and deletes it', async () => {
    const ticket = await upload(as.ana, 'menu-photo', 'image/png', PDF);
    const res = await attach(as.ana, ticket.key, 'menu-photo');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(res.data?.attach ?? null).toBeNull();
    const dir = ticket.key.slice(0, ticket.key.lastIndexOf('/') + 1);
    expect(await s3.keys(dir)).toEqual([]);
    expect(await pending(ticket.key)).toBe(0);
  });

  it('refuses at the store an upload of another size than the one asked for', async () => {
    const res = await request(as.ana, 'menu-photo', { contentType: 'image/png', size: PNG.length });
    const ticket = res.data!.requestUpload;
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * MB, 0x20)]);
    const put = await fetch(ticket.url, { method: 'PUT', body: huge });
    expect(put.status).toBe(403);
    expect(await s3.keys(ticket.key)).toEqual([]);
    const short = await fetch(ticket.url, { method: 'PUT', body: PNG.subarray(0, 10) });
    expect(short.status).toBe(403);
    expect(await s3.keys(ticket.key)).toEqual([]);
    // the size asked for goes through
    expect((await fetch(ticket.url, { method: 'PUT', body: PNG })).status).toBe(200);
  });

  it('refuses an upload larger than the kind allows, and deletes it', async () => {
    // a store that did not check the signed length: attach still measures the object
    const big = Buffer.concat([PDF, Buffer.alloc(2000, 0x20)]);
    const res0 = await request(as.ana, 'expense-file', {
      contentType: 'application/pdf',
      size: 500,
    });
    const ticket = res0.data!.requestUpload;
    await s3.client.putObject(s3.bucket, ticket.key, big, big.length);
    const res = await attach(as.ana, ticket.key, 'expense-file');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Upload failed. Please try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await s3.keys(ticket.key)).toEqual([]);
  });

  it('refuses a type or size the kind does not allow before handing out a URL', async () => {
    const before = await t.ownerSql(`SELECT count(*) AS n FROM pending_uploads`);
    const cases: Array<[string, { contentType: string; size: number; fileName?: string }, string]> =
      [
        [
          'menu-photo',
          { contentType: 'application/pdf', size: 10 },
          'This file type is not allowed. Please upload a PNG, JPEG or WEBP file.',
        ],
        [
          'expense-file',
          { contentType: 'application/zip', size: 10 },
          'This file type is not allowed. Please upload a PDF, JPEG or PNG file.',
        ],
        [
          'menu-photo',
          { contentType: 'image/jpeg', size: 5 * MB + 1 },
          'The file is too large. The maximum size is 5 MB.',
        ],
        ['menu-photo', { contentType: 'image/jpeg', size: 0 }, 'The file is empty.'],
        [
          'menu-photo',
          { contentType: 'image/jpeg', size: 10, fileName: ' ' },
          'Please choose a file to upload.',
        ],
        [
          'menu-photo',
          { contentType: 'image/jpeg', size: 10, fileName: 'a\u0000b.jpg' },
          // the platform's check of every string input answers before the storage's own
          'fileName contains a character that is not allowed',
        ],
      ];
    for (const [kind, file, message] of cases) {
      const res = await request(as.ana, kind, file);
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(res.data?.requestUpload ?? null).toBeNull();
    }
    expect(await t.ownerSql(`SELECT count(*) AS n FROM pending_uploads`)).toEqual(before);
  });

  it("refuses another outlet's key on attach, URL and delete, and leaves its file alone", async () => {
    const bens = await upload(as.ben, 'menu-photo', 'image/png', PNG);
    const refused = await attach(as.ana, bens.key, 'menu-photo');
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await s3.keys(bens.key)).toEqual([bens.key]);
    expect(await pending(bens.key)).toBe(1);

    const kept = (await attach(as.ben, bens.key, 'menu-photo')).data!.attach;
    const dotted = `${ana.outletId}/catalogue/../../${kept.key}`;
    for (const key of [kept.key, dotted, `${ana.outletId}/finance/x.png`, 'x']) {
      const url = await t.gql(`query ($key: String!) { fileUrl(key: $key) }`, { key }, as.ana);
      expect(url.errors?.[0]).toMatchObject({
        message: 'File not found',
        extensions: { code: 'NOT_FOUND' },
      });
      const del = await t.gql(
        `mutation ($key: String!) { deleteFile(key: $key) }`,
        { key },
        as.ana,
      );
      expect(del.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect(await s3.keys(kept.key)).toEqual([kept.key]);

    // its owner deletes it
    const del = await t.gql(`mutation { deleteFile(key: "${kept.key}") }`, {}, as.ben);
    expect(del.data?.deleteFile).toBe(true);
    expect(await s3.keys(kept.key)).toEqual([]);
  });

  it("reads, writes beside and copies the outlet's own files, never another outlet's", async () => {
    const mine = (await upload(as.ana, 'menu-photo', 'image/png', PNG)).key;
    const kept = (await attach(as.ana, mine, 'menu-photo')).data!.attach.key;
    const read = await t.gql<{ readFile: string }>(
      `query ($key: String!) { readFile(key: $key) }`,
      { key: kept },
      as.ana,
    );
    expect(Buffer.from(read.data!.readFile, 'base64')).toEqual(PNG);

    const folder = kept.slice(0, kept.lastIndexOf('/'));
    const written = await t.gql<{ writeBeside: string }>(
      `mutation ($key: String!, $b: String!) { writeBeside(key: $key, base64: $b, contentType: "application/pdf") }`,
      { key: kept, b: PDF.toString('base64') },
      as.ana,
    );
    const pdfKey = written.data!.writeBeside;
    expect(pdfKey).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}\\.pdf$`));
    expect(await s3.read(pdfKey)).toEqual(PDF);

    const otherFolder = `${ana.outletId}/catalogue/menu-items/${randomUUID()}/photo`;
    const copied = await t.gql<{ copyFile: string }>(
      `mutation ($key: String!, $f: String!) { copyFile(key: $key, folder: $f) }`,
      { key: kept, f: otherFolder },
      as.ana,
    );
    expect(copied.data!.copyFile).toMatch(new RegExp(`^${otherFolder}/[0-9a-f-]{36}\\.png$`));
    expect(await s3.read(copied.data!.copyFile)).toEqual(PNG);

    // Ben can neither read Ana's file, write beside it, nor copy it (or into Ana's folders)
    const bens = (
      await attach(as.ben, (await upload(as.ben, 'menu-photo', 'image/png', PNG)).key, 'menu-photo')
    ).data!.attach.key;
    for (const [query, variables] of [
      [`query ($key: String!) { readFile(key: $key) }`, { key: kept }],
      [
        `mutation ($key: String!) { writeBeside(key: $key, base64: "", contentType: "image/png") }`,
        { key: kept },
      ],
      [
        `mutation ($key: String!, $f: String!) { copyFile(key: $key, folder: $f) }`,
        { key: kept, f: otherFolder },
      ],
      [
        `mutation ($key: String!, $f: String!) { copyFile(key: $key, folder: $f) }`,
        { key: bens, f: otherFolder },
      ],
    ] as const) {
      const res = await t.gql(query, variables, as.ben);
      expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    expect(await s3.keys(otherFolder)).toEqual([copied.data!.copyFile]);
  });

  it('sweeps expired pending uploads, objects and rows, and keeps the fresh ones', async () => {
    const expired = await upload(as.ana, 'menu-photo', 'image/png', PNG);
    const fresh = await upload(as.ben, 'menu-photo', 'image/png', PNG);
    await t.ownerSql(
      `UPDATE pending_uploads SET expires_at = now() - interval '1 second' WHERE key = $1`,
      [expired.key],
    );
    // an expired ticket no longer attaches
    const late = await attach(as.ana, expired.key, 'menu-photo');
    expect(late.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    expect(await t.app.get(Storage).sweep()).toBeGreaterThanOrEqual(1);
    expect(await s3.keys(expired.key)).toEqual([]);
    expect(await pending(expired.key)).toBe(0);
    expect(await s3.keys(fresh.key)).toEqual([fresh.key]);
    expect(await pending(fresh.key)).toBe(1);
  });

  it("purges only the outlet's own files of this service", async () => {
    const victim = randomUUID();
    const other = randomUUID();
    const keys = [
      `${victim}/catalogue/menu-items/${randomUUID()}/photo/a.png`,
      `${victim}/catalogue/imports/${randomUUID()}/csv/b.csv`,
      `${victim}/finance/expenses/${randomUUID()}/file/c.pdf`,
      `${other}/catalogue/menu-items/${randomUUID()}/photo/d.png`,
    ];
    for (const key of keys) await s3.client.putObject(s3.bucket, key, PNG);
    await t.ownerSql(
      `INSERT INTO pending_uploads (key, outlet_id, kind, parent_id, file_name, content_type, expires_at)
       VALUES ($1, $2, 'menu-photo', $3, 'a.png', 'image/png', now() + interval '1 hour')`,
      [keys[0], victim, randomUUID()],
    );

    expect(await t.app.get(Storage).purgePrefix(victim)).toBe(2);
    expect(await s3.keys(`${victim}/`)).toEqual([keys[2]]);
    expect(await s3.keys(`${other}/`)).toEqual([keys[3]]);
    expect(
      await t.ownerSql(`SELECT key FROM pending_uploads WHERE outlet_id = $1`, [victim]),
    ).toEqual([]);
    expect(await t.app.get(Storage).purgePrefix(victim)).toBe(0); // idempotent
  });
});

describe('storage configuration', () => {
  const base = {
    DATABASE_URL: 'postgres://u@127.0.0.1/db',
    JWT_ISSUER: 'https://issuer.example/',
  };

  it('is off without S3_ENDPOINT', () => {
    expect(loadServiceConfig('catalogue', base).storage).toBeNull();
  });

  it('signs for S3_PUBLIC_ENDPOINT when set, else S3_ENDPOINT', () => {
    const env = {
      ...base,
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
    };
    expect(loadServiceConfig('catalogue', env).storage).toEqual({
      endpoint: 'http://minio:9000',
      publicEndpoint: 'http://minio:9000',
      accessKey: 'k',
      secretKey: 's',
      region: 'us-east-1',
      bucket: 'mise-files',
      sweepIntervalMs: 600_000,
    });
    expect(
      loadServiceConfig('catalogue', { ...env, S3_PUBLIC_ENDPOINT: 'http://localhost:9000' })
        .storage?.publicEndpoint,
    ).toBe('http://localhost:9000');
  });

  it('reports every S3 problem with the others at once', () => {
    let problems: string[] = [];
    try {
      loadServiceConfig('catalogue', {
        PORT: 'abc',
        S3_ENDPOINT: 'http://minio:9000/path',
        S3_BUCKET: 'Bad_Bucket',
        STORAGE_SWEEP_INTERVAL_SECONDS: 'often',
      });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      problems = (e as ConfigError).problems;
    }
    expect(problems).toEqual([
      'PORT must be a whole number (got "abc")',
      'DATABASE_URL is required',
      'JWT_ISSUER is required',
      'S3_ENDPOINT must be an http(s) origin without a path (got "http://minio:9000/path")',
      'S3_ACCESS_KEY is required',
      'S3_SECRET_KEY is required',
      'S3_BUCKET must be a bucket name (3 to 63 of a-z, 0-9, dot, hyphen) (got "Bad_Bucket")',
      'STORAGE_SWEEP_INTERVAL_SECONDS must be a whole number (got "often")',
    ]);
  });
});

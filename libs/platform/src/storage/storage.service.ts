import { runAsPlatform } from '../db/scope';
import { randomUUID } from 'node:crypto';
import { isUuid, UUID_PATTERN } from '../ids';
import type { Readable } from 'node:stream';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { Client } from 'minio';
import type { ServiceConfig, StorageConfig } from '../config';
import { requestContext } from '../context';
import { Db, type Tx } from '../db/db.service';
import { BadInputError, NotFoundError } from '../errors';
import { SERVICE_CONFIG } from '../tokens';
import {
  EXTENSIONS,
  MB,
  TEXT_CONTENT_CHECKS,
  TEXT_TYPES,
  describeSize,
  describeTypes,
  normaliseContentType,
  type UploadKind,
} from './upload-kinds';
import { presignV4 } from './presign';
import type { UploadTicket } from './upload.model';

export const UPLOAD_KINDS = Symbol('UPLOAD_KINDS');

/** How long a presigned PUT or GET URL is valid. */
export const PRESIGN_SECONDS = 5 * 60;
/** How long a `sharedFileUrl` is valid (signed at the top of the hour: stable for an hour). */
export const SHARED_PRESIGN_SECONDS = 2 * 60 * 60;
const HOUR_MS = 60 * 60 * 1000;
/** How long an upload may wait for its attach before the sweeper drops it. */
export const PENDING_SECONDS = 60 * 60;
/** How much of a file the magic-byte check reads. */
const SNIFF_BYTES = 4096;
const SWEEP_BATCH = 500;
const MAX_FILE_NAME = 255;

export const StorageMessages = {
  uploadFailed: 'Upload failed. Please try again.',
  fileNotFound: 'File not found',
  noFileName: 'Please choose a file to upload.',
  fileNameTooLong: `The file name is too long (${MAX_FILE_NAME} characters at most).`,
  fileNameInvalid: 'The file name contains characters that are not allowed.',
  emptyFile: 'The file is empty.',
  typeNotAllowed: (types: readonly string[]) =>
    `This file type is not allowed. Please upload a ${describeTypes(types)} file.`,
  tooLarge: (maxBytes: number) =>
    `The file is too large. The maximum size is ${describeSize(maxBytes)}.`,
};

export interface UploadRequest {
  kind: string;
  /** The aggregate the file belongs to; the service has checked it is visible to the caller. */
  parentId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface AttachedFile {
  key: string;
  /** Bytes stored. */
  size: number;
  /** The type the file's own bytes show. */
  contentType: string;
  /** The name the browser gave, for display. */
  fileName: string;
  parentId: string;
}

export interface AttachOptions {
  /** Refuse the key unless it was requested for this parent. */
  parentId?: string;
  /** Attach inside the caller's transaction (with the row the service writes). */
  tx?: Tx;
}

interface PendingRow {
  key: string;
  kind: string;
  parent_id: string;
  file_name: string;
  content_type: string;
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Files on S3 under server-made keys `{outletId}/{service}/{aggregate}/{parentId}/{role}/{uuid}.{ext}`
 * (flows.md §6): presigned PUT, attach with size and magic-byte checks, presigned GET, delete,
 * a sweeper of expired pending uploads and the purge of an outlet's prefix.
 * Every call except `sweep` and `purgePrefix` works in the request's current outlet.
 */
@Injectable()
export class Storage implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('storage');
  private readonly settings: StorageConfig | null;
  private readonly client: Client | null = null;
  /** Signs URLs for the browser's origin of the store (S3_PUBLIC_ENDPOINT). */
  private readonly signer: Client | null = null;
  private readonly kinds = new Map<string, UploadKind>();
  private bucketReady: Promise<void> | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(UPLOAD_KINDS) kinds: UploadKind[],
    private readonly db: Db,
  ) {
    this.settings = config.storage;
    for (const k of kinds) {
      if (this.kinds.has(k.kind)) throw new Error(`upload kind ${k.kind} is declared twice`);
      this.kinds.set(k.kind, k);
    }
    if (this.settings) {
      this.client = clientFor(this.settings.endpoint, this.settings);
      this.signer = clientFor(this.settings.publicEndpoint, this.settings);
    }
  }

  /** False when S3_ENDPOINT is unset: then every file operation fails (purge and sweep do nothing). */
  get enabled(): boolean {
    return this.settings !== null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.settings) {
      if (this.kinds.size) this.log.warn('file storage is off: S3_ENDPOINT is not set');
      return;
    }
    await this.ready().catch((e: Error) =>
      this.log.warn(`bucket ${this.settings?.bucket} not ready yet: ${e.message}`),
    );
    if (this.settings.sweepIntervalMs > 0) {
      this.sweeper = setInterval(() => {
        this.sweeping ??= this.sweep()
          .catch((e: Error) => this.log.warn(`sweep failed: ${e.message}`))
          .finally(() => (this.sweeping = null));
      }, this.settings.sweepIntervalMs);
      this.sweeper.unref();
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.sweeping;
  }

  /**
   * Step 1: a presigned PUT for a file the browser is about to upload. The caller has checked the
   * parent is visible in the current outlet. BAD_USER_INPUT for a type or size the kind refuses.
   * The declared size is signed into the URL (`content-length`): the store takes exactly that
   * many bytes, so the real file's size must be asked for (`File.size`).
   */
  async requestUpload(req: UploadRequest): Promise<UploadTicket> {
    const kind = this.kind(req.kind);
    const outletId = this.outletId();
    if (!isUuid(req.parentId)) {
      throw new NotFoundError('Not found');
    }
    const fileName = (req.fileName ?? '').trim();
    if (!fileName) throw new BadInputError(StorageMessages.noFileName, 'fileName');
    if (fileName.length > MAX_FILE_NAME) {
      throw new BadInputError(StorageMessages.fileNameTooLong, 'fileName');
    }
    if (CONTROL.test(fileName)) {
      throw new BadInputError(StorageMessages.fileNameInvalid, 'fileName');
    }
    const contentType = normaliseContentType(req.contentType ?? '');
    if (!kind.contentTypes.includes(contentType)) {
      throw new BadInputError(StorageMessages.typeNotAllowed(kind.contentTypes), 'contentType');
    }
    if (!Number.isInteger(req.size) || req.size < 1) {
      throw new BadInputError(StorageMessages.emptyFile, 'size');
    }
    if (req.size > kind.maxBytes) {
      throw new BadInputError(StorageMessages.tooLarge(kind.maxBytes), 'size');
    }

    const { settings } = this.s3();
    await this.ready();
    const key = [
      outletId,
      this.config.service,
      kind.aggregate,
      req.parentId.toLowerCase(),
      kind.role,
      `${randomUUID()}.${EXTENSIONS[contentType]}`,
    ].join('/');
    await this.db.transaction(
      (tx) =>
        tx.manager.query(
          `INSERT INTO pending_uploads (key, outlet_id, kind, parent_id, file_name, content_type, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
          [key, outletId, kind.kind, req.parentId, fileName, contentType, PENDING_SECONDS],
        ),
      { outletId },
    );
    // the size is signed (content-length): the store refuses a body of any other length
    const origin = new URL(settings.publicEndpoint);
    const url = `${origin.origin}${presignV4({
      method: 'PUT',
      path: `/${settings.bucket}/${key}`,
      region: settings.region,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      expiresSeconds: PRESIGN_SECONDS,
      headers: { host: origin.host, 'content-length': String(req.size) },
    })}`;
    return {
      key,
      url,
      method: 'PUT',
      headers: [{ name: 'Content-Type', value: contentType }],
      expiresAt: new Date(Date.now() + PRESIGN_SECONDS * 1000),
    };
  }

  /**
   * Step 3, after the browser's PUT: the key must be a pending upload of this kind in the current
   * outlet, not expired; its size within the kind's maximum and its bytes of the declared type
   * (magic bytes; text: UTF-8 without NUL). Otherwise the object is deleted and BAD_USER_INPUT
   * "Upload failed. Please try again.". On success the pending row goes and the file is moved to
   * a new key that no presigned URL can overwrite: the service keeps the answer's
   * `{ key, size, contentType }` (and `fileName`) in its own table.
   */
  async attach(key: string, kind: string, opts: AttachOptions = {}): Promise<AttachedFile> {
    const def = this.kind(kind);
    const outletId = this.outletId();
    this.s3();
    const parentId = opts.parentId ?? null;
    if (parentId !== null && !isUuid(parentId))
      throw new BadInputError(StorageMessages.uploadFailed);
    const run = async (tx: Tx): Promise<AttachedFile | null> => {
      // a CTE, so that the driver answers rows (a bare DELETE answers [rows, count])
      const rows: PendingRow[] = await tx.manager.query(
        `WITH taken AS (
           DELETE FROM pending_uploads
            WHERE key = $1 AND kind = $2 AND outlet_id = $3 AND expires_at > now()
              AND ($4::uuid IS NULL OR parent_id = $4::uuid)
           RETURNING key, kind, parent_id, file_name, content_type)
         SELECT * FROM taken`,
        [key, def.kind, outletId, parentId],
      );
      const row = rows[0];
      // not ours (another outlet's key, another kind or parent, made up, expired): leave it alone
      if (!row) return null;
      const file = await this.keep(row, def);
      return file && { ...file, fileName: row.file_name, parentId: row.parent_id };
    };
    const file = opts.tx ? await run(opts.tx) : await this.db.transaction(run, { outletId }); // a refused upload's row goes too
    if (!file) throw new BadInputError(StorageMessages.uploadFailed);
    return file;
  }

  /**
   * Step 4: a presigned GET (5 min) for a key under the current outlet; NOT_FOUND for any other.
   * The response's type is the one attach verified (from the key's extension), never the one the
   * browser sent with its PUT; `downloadAs` makes it a download with that file name.
   */
  async fileUrl(key: string, opts: { downloadAs?: string } = {}): Promise<string> {
    this.ownKey(key);
    const { signer, settings } = this.s3();
    await this.ready();
    const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const type = Object.keys(EXTENSIONS).find((t) => EXTENSIONS[t] === ext);
    const headers: Record<string, string> = {
      'response-content-type': type ?? 'application/octet-stream',
    };
    if (opts.downloadAs) {
      const name = opts.downloadAs
        .replace(new RegExp(CONTROL.source, 'g'), '_')
        .replace(/["\\]/g, '_');
      headers['response-content-disposition'] =
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
    }
    return signer.presignedGetObject(settings.bucket, key, PRESIGN_SECONDS, headers);
  }

  /**
   * The one way to read a file another service owns: a presigned GET of `key` when it lies under
   * `{outletId}/{owner}/{aggregate}/` (the caller names the outlet it resolved, the owning service
   * and the aggregate folder, e.g. sales showing catalogue's menu photos on the public ordering
   * page); NOT_FOUND for any other key. Signed with the request date rounded down to the hour and
   * valid for 2 hours, so a file's URL stays the same for an hour and browsers cache it.
   */
  async sharedFileUrl(
    key: string,
    scope: { outletId: string; owner: string; aggregate: string },
  ): Promise<string> {
    const segments = typeof key === 'string' ? key.split('/') : [];
    const shared =
      segments.length >= 4 &&
      segments[0] === scope.outletId.toLowerCase() &&
      segments[1] === scope.owner &&
      segments[2] === scope.aggregate &&
      segments.every((s) => KEY_SEGMENT.test(s) && s !== '.' && s !== '..');
    if (!shared) throw new NotFoundError(StorageMessages.fileNotFound);
    const { signer, settings } = this.s3();
    const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
    const type = Object.keys(EXTENSIONS).find((t) => EXTENSIONS[t] === ext);
    const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
    return signer.presignedGetObject(
      settings.bucket,
      key,
      SHARED_PRESIGN_SECONDS,
      { 'response-content-type': type ?? 'application/octet-stream' },
      hour,
    );
  }

  /**
   * Reads a file of the current outlet whole (at most `limit` bytes, 20 MB by default), for a
   * service that works on what was uploaded (a photo to crop, a document to read).
   */
  async read(key: string, limit = 20 * MB): Promise<Buffer> {
    this.ownKey(key);
    const { client, settings } = this.s3();
    await this.ready();
    return readAll(await client.getObject(settings.bucket, key), limit);
  }

  /**
   * Writes a file the service made itself (a crop, a rendered PDF) under the current outlet,
   * next to `beside` (a key of this outlet): answers its new key, `{folder of beside}/{uuid}.{ext}`.
   */
  async write(beside: string, body: Buffer, contentType: string): Promise<string> {
    this.ownKey(beside);
    const ext = EXTENSIONS[contentType];
    if (!ext) throw new Error(`no file extension for ${contentType}`);
    const { client, settings } = this.s3();
    await this.ready();
    const key = `${beside.slice(0, beside.lastIndexOf('/'))}/${randomUUID()}.${ext}`;
    await client.putObject(settings.bucket, key, body, body.length, {
      'Content-Type': contentType,
    });
    return key;
  }

  /**
   * Writes a file the service made itself at `key`, a key of the current outlet the service names
   * (a document's PDF per revision: `.../pdf/r3.pdf`), replacing any file there.
   */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.ownKey(key);
    const { client, settings } = this.s3();
    await this.ready();
    await client.putObject(settings.bucket, key, body, body.length, {
      'Content-Type': contentType,
    });
  }

  /** Whether a key of the current outlet holds a file (NOT_FOUND for a key of any other). */
  async exists(key: string): Promise<boolean> {
    this.ownKey(key);
    await this.ready();
    return (await this.sizeOf(key)) !== null;
  }

  /**
   * Copies a file of the current outlet to `folder` (a prefix under the same outlet, e.g. a new
   * version's) with a fresh name; answers the new key.
   */
  async copy(key: string, folder: string): Promise<string> {
    this.ownKey(key);
    const target = `${folder.replace(/\/$/, '')}/${randomUUID()}${key.slice(key.lastIndexOf('.'))}`;
    this.ownKey(target);
    const { client, settings } = this.s3();
    await this.ready();
    await client.copyObject(settings.bucket, target, `/${settings.bucket}/${key}`);
    return target;
  }

  /** Deletes a file of the current outlet (idempotent); NOT_FOUND for a key of any other. */
  async delete(key: string): Promise<void> {
    const outletId = this.ownKey(key);
    const { client, settings } = this.s3();
    await this.ready();
    await client.removeObject(settings.bucket, key);
    await this.db.transaction(
      (tx) => tx.manager.query(`DELETE FROM pending_uploads WHERE key = $1`, [key]),
      { outletId },
    );
  }

  /**
   * Deletes pending uploads past their expiry, objects and rows, in every outlet. Runs on a timer
   * (STORAGE_SWEEP_INTERVAL_SECONDS); replicas skip each other's rows. Answers how many went.
   */
  async sweep(): Promise<number> {
    if (!this.enabled) return 0;
    await this.ready();
    let total = 0;
    for (;;) {
      const n = await runAsPlatform('sweep', () =>
        this.db.transaction(
          async (tx) => {
            const rows: Array<{ key: string }> = await tx.manager.query(
              `SELECT key FROM pending_uploads WHERE expires_at <= now()
              ORDER BY expires_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`,
            );
            if (!rows.length) return 0;
            const keys = rows.map((r) => r.key);
            await this.removeMany(keys);
            await tx.manager.query(`DELETE FROM pending_uploads WHERE key = ANY($1)`, [keys]);
            return keys.length;
          },
          { admin: true },
        ),
      );
      total += n;
      if (n < SWEEP_BATCH) return total;
    }
  }

  /**
   * The outlet-deletion purge (flows.md §4.13): every object under `{outletId}/{service}/` and the
   * outlet's pending uploads. Idempotent; does nothing when storage is off. Answers how many
   * objects went.
   */
  async purgePrefix(outletId: string): Promise<number> {
    if (!UUID_PATTERN.test(outletId)) throw new Error(`purgePrefix: not an outlet id: ${outletId}`);
    if (!this.enabled) return 0;
    const { client, settings } = this.s3();
    await this.ready();
    const prefix = `${outletId.toLowerCase()}/${this.config.service}/`;
    let keys: string[] = [];
    let total = 0;
    const flush = async () => {
      if (!keys.length) return;
      await this.removeMany(keys);
      total += keys.length;
      keys = [];
    };
    for await (const item of client.listObjects(settings.bucket, prefix, true)) {
      const name = (item as { name?: string }).name;
      if (!name?.startsWith(prefix)) continue;
      keys.push(name);
      if (keys.length === 1000) await flush();
    }
    await flush();
    await this.db.transaction((tx) => tx.manager.query(`DELETE FROM pending_uploads`), {
      outletId,
    });
    return total;
  }

  private kind(name: string): UploadKind {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`upload kind ${name} is not declared in StorageModule.forRoot`);
    return kind;
  }

  private outletId(): string {
    const outletId = requestContext().outletId;
    if (!outletId) throw new Error('Storage needs the current outlet (an @OutletScoped operation)');
    return outletId.toLowerCase();
  }

  /** The current outlet when the key is one of its files of this service; else NOT_FOUND. */
  private ownKey(key: string): string {
    const outletId = this.outletId();
    const segments = typeof key === 'string' ? key.split('/') : [];
    const ours =
      segments.length >= 3 &&
      segments[0] === outletId &&
      segments[1] === this.config.service &&
      segments.every((s) => KEY_SEGMENT.test(s) && s !== '.' && s !== '..');
    if (!ours) throw new NotFoundError(StorageMessages.fileNotFound);
    return outletId;
  }

  private s3(): { client: Client; signer: Client; settings: StorageConfig } {
    if (!this.client || !this.signer || !this.settings) {
      throw new Error(
        'File storage is not configured: set S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY',
      );
    }
    return { client: this.client, signer: this.signer, settings: this.settings };
  }

  /** Creates the bucket when missing; a failure is retried by the next call. */
  private ready(): Promise<void> {
    this.bucketReady ??= (async () => {
      const { client, settings } = this.s3();
      if (!(await client.bucketExists(settings.bucket))) {
        await client.makeBucket(settings.bucket, settings.region).catch(async (e: unknown) => {
          // another replica made it first
          if (!(await client.bucketExists(settings.bucket))) throw e;
        });
        this.log.log(`created bucket ${settings.bucket}`);
      }
    })().catch((e: unknown) => {
      this.bucketReady = null;
      throw e;
    });
    return this.bucketReady;
  }

  /**
   * Moves an uploaded file to a key no presigned URL can write (the PUT URL stays valid for a few
   * minutes after attach), then checks the copy: size, then type. Null when refused (both gone).
   */
  private async keep(
    row: PendingRow,
    kind: UploadKind,
  ): Promise<{ key: string; size: number; contentType: string } | null> {
    const { client, settings } = this.s3();
    const uploaded = await this.sizeOf(row.key);
    if (uploaded === null) return null;
    if (uploaded < 1 || uploaded > kind.maxBytes) {
      await this.removeQuietly(row.key);
      return null;
    }
    const key = `${row.key.slice(0, row.key.lastIndexOf('/'))}/${randomUUID()}.${EXTENSIONS[row.content_type]}`;
    try {
      await client.copyObject(settings.bucket, key, `/${settings.bucket}/${row.key}`);
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
    await this.removeQuietly(row.key);
    const checked = await this.inspect(key, row.content_type, kind);
    if (!checked) {
      await this.removeQuietly(key);
      return null;
    }
    return { key, ...checked };
  }

  private async sizeOf(key: string): Promise<number | null> {
    const { client, settings } = this.s3();
    try {
      return (await client.statObject(settings.bucket, key)).size;
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  /** Size and type of a stored object, or null when it is not what the kind allows. */
  private async inspect(
    key: string,
    declared: string,
    kind: UploadKind,
  ): Promise<{ size: number; contentType: string } | null> {
    const { client, settings } = this.s3();
    const size = await this.sizeOf(key);
    if (size === null || size < 1 || size > kind.maxBytes) return null;
    if (!kind.contentTypes.includes(declared)) return null;
    if (TEXT_TYPES.includes(declared)) {
      // text is read whole (at most maxBytes): valid UTF-8 from the first byte to the last, no NUL
      const bytes = await readAll(await client.getObject(settings.bucket, key), kind.maxBytes);
      const content = TEXT_CONTENT_CHECKS[declared];
      // a binary type in disguise is refused (file-type may name XML itself: that is fine)
      const detected = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
      return isCleanText(bytes) &&
        (!detected || detected.mime === declared) &&
        (!content || content(new TextDecoder('utf-8').decode(bytes)))
        ? { size, contentType: declared }
        : null;
    }
    const head = await readAll(
      await client.getPartialObject(settings.bucket, key, 0, Math.min(SNIFF_BYTES, size)),
      SNIFF_BYTES,
    );
    const detected = await fileTypeFromBuffer(head);
    return detected?.mime === declared ? { size, contentType: declared } : null;
  }

  /** One multi-object delete; what it could not delete (s3rver races on shared folders), one by one. */
  private async removeMany(keys: string[]): Promise<void> {
    const { client, settings } = this.s3();
    let left = keys;
    try {
      const results = await client.removeObjects(settings.bucket, keys);
      left = results.flatMap((r) => (r?.Error?.Key ? [r.Error.Key] : []));
    } catch (e) {
      this.log.debug(`multi-object delete failed, deleting one by one: ${(e as Error).message}`);
    }
    for (const key of left) await client.removeObject(settings.bucket, key);
  }

  private async removeQuietly(key: string): Promise<void> {
    const { client, settings } = this.s3();
    await client.removeObject(settings.bucket, key).catch((e: Error) => {
      this.log.warn(`could not delete refused upload ${key}: ${e.message}`);
    });
  }
}

function clientFor(endpoint: string, s: StorageConfig): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s.accessKey,
    secretKey: s.secretKey,
    region: s.region, // known region: presigning needs no round trip
    pathStyle: true,
  });
}

function isNotFound(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}

/** Reads a stream into memory, refusing more than `limit` bytes. */
async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += buf.length;
    if (length > limit) {
      stream.destroy();
      throw new Error(`object larger than ${limit} bytes`);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/** Valid UTF-8 with no NUL byte. */
export function isCleanText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

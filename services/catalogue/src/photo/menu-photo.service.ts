import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Client } from 'minio';
import sharp from 'sharp';
import { CatalogueMessages } from '@mise/domain';
import {
  BadInputError,
  Db,
  defineUploadKind,
  FileTypes,
  NotFoundError,
  SERVICE_CONFIG,
  Storage,
  type StorageConfig,
} from '@mise/platform';
import type { CatalogueConfig } from '../config';
import { MenuItemEntity } from '../menu/menu-item.entity';
import type { MenuItemModel, MenuPhotoModel, PhotoUploadModel } from '../menu/menu-item.model';

const MB = 1024 * 1024;
export const MENU_PHOTO = 'menu-photo';
/** The crop the menu screen shows (spec 2 §9). */
export const PHOTO_SIZE = 300;

/** Menu photos (flows.md §6): PNG, JPEG or WEBP up to 5 MB under `menu-items/{id}/photo/`. */
export const uploadKinds = [
  defineUploadKind({
    kind: MENU_PHOTO,
    aggregate: 'menu-items',
    role: 'photo',
    contentTypes: [...FileTypes.photos],
    maxBytes: 5 * MB,
  }),
];

const M = CatalogueMessages.menuItem;

/**
 * One photo per menu item version (spec 2 §4): a presigned upload, then the platform's attach
 * (size, magic bytes), then a 300x300 PNG crop (sharp) stored next to it; the upload and the
 * previous photo are deleted. A new version or a duplicate gets a copy of the photo.
 */
@Injectable()
export class MenuPhotoService {
  private readonly log = new Logger('menu-photo');
  private readonly settings: StorageConfig | null;
  private readonly client: Client | null;

  constructor(
    @Inject(SERVICE_CONFIG) config: CatalogueConfig,
    private readonly storage: Storage,
    private readonly db: Db,
  ) {
    this.settings = config.storage;
    this.client = this.settings ? clientFor(this.settings) : null;
  }

  async requestUpload(menuItemId: string, contentType: string): Promise<PhotoUploadModel> {
    await this.db.outlet((tx) => tx.findOrNotFound(MenuItemEntity, { id: menuItemId }, M.notFound));
    const ticket = await this.storage.requestUpload({
      kind: MENU_PHOTO,
      parentId: menuItemId,
      fileName: 'photo',
      contentType,
      // the real size is checked when the photo is confirmed (at most 5 MB)
      size: 1,
    });
    return { url: ticket.url, headers: ticket.headers, key: ticket.key };
  }

  async confirm(menuItemId: string, key: string): Promise<void> {
    await this.db.outlet((tx) => tx.findOrNotFound(MenuItemEntity, { id: menuItemId }, M.notFound));
    const file = await this.storage.attach(key, MENU_PHOTO, { parentId: menuItemId });
    const { client, bucket } = this.s3();
    let png: Buffer;
    try {
      const original = await readAll(await client.getObject(bucket, file.key));
      png = await sharp(original)
        .rotate()
        .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' })
        .png()
        .toBuffer();
    } catch (e) {
      this.log.warn(`photo ${file.key} refused: ${(e as Error).message}`);
      await this.storage.delete(file.key);
      throw new BadInputError(M.photoFailed);
    }
    const photoKey = `${file.key.slice(0, file.key.lastIndexOf('/'))}/${randomUUID()}.png`;
    await client.putObject(bucket, photoKey, png, png.length, { 'Content-Type': 'image/png' });
    await this.storage.delete(file.key);
    const old = await this.setPhoto(menuItemId, photoKey).catch(async (e: unknown) => {
      await this.storage.delete(photoKey);
      throw e;
    });
    if (old) await this.deleteObjects([old]);
  }

  async remove(menuItemId: string): Promise<void> {
    const old = await this.setPhoto(menuItemId, null);
    if (old) await this.deleteObjects([old]);
  }

  /** A new version or a duplicate: its own copy of the source's photo (if any). */
  async copyToVersion(sourceId: string, targetId: string): Promise<void> {
    const source = await this.db.outlet((tx) =>
      tx.manager.getRepository(MenuItemEntity).findOneBy({ id: sourceId }),
    );
    if (!source?.photoKey || !this.client) return;
    const { client, bucket } = this.s3();
    const segments = source.photoKey.split('/');
    segments[3] = targetId;
    segments[segments.length - 1] = `${randomUUID()}.png`;
    const copy = segments.join('/');
    try {
      await client.copyObject(bucket, copy, `/${bucket}/${source.photoKey}`);
    } catch (e) {
      this.log.warn(`photo of ${sourceId} not copied: ${(e as Error).message}`);
      return;
    }
    await this.db.outlet((tx) =>
      tx.manager
        .getRepository(MenuItemEntity)
        .update({ id: targetId }, { photoKey: copy, photoUploadedAt: source.photoUploadedAt }),
    );
  }

  async photoOf(m: MenuItemModel): Promise<MenuPhotoModel | null> {
    if (!m.photoKey || !m.photoUploadedAt || !this.storage.enabled) return null;
    try {
      return { url: await this.storage.fileUrl(m.photoKey), uploadedAt: m.photoUploadedAt };
    } catch (e) {
      // a reference resolved outside its outlet's request: no URL to give
      if (e instanceof NotFoundError) return null;
      throw e;
    }
  }

  /** Deletes stored photos (after their rows are gone); a failure is logged, never thrown. */
  async deleteObjects(keys: readonly string[]): Promise<void> {
    if (!this.storage.enabled) return;
    for (const key of keys) {
      await this.storage.delete(key).catch((e: Error) => {
        this.log.warn(`photo ${key} not deleted: ${e.message}`);
      });
    }
  }

  /** Sets the version's photo; answers the key it replaced. */
  private setPhoto(menuItemId: string, photoKey: string | null): Promise<string | null> {
    return this.db.outlet(async (tx) => {
      const found = await tx.findOrNotFound(MenuItemEntity, { id: menuItemId }, M.notFound);
      const repo = tx.manager.getRepository(MenuItemEntity);
      const row = await repo.findOneOrFail({
        where: { id: found.id },
        lock: { mode: 'pessimistic_write' },
      });
      await repo.update(
        { id: row.id },
        { photoKey, photoUploadedAt: photoKey ? new Date() : null },
      );
      return row.photoKey;
    });
  }

  private s3(): { client: Client; bucket: string } {
    if (!this.client || !this.settings) {
      throw new Error(
        'File storage is not configured: set S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY',
      );
    }
    return { client: this.client, bucket: this.settings.bucket };
  }
}

function clientFor(s: StorageConfig): Client {
  const url = new URL(s.endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s.accessKey,
    secretKey: s.secretKey,
    region: s.region,
    pathStyle: true,
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

import { Inject, Injectable } from '@nestjs/common';
import { Client } from 'minio';
import { isUuid, SERVICE_CONFIG, type StorageConfig, type Tx } from '@mise/platform';
import type { IntegrationsConfig } from '../config';

/** The largest attachment Gmail takes in a message (25 MB), less the base64 growth. */
const LIMIT = 18 * 1024 * 1024;
/** The services whose files a mail may attach. */
const SENDERS = ['procurement'];

/**
 * Reads the PDF a mail request names from the platform's object store. The file is another
 * service's (`{outletId}/procurement/…`), so this reads it by key after checking the key's
 * shape and that its outlet belongs to the mail's owner (the tenancy's outlets projection).
 */
@Injectable()
export class AttachmentStore {
  private readonly settings: StorageConfig | null;
  private readonly client: Client | null;

  constructor(@Inject(SERVICE_CONFIG) config: IntegrationsConfig) {
    this.settings = config.storage;
    const s = this.settings;
    const url = s ? new URL(s.endpoint) : null;
    this.client =
      s && url
        ? new Client({
            endPoint: url.hostname,
            port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
            useSSL: url.protocol === 'https:',
            accessKey: s.accessKey,
            secretKey: s.secretKey,
            region: s.region,
            pathStyle: true,
          })
        : null;
  }

  /** The file's bytes, or null when the key is not the owner's or the file cannot be read. */
  async read(tx: Tx, ownerId: string, key: string): Promise<Buffer | null> {
    const segments = key.split('/');
    const [outletId, service] = segments;
    if (
      !this.client ||
      !this.settings ||
      segments.length < 3 ||
      !isUuid(outletId) ||
      !SENDERS.includes(service) ||
      segments.some((s) => !/^[\w.-]+$/.test(s) || s === '.' || s === '..')
    ) {
      return null;
    }
    const [outlet] = await tx.manager.query<Array<{ owner_id: string }>>(
      `SELECT owner_id FROM outlets WHERE id = $1`,
      [outletId],
    );
    if (outlet?.owner_id !== ownerId) return null;
    try {
      const stream = await this.client.getObject(this.settings.bucket, key);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of stream) {
        size += (chunk as Buffer).length;
        if (size > LIMIT) return null;
        chunks.push(chunk as Buffer);
      }
      return Buffer.concat(chunks);
    } catch {
      return null;
    }
  }
}

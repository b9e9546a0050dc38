import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@mise/platform';
import type { IntegrationsConfig, TokenKey } from '../config';

/** A secret sealed with one key: which key, and `iv (12) ‖ tag (16) ‖ ciphertext`. */
export interface Sealed {
  keyId: string;
  blob: Buffer;
}

/**
 * AES-256-GCM for tokens at rest (INTEGRATIONS_TOKEN_KEYS): the first key seals, any listed key
 * opens, so keys rotate by putting a new one first. The associated data binds a blob to its
 * owner and provider: a blob copied to another row does not open.
 */
@Injectable()
export class TokenCipher {
  private readonly keys: TokenKey[];

  constructor(@Inject(SERVICE_CONFIG) config: IntegrationsConfig) {
    this.keys = config.tokenKeys;
  }

  /** The id of the key that seals. */
  get keyId(): string {
    return this.keys[0].id;
  }

  seal(plain: string, context: string): Sealed {
    const { id, key } = this.keys[0];
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return { keyId: id, blob: Buffer.concat([iv, cipher.getAuthTag(), body]) };
  }

  open(sealed: Sealed, context: string): string {
    const found = this.keys.find((k) => k.id === sealed.keyId);
    if (!found) throw new Error(`token key ${sealed.keyId} is not configured`);
    const decipher = createDecipheriv('aes-256-gcm', found.key, sealed.blob.subarray(0, 12));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(sealed.blob.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.blob.subarray(28)), decipher.final()]).toString(
      'utf8',
    );
  }
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Db, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { ProcurementConfig } from '../config';

/** What a public link opens: a purchase order (supplier page) or an invoice (client page). */
export type PublicLinkKind = 'PO' | 'INVOICE';

/** The token of the fixed demo page (`/supplier-view/demo`): served demo data, never a row. */
export const DEMO_TOKEN = 'demo';

/** A token as made: 32 bytes (256 bits) in base64url, no padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A live link: the document it opens and the outlet it belongs to. */
export interface PublicLink {
  kind: PublicLinkKind;
  documentId: string;
  outletId: string;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Public links (flows.md §5): a 256-bit token per document, looked up by its sha256 only.
 * The token is base64url(HMAC-SHA256(PUBLIC_LINK_SECRET, `{kind}:{documentId}:{nonce}`)) with a
 * random 32-byte nonce kept per link: unguessable without the secret, and derivable again by the
 * owner side to show the link (`responseLink`, the PDF's QR code) without storing the token.
 * Revoking keeps the row (the token stays a miss forever); `create` after a revoke makes a new
 * nonce, so an old token never comes back.
 */
@Injectable()
export class PublicLinks {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ProcurementConfig,
    private readonly db: Db,
  ) {}

  /** Makes the document's link in the caller's transaction (a live one is kept); its token. */
  async create(
    tx: Tx,
    link: { kind: PublicLinkKind; documentId: string; outletId: string },
  ): Promise<string> {
    const nonce = randomBytes(32);
    const token = this.token(link.kind, link.documentId, nonce);
    const rows: Array<{ nonce: Buffer }> = await tx.manager.query(
      `INSERT INTO public_links (token_hash, kind, document_id, outlet_id, nonce)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, document_id) DO UPDATE
          SET token_hash = CASE WHEN public_links.revoked_at IS NULL
                                THEN public_links.token_hash ELSE EXCLUDED.token_hash END,
              nonce = CASE WHEN public_links.revoked_at IS NULL
                           THEN public_links.nonce ELSE EXCLUDED.nonce END,
              revoked_at = NULL
        WHERE public_links.outlet_id = EXCLUDED.outlet_id
       RETURNING nonce`,
      [sha256(token), link.kind, link.documentId, link.outletId, nonce],
    );
    if (!rows[0]) throw new Error(`public link of ${link.kind} ${link.documentId}: other outlet`);
    return this.token(link.kind, link.documentId, rows[0].nonce);
  }

  /** Revokes the document's link in the caller's transaction: its token is a miss from now on. */
  async revoke(tx: Tx, kind: PublicLinkKind, documentId: string): Promise<void> {
    await tx.manager.query(
      `UPDATE public_links SET revoked_at = now()
        WHERE kind = $1 AND document_id = $2 AND revoked_at IS NULL AND outlet_id = $3`,
      [kind, documentId, tx.outletId],
    );
  }

  /**
   * The live link of a visitor's token; null for any miss (malformed, unknown, revoked), with no
   * difference a caller could tell. One statement, outside any outlet (the token names it).
   */
  async resolve(token: unknown, kind: PublicLinkKind): Promise<PublicLink | null> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
    const rows: Array<{ document_id: string; outlet_id: string }> = await this.db.unscopedRead(
      (tx) =>
        tx.manager.query(
          `SELECT document_id, outlet_id FROM public_links
            WHERE token_hash = $1 AND kind = $2 AND revoked_at IS NULL`,
          [sha256(token), kind],
        ),
    );
    const row = rows[0];
    return row ? { kind, documentId: row.document_id, outletId: row.outlet_id } : null;
  }

  /** The live tokens of documents of one outlet (one statement for a page of them). */
  async tokens(
    tx: Tx,
    outletId: string,
    kind: PublicLinkKind,
    documentIds: readonly string[],
  ): Promise<Map<string, string>> {
    const rows: Array<{ document_id: string; nonce: Buffer }> = await tx.manager.query(
      `SELECT document_id, nonce FROM public_links
        WHERE outlet_id = $1 AND kind = $2 AND document_id = ANY($3::uuid[]) AND revoked_at IS NULL`,
      [outletId, kind, documentIds],
    );
    return new Map(rows.map((r) => [r.document_id, this.token(kind, r.document_id, r.nonce)]));
  }

  /** The absolute URL of a page of the web app (WEB_ORIGIN + path). */
  url(path: string): string {
    return `${this.config.webOrigin}${path}`;
  }

  private token(kind: PublicLinkKind, documentId: string, nonce: Buffer): string {
    return createHmac('sha256', this.config.publicLinkSecret)
      .update(`${kind.toLowerCase()}:${documentId.toLowerCase()}:${nonce.toString('hex')}`)
      .digest('base64url');
  }
}

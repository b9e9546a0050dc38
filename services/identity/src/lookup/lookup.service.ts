import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Db, isUuid, RpcHandler } from '@mise/platform';
import { AdminSettingEntity } from '../admin/admin-setting.entity';
import { enabledAddOns } from '../outlet-billing/outlet-billing.service';
import { OutletEntity } from '../outlet/outlet.entity';
import { outletUpdatedEvent } from '../outlet/outlet.service';
import { OwnerEntity } from '../owner/owner.entity';
import { ownerUpdatedEvent } from '../owner/owner.service';
import {
  type AdminSettingLookupRow,
  IDENTITY_LOOKUP_SUBJECT,
  type IdentityLookupReply,
  type IdentityLookupRequest,
  MAX_LOOKUP_IDS,
  type OutletLookupRow,
  type OwnerLookupRow,
} from './lookup.contract';

/** An outlet's row: its `identity.outlet.updated` state plus the numbers of `.created`. */
export function outletRow(o: OutletEntity): OutletLookupRow {
  const { changedFields: _changed, ...state } = outletUpdatedEvent(o, []);
  return {
    ...state,
    outletNumber: String(o.outletNumber),
    maskedOutletNumber: o.maskedOutletNumber,
  };
}

/** An owner's row is its `identity.owner.updated` payload. */
export const ownerRow: (o: OwnerEntity) => OwnerLookupRow = ownerUpdatedEvent;

/**
 * Answers `rpc.identity.lookup`: another service missing an owner, outlet or the admin setting
 * from its projection asks for the current row (with its revision) and upserts it. A deleted or
 * unknown id is simply absent from `rows`; a malformed request answers no rows.
 *
 * - `outlet`: the outlets of `ids`, or else the request's `outletId`, with their enabled
 *   billing add-ons (`billings`).
 * - `owner`: the owners of `ids`, or of `email`, or else the owner of `outletId`.
 * - `admin-setting`: the settings of `ids` (keys), or else every setting.
 */
@Injectable()
export class LookupService {
  constructor(private readonly db: Db) {}

  @RpcHandler(IDENTITY_LOOKUP_SUBJECT)
  lookup(data: unknown): Promise<IdentityLookupReply> {
    const request = (
      data && typeof data === 'object' ? data : {}
    ) as Partial<IdentityLookupRequest>;
    const ids = Array.isArray(request.ids)
      ? request.ids.filter((id): id is string => typeof id === 'string').slice(0, MAX_LOOKUP_IDS)
      : undefined;
    const outletId = typeof request.outletId === 'string' ? request.outletId : '';
    const email = typeof request.email === 'string' ? request.email.trim().toLowerCase() : '';
    // Reads of tenant roots only: each statement on its own, no transaction.
    return this.db.unscopedRead(async (tx): Promise<IdentityLookupReply> => {
      const outlets = tx.manager.getRepository(OutletEntity);
      const owners = tx.manager.getRepository(OwnerEntity);
      switch (request.kind) {
        case 'outlet': {
          const wanted = (ids ?? [outletId]).filter(isUuid);
          if (!wanted.length) return { rows: [] };
          const rows = (await outlets.findBy({ id: In(wanted) })).map(outletRow);
          // the enabled add-ons are under the outlet's row-level security: read in its scope
          for (const row of rows) {
            row.billings = await this.db.forOutlet(row.outletId, (scoped) =>
              enabledAddOns(scoped, row.outletId),
            );
          }
          return { rows };
        }
        case 'owner': {
          if (ids) {
            const wanted = ids.filter(isUuid);
            if (!wanted.length) return { rows: [] };
            return { rows: (await owners.findBy({ id: In(wanted) })).map(ownerRow) };
          }
          if (email) return { rows: (await owners.findBy({ email })).map(ownerRow) };
          if (!isUuid(outletId)) return { rows: [] };
          const outlet = await outlets.findOneBy({ id: outletId });
          if (!outlet) return { rows: [] };
          return { rows: (await owners.findBy({ id: outlet.ownerId })).map(ownerRow) };
        }
        case 'admin-setting': {
          const settings = tx.manager.getRepository(AdminSettingEntity);
          const rows = ids ? await settings.findBy({ key: In(ids) }) : await settings.find();
          return {
            rows: rows.map((s): AdminSettingLookupRow => ({
              key: s.key as AdminSettingLookupRow['key'],
              value: s.value as boolean,
              revision: s.revision,
            })),
          };
        }
        default:
          return { rows: [] };
      }
    });
  }
}

import { Injectable } from '@nestjs/common';
import {
  checkRejectReason,
  MAX_LIVE_ORDERS,
  nextStatus,
  type OrderAction,
  OrderingMessages as M,
  transitionError,
} from '@mise/domain';
import { BadInputError, ConflictError, Db, isUuid, NotFoundError } from '@mise/platform';
import { AppOrderEntity } from './app-order.entity';
import { OrderStatus } from '@mise/contracts';
import type { LiveOrderModel } from './app-order.model';
import { liveView } from './order-views';

/** The column each move stamps. */
const STAMP = {
  confirm: 'confirmedAt',
  reject: 'rejectedAt',
  serve: 'servedAt',
} as const satisfies Record<OrderAction, keyof AppOrderEntity>;

/**
 * The waiter's and the kitchen's dashboards (issue 12): the current outlet's orders by status,
 * oldest first, in one statement; each move under the order's row lock, refused with the
 * waiter's words when the order is no longer where the move starts (another tablet moved it).
 */
@Injectable()
export class LiveOrderService {
  constructor(private readonly db: Db) {}

  list(status: OrderStatus, limit: number): Promise<LiveOrderModel[]> {
    if (!(status in OrderStatus)) throw new BadInputError('Unknown order status', 'status');
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIVE_ORDERS) {
      throw new BadInputError(M.limitInvalid, 'limit');
    }
    return this.db.outlet(async (tx) => {
      const rows = await tx.manager.getRepository(AppOrderEntity).find({
        where: { status },
        order: { orderTimestamp: 'ASC', createdAt: 'ASC', id: 'ASC' },
        take: limit,
      });
      return rows.map(liveView);
    });
  }

  confirm(id: string): Promise<LiveOrderModel> {
    return this.move(id, 'confirm');
  }

  reject(id: string, reason: string): Promise<LiveOrderModel> {
    const checked = checkRejectReason(reason);
    if ('error' in checked) throw new BadInputError(checked.error, 'reason');
    return this.move(id, 'reject', checked.reason);
  }

  serve(id: string): Promise<LiveOrderModel> {
    return this.move(id, 'serve');
  }

  private move(id: string, action: OrderAction, reason?: string): Promise<LiveOrderModel> {
    if (!isUuid(id)) throw new NotFoundError(M.notFound);
    return this.db.outlet(async (tx) => {
      const repo = tx.manager.getRepository(AppOrderEntity);
      const order = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new NotFoundError(M.notFound);
      const refused = transitionError(action, order.status);
      if (refused) throw new ConflictError(refused);
      const changes: Partial<AppOrderEntity> = {
        status: nextStatus(action),
        [STAMP[action]]: new Date(),
        ...(reason !== undefined && { rejectReason: reason }),
      };
      await repo.update({ id: order.id }, changes);
      return liveView({ ...order, ...changes });
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { PageArgs } from '@mise/platform';
import type {
  BatchAdjustmentConnectionModel,
  BatchAdjustmentModel,
} from './batch-adjustment.model';

const TODO = () => Promise.reject(new Error('not implemented yet'));

@Injectable()
export class BatchAdjustmentService {
  list(_id: string, _page: PageArgs): Promise<BatchAdjustmentConnectionModel> {
    return TODO();
  }
  create(_input: unknown): Promise<BatchAdjustmentModel> {
    return TODO();
  }
  update(_id: string, _input: unknown): Promise<BatchAdjustmentModel> {
    return TODO();
  }
  delete(_id: string): Promise<boolean> {
    return TODO();
  }
}

import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Connection } from '@mise/platform';
import type { OutletTableEntity } from './outlet-table.entity';

@ObjectType('OutletTable')
export class OutletTableModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  createdAt!: Date;

  outletId!: string;

  static from(row: OutletTableEntity): OutletTableModel {
    return { id: row.id, name: row.name, createdAt: row.createdAt, outletId: row.outletId };
  }
}

@ObjectType('OutletTableConnection')
export class OutletTableConnectionModel extends Connection(OutletTableModel) {}

import { Module } from '@nestjs/common';
import { ReferencesListener } from './references.listener';
import { ReferencesProjection } from './references.projection';

/** Finance's projections of suppliers, ingredients and inventory items, and their requests. */
@Module({
  providers: [ReferencesProjection, ReferencesListener],
  exports: [ReferencesProjection],
})
export class ReferencesModule {}

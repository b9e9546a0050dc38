import { type DynamicModule, Global, Module } from '@nestjs/common';
import { OUTLET_PURGE_HOOK, type OutletPurgeHook } from '../tenancy/purge-hook';
import { Storage, UPLOAD_KINDS } from './storage.service';
import type { UploadKind } from './upload-kinds';

export interface StorageOptions {
  /** The kinds of file this service accepts (`defineUploadKind`). */
  kinds: UploadKind[];
}

/**
 * File storage for a service: import once in its AppModule, next to PlatformModule, with its
 * upload kinds, and list `StorageTables1760000000050` in its migrations. Inject `Storage`. It also
 * plugs the outlet's prefix purge into the tenancy's purge on `identity.outlet.deleted`.
 */
@Global()
@Module({})
export class StorageModule {
  static forRoot(options: StorageOptions): DynamicModule {
    return {
      module: StorageModule,
      providers: [
        { provide: UPLOAD_KINDS, useValue: options.kinds },
        Storage,
        {
          provide: OUTLET_PURGE_HOOK,
          useFactory: (storage: Storage): OutletPurgeHook => ({
            purgeOutlet: async (outletId) => {
              await storage.purgePrefix(outletId);
            },
          }),
          inject: [Storage],
        },
      ],
      exports: [Storage],
    };
  }
}

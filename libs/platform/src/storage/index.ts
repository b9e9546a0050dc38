export * from './presign';
export * from './storage.module';
export * from './storage.service';
export * from './upload-kinds';
export * from './upload.model';
export * from '../db/storage-tables.migration';

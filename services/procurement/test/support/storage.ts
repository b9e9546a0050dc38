import { startTestS3, type TestS3 } from '@mise/testing';
import { type ProcurementTestApp, startProcurement } from '../helpers';

/** A small file whose first bytes say PDF (what the magic-byte check reads). */
export const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
  Buffer.alloc(200, 32),
]);

/** procurement with file storage on (the test kit's S3); `close` stops both. */
export async function startWithStorage(
  env: Record<string, string> = {},
): Promise<{ s3: TestS3; t: ProcurementTestApp; close: () => Promise<void> }> {
  const s3 = await startTestS3();
  const t = await startProcurement({ ...s3.env, ...env });
  return {
    s3,
    t,
    close: async () => {
      await t.close();
      await s3.close();
    },
  };
}

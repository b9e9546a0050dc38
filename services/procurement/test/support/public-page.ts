import { randomBytes } from 'node:crypto';
import type { ProcurementTestApp } from '../helpers';
import { PDF_BYTES } from './storage';

/** A presigned PUT as the public pages' upload mutations answer it. */
export interface PublicTicket {
  key: string;
  url: string;
  headers: Array<{ name: string; value: string }>;
}

/** A fresh client address per call (the miss limit counts per address), under `prefix`. */
export const newIp = (prefix: string) =>
  `${prefix}.${Math.floor(Math.random() * 250) + 1}-${randomBytes(3).toString('hex')}`;
/** A token of the right shape that no link has. */
export const validLooking = () => randomBytes(32).toString('base64url');

/** The root fields of one public page (the supplier's or the client's). */
interface PageFields {
  view: string;
  pdf: string;
  requestUpload: string;
  attach: string;
  deleteUpload: string;
}

/**
 * A public page's calls by token, each from a fresh address (`ipPrefix`) unless `ip` is given;
 * `fields` is what the page's document answers, `fileName` the uploaded file's name.
 */
export function publicPage<View, F extends PageFields>(
  app: () => ProcurementTestApp,
  f: F,
  { fields, fileName, ipPrefix }: { fields: string; fileName: string; ipPrefix: string },
) {
  const call = <T>(query: string, variables: Record<string, unknown>, ip = newIp(ipPrefix)) =>
    app().gql<T>(query, variables, { headers: { 'x-client-ip': ip } });
  return {
    call,
    /** a fresh address of the page's range */
    newIp: () => newIp(ipPrefix),
    view: (token: string, ip?: string) =>
      call<Record<F['view'], View | null>>(
        `query($t: String!) { ${f.view}(token: $t) { ${fields} } }`,
        { t: token },
        ip,
      ),
    pdf: (token: string, ip?: string) =>
      call<Record<F['pdf'], string | null>>(
        `query($t: String!) { ${f.pdf}(token: $t) }`,
        { t: token },
        ip,
      ),
    requestUpload: (
      token: string,
      contentType = 'application/pdf',
      size = PDF_BYTES.length,
      ip?: string,
    ) =>
      call<Record<F['requestUpload'], PublicTicket>>(
        `mutation($t: String!, $c: String!, $s: Int!) {
           ${f.requestUpload}(token: $t, fileName: "${fileName}", contentType: $c, size: $s) { key url headers { name value } } }`,
        { t: token, c: contentType, s: size },
        ip,
      ),
    attach: (token: string, key: string, ip?: string) =>
      call<Record<F['attach'], View>>(
        `mutation($t: String!, $k: String!) { ${f.attach}(token: $t, key: $k) { ${fields} } }`,
        { t: token, k: key },
        ip,
      ),
    deleteUpload: (token: string, uploadId: string, ip?: string) =>
      call<Record<F['deleteUpload'], View>>(
        `mutation($t: String!, $u: ID!) { ${f.deleteUpload}(token: $t, uploadId: $u) { ${fields} } }`,
        { t: token, u: uploadId },
        ip,
      ),
  };
}

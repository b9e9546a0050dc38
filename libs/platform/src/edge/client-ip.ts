import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the gateway sets to the client's IP for every subgraph (any client-sent one is replaced). */
export const CLIENT_IP_HEADER = 'x-client-ip';
/**
 * The header proving a request comes from the gateway: `GATEWAY_EDGE_SECRET`, shared by the
 * gateway and the subgraphs. A subgraph believes `X-Client-IP` only with it.
 */
export const GATEWAY_EDGE_HEADER = 'x-gateway-edge';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when `sent` (a header value) is the gateway's secret; compared in constant time. */
export function isFromGateway(sent: unknown, secret: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(secret));
}

/**
 * The client's IP as a subgraph sees it: the gateway's `X-Client-IP` when the request carries
 * the gateway's secret (`X-Gateway-Edge`), else the socket's address: a client calling a
 * subgraph directly cannot choose the address it is counted under. With no secret configured
 * (`secret` null: tests and bare development runs; production requires one) `X-Client-IP` is
 * believed as sent.
 */
export function subgraphClientIp(
  headers: Record<string, string | string[] | undefined>,
  remoteAddress: string | undefined,
  secret: string | null,
): string {
  const forwarded = headers[CLIENT_IP_HEADER];
  const trusted = secret === null || isFromGateway(headers[GATEWAY_EDGE_HEADER], secret);
  if (trusted && typeof forwarded === 'string' && forwarded.trim()) return forwarded.trim();
  return normalize(remoteAddress ?? 'unknown');
}

const normalize = (ip: string): string => ip.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * The client's IP behind `trustedHops` proxies of our own (load balancer, ingress): the address
 * that many entries from the right of `X-Forwarded-For` + the socket address. With 0 hops the
 * socket address; entries a client adds on the left are never trusted.
 */
export function clientIp(
  forwardedFor: string | string[] | undefined,
  remoteAddress: string | undefined,
  trustedHops: number,
): string {
  const remote = normalize(remoteAddress ?? 'unknown');
  if (trustedHops <= 0) return remote;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map(normalize)
    .filter(Boolean);
  const chain = [...forwarded, remote];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}

/** The header the gateway sets to the client's IP for every subgraph (any client-sent one is replaced). */
export const CLIENT_IP_HEADER = 'x-client-ip';

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

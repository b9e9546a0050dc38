import http from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A POST written chunk by chunk on a raw socket (what `fetch` cannot: a declared length it never
 * sends, a body left open). Resolves with the first answer, or rejects after `timeoutMs` when the
 * server keeps waiting for bytes.
 */
export function sendRaw(
  baseUrl: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    chunks: Buffer[];
    /** end the request after the chunks (default true) */
    end?: boolean;
    timeoutMs?: number;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method: 'POST', headers: options.headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer from ${path} within ${options.timeoutMs ?? 5000} ms`));
    }, options.timeoutMs ?? 5000);
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') });
      });
    });
    // the server may close the socket after answering: its answer is what counts
    req.on('error', (error) => {
      if (!req.destroyed) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const write = async () => {
      for (const chunk of options.chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      if (options.end !== false) req.end();
    };
    void write().catch(() => undefined);
  });
}

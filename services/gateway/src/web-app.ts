import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import { OWN_PATHS, underPath } from './http-edge';

/** Built assets worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The hashed assets of web/dist (`/assets/*`) gzipped once at start (level 9) and answered to a
 * browser that accepts gzip: a phone on a slow network downloads the guest page's 80 KB, not its
 * 250 KB. Others (and anything not under /assets) fall through to the static files.
 */
function gzippedAssets(webDist: string): RequestHandler {
  const dir = path.join(webDist, 'assets');
  const gzipped = new Map<string, Buffer>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (!COMPRESSIBLE.test(name)) continue;
      const body = gzipSync(readFileSync(path.join(dir, name)), {
        level: zlibConstants.Z_BEST_COMPRESSION,
      });
      gzipped.set(`/assets/${name}`, body);
    }
  }
  return (req, res, next) => {
    const body = gzipped.get(req.path);
    if (!body || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      next();
      return;
    }
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** The guest ordering page's paths (a table's QR link): answered with the page's own entry. */
const ORDER_PAGE_PATH = '/order';
/**
 * The supplier page and the PO PDF page (a purchase order's links) and the client page (an
 * invoice's link): their own small entry.
 */
const SUPPLIER_PAGE_PATHS = ['/supplier-view', '/po-view', '/client-view'];

/**
 * The built web app at `/`, with index.html for any other GET (client-side routes), and the
 * guest ordering page's own entry (order.html: no back-office bundle) for `/order` and
 * `/order/*`, and the public link pages' (supplier.html) for `/supplier-view/*`, `/po-view/*` and
 * `/client-view/*`.
 */
export function webApp(webDist: string): express.Router {
  const router = express.Router();
  const index = path.join(webDist, 'index.html');
  const orderPage = path.join(webDist, 'order.html');
  const supplierPage = path.join(webDist, 'supplier.html');
  router.use(gzippedAssets(webDist));
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  router.use((req, res, next) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (!isPage || OWN_PATHS.some((prefix) => underPath(req.path, prefix))) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const page = underPath(req.path, ORDER_PAGE_PATH)
      ? orderPage
      : SUPPLIER_PAGE_PATHS.some((prefix) => underPath(req.path, prefix))
        ? supplierPage
        : index;
    res.sendFile(page, (error) => {
      if (error) next(error);
    });
  });
  return router;
}

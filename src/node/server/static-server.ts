import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../security/headers-file.ts';
import { parseRedirectsFile, redirectFor, type RedirectRule } from './redirects-file.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.md', '.svg', '.webmanifest']);

export interface StaticServerOptions {
  /** The built site (dist/). */
  root: string;
  /** The base path the site was built for: '/' or '/preview/x/'. */
  base?: string;
  /** Gzip text responses when the client accepts it, as a CDN would. */
  gzip?: boolean;
  port?: number;
  /** Send the headers dist/_headers asks for, as Netlify and Cloudflare Pages do (default: true). */
  headersFile?: boolean;
  /**
   * Follow dist/_redirects, as Cloudflare Pages does: before any file, even the page the build leaves at the old
   * address (default: true). Off, the server is a host that reads no _redirects, such as GitHub Pages.
   */
  redirectsFile?: boolean;
  /**
   * Serve over TLS with HTTP/2, as the hosts the site goes to do (HTTP/1.1 for a client that does not offer HTTP/2):
   * a key and certificate in PEM. Without it, plain HTTP/1.1.
   */
  tls?: { key: string; cert: string };
}

export interface RunningServer {
  /** The site's address, base path included, with a trailing slash. */
  url: string;
  close: () => Promise<void>;
}

/** Where a request path is in the built site: `/x` and `/x/` → `x/index.html`; null when outside base. */
export function fileForPath(requestPath: string, base: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  const baseNoSlash = base.replace(/\/$/, '');
  if (pathname !== baseNoSlash && !pathname.startsWith(`${baseNoSlash}/`)) return null;
  const inside = pathname.slice(baseNoSlash.length) || '/';
  if (inside.split('/').includes('..')) return null;
  return inside.endsWith('/') ? `${inside}index.html` : inside;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** Serves a built site the way a static host does: pretty URLs, 404.html with status 404, _headers and _redirects. */
export function startStaticServer({
  root,
  base = '/',
  gzip = false,
  port = 0,
  headersFile = true,
  redirectsFile = true,
  tls,
}: StaticServerOptions): Promise<RunningServer> {
  const headersPath = path.join(root, '_headers');
  const rules: HeaderRule[] =
    headersFile && existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8')) : [];
  const redirectsPath = path.join(root, '_redirects');
  const redirects: RedirectRule[] =
    redirectsFile && existsSync(redirectsPath) ? parseRedirectsFile(readFileSync(redirectsPath, 'utf8')) : [];
  // HTTP/2's compatibility API hands the handler the same request and response calls as node:http's.
  const respond = async (
    request: http.IncomingMessage | http2.Http2ServerRequest,
    response: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    const requestPath = (request.url ?? '/').split('?')[0]!;
    const redirect = redirectFor(redirects, requestPath);
    if (redirect) {
      response.writeHead(redirect.status, { ...headersForPath(rules, requestPath), Location: redirect.to });
      response.end();
      return;
    }
    let relative = fileForPath(request.url ?? '/', base);
    // Hosts read _headers and _redirects; they never serve them.
    if (relative === '/_headers' || relative === '/_redirects') relative = null;
    let file = relative && path.join(root, relative);
    let status = 200;
    if (file && !(await isFile(file))) {
      // `/x` is served from `x/index.html`, as static hosts do.
      file = path.extname(file) ? null : path.join(file, 'index.html');
      if (file && !(await isFile(file))) file = null;
    }
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const extension = path.extname(file);
    const { 'Content-Type': ruleType, ...ruleHeaders } = headersForPath(rules, requestPath);
    const headers: http.OutgoingHttpHeaders = {
      ...ruleHeaders,
      // A type _headers sets wins over the one the extension gives (llms.txt is Markdown), but not for the not-found
      // page served in place of a missing file.
      'Content-Type': (status === 200 && ruleType) || (contentTypes[extension] ?? 'application/octet-stream'),
    };
    const zip = gzip && compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
    if (zip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const body = createReadStream(file);
    (zip ? body.pipe(createGzip()) : body).pipe(response);
  };
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, respond) : http.createServer(respond);
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `${tls ? 'https' : 'http'}://127.0.0.1:${actual}${base}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

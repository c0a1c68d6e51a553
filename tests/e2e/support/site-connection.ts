import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * One test's way to a built site: an HTTP relay on a port of its own in front of the site's server, which the test
 * can cut ("offline") and restore. Classic WebDriver, which drives WebKit, has no network emulation, and Firefox's
 * BiDi has none that covers a service worker's own requests; a connection refused at the host is the same failure
 * either way. Its own port is its own origin: a first visit with empty storage and no service worker, in a browser
 * whose profile other tests share.
 */
export interface SiteConnection {
  /** The site's address through this connection, base path included, with a trailing slash. */
  url: string;
  /** From now on every request fails as if the network were gone, and connections kept open are closed. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export interface SiteConnectionOptions {
  /**
   * Whether pages may install the offline worker. Off unless asked: on a first visit the worker, once the page is
   * idle, downloads the guide with its pictures, about a fifth of a test's CPU, for nothing most tests look at. Off,
   * the host answers its script with a 404, which the site's registration takes quietly (src/client/behaviours).
   */
  serviceWorker?: boolean;
}

/** Opens a connection to the site served at `site` (its address, base path included). */
export async function connectTo(
  site: string,
  { serviceWorker = false }: SiteConnectionOptions = {},
): Promise<SiteConnection> {
  const target = new URL(site);
  const workerPath = `${target.pathname}sw.js`;
  const sockets = new Set<Socket>();
  let cut = false;
  const relay = http.createServer((request, response) => {
    if (cut) return request.socket.destroy();
    if (!serviceWorker && request.url?.split('?')[0] === workerPath) return response.writeHead(404).end();
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  relay.on('connection', (socket) => {
    if (cut) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => relay.listen(0, '127.0.0.1', listening));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => closed());
      }),
  };
}

import type { Plugin } from 'vite';
import { OPEN_IN_EDITOR } from '../../lib/edit-link.ts';

/**
 * `npm start`: the pages' "Edit this page" link (src/layout/EditLink.tsx) asks Vite's dev server to open the page's
 * file in the editor. Vite answers with an empty page, which the browser would show in place of the page; answered
 * with 204 No Content instead, the browser stays on the page the link was clicked on. (A request Vite refuses keeps
 * the error status it sets.)
 */
export function openInEditorPlugin(): Plugin {
  return {
    name: 'family-site:open-in-editor',
    apply: 'serve',
    configureServer(server) {
      // Added here, before Vite's own middlewares, so it sees the request before Vite's answers it.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.originalUrl ?? '/', 'http://localhost');
        if (pathname === `${server.config.base}${OPEN_IN_EDITOR}`) response.statusCode = 204;
        next();
      });
    },
  };
}

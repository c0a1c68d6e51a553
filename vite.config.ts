import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { normaliseBasePath } from './src/lib/base-path.ts';
import { contentPlugin } from './src/node/mdx/vite-plugin-content.ts';
import { devPagesPlugin } from './src/node/server/vite-plugin-dev-pages.ts';
import { openInEditorPlugin } from './src/node/server/vite-plugin-open-in-editor.ts';
import { islandsPlugin } from './src/node/render/vite-plugin-islands.ts';
import { picturesPlugin } from './src/node/pictures/vite-plugin-pictures.ts';
import { injectedStylesPlugin } from './src/node/security/vite-plugin-injected-styles.ts';
import { tailwindOnFirstStylesheet } from './src/node/styles/tailwind-on-first-stylesheet.ts';

export default defineConfig({
  base: normaliseBasePath(process.env.BASE_PATH),
  // Pages are rendered on the server (devPagesPlugin, and pre-rendered by the build), never as a single-page app.
  appType: 'custom',
  plugins: [
    devPagesPlugin(),
    openInEditorPlugin(),
    picturesPlugin(),
    islandsPlugin(),
    injectedStylesPlugin(),
    // MDX must be compiled before React's plugin sees the JSX it produces.
    contentPlugin(),
    react({ include: /\.(mdx|tsx?)$/ }),
    // @tailwindcss/vite, imported when the first stylesheet compiles: the first page's HTML has no need of it.
    tailwindOnFirstStylesheet(),
  ],
  server: {
    // Compiled as soon as the server listens, while the browser is still being opened: the server render's entry
    // (the layout, the components, the router), and the page's script with what it imports, the stylesheet among
    // them. Compiled when the browser asked for them, after the HTML, they held the styled page up by Tailwind's
    // compile; beside the render, the stylesheet is ready as the HTML arrives. Each page compiles on its own first visit.
    warmup: { ssrFiles: ['./src/node/render/entry-server.tsx'], clientFiles: ['./src/client/main.ts'] },
  },
  resolve: {
    // Packages keep the address they have in the project (node_modules/react/…), not where a symlinked
    // node_modules really is: the visual review's base worktree and the tests' project copies link the project's
    // node_modules, and the bundler orders modules by address, so a build's chunk names changed with how the
    // project's folder sorted against the real node_modules (every page of a review differing by its scripts).
    preserveSymlinks: true,
  },
  css: {
    lightningcss: {
      // The minifier would rewrite light-dark() into variables resolved where a colour token is declared (<html>),
      // so a band that keeps the light scheme (color-scheme: light, src/styles/dark.css) could not: the stylesheet
      // offers light-dark() only to browsers that have it (@supports), and the others stay light.
      exclude: Features.LightDark,
    },
  },
  build: {
    // Browsers from the last few years; keeps the bundle free of legacy transforms.
    target: 'es2022',
    // Those browsers all support <link rel="modulepreload">: no polyfill in every page's script.
    modulePreload: { polyfill: false },
    // Rolldown warns when plugins take most of a build over 3 s: the MDX compile always does on a busy machine, and
    // the warning told CI's slow runner nothing but broke the build's one-line error output (build-stops.test.ts).
    // npm run bench:scale measures the compile instead.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});

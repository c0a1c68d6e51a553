import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { normaliseBasePath } from './src/build/base-path.ts';
import { contentPlugin } from './src/build/vite-plugin-content.ts';
import { contentHotReload } from './src/build/vite-plugin-content-hot-reload.ts';

export default defineConfig({
  base: normaliseBasePath(process.env.BASE_PATH),
  plugins: [
    // MDX must be compiled before React's plugin sees the JSX it produces.
    contentHotReload(),
    contentPlugin(),
    react({ include: /\.(mdx|tsx?)$/ }),
    tailwindcss(),
  ],
  build: {
    // Browsers from the last few years; keeps the bundle free of legacy transforms.
    target: 'es2022',
  },
});

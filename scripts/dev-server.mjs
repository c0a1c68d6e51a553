// npm start (after ensure-deps) and npm run dev: Vite's own command line, in this process, with its arguments.
//
// Vite parses every module vite.config.ts bundles (about 120: the content check and the MDX pipeline it imports
// lazily) to warn about what a future Node-native config loader would not support, about 0.25 s of each start before
// the first page. That loader needs a Node that runs TypeScript itself (22.6+); this project runs on Node 20, so the
// warning has nothing to say here and the scan is skipped.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
await import(new URL('../node_modules/vite/bin/vite.js', import.meta.url).href);

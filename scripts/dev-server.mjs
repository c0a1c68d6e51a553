// npm start (after scripts/ensure-deps.mjs, preloaded in this process) and npm run dev: Vite's own command line, in
// this process, with its arguments.
//
// Vite parses every module vite.config.ts bundles (about 120: the content check and the MDX pipeline it imports
// lazily) to warn about what its Node-native config loader would not support, about 0.1 s of each start before the
// first page. The config already loads natively (the scan finds nothing), but the project keeps the bundling loader:
// it lists every module the config is built from, which the page compile cache is keyed on, where the native loader
// sees only those imported statically. So the scan has nothing to say here and is skipped.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
await import(new URL('../node_modules/vite/bin/vite.js', import.meta.url).href);

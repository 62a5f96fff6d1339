/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Injected by vite.config.ts `define`: the package version, part of the cache buster. */
declare const __APP_VERSION__: string;

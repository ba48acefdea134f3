import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compiledCatalogues } from "./src/i18n/vite-plugin.ts";

const clientRoot = fileURLToPath(new URL("./src/client", import.meta.url));
const outDir = fileURLToPath(new URL("./dist/client", import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every text file
 * of the build larger than 1 KB, once, so the server sends them without compressing per request
 * (ADR 014). A copy that is not smaller than the file is not written.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const source = fs.readFileSync(file);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: 9 }),
          ]);
          if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The client lives in src/client (entry: src/client/index.html); the API server serves the
// built files from dist/client. In development Vite forwards /api to the server on port 3000.
/**
 * The installable app (ADR 058): a web app manifest, and a service worker that
 * precaches the shell and every screen's chunk so the app opens offline. A new version waits
 * and takes over on the next open (src/client/lib/app-updates.ts), never mid-use.
 */
const pwa = VitePWA({
  registerType: "prompt",
  injectRegister: false,
  includeAssets: ["icons/apple-touch-icon.png"],
  manifest: {
    id: "/app",
    name: "Tummy Detective",
    short_name: "Tummy Detective",
    description: "A food and tummy diary game for kids and their parents.",
    start_url: "/app",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: "#5b3fd1",
    background_color: "#fff8ec",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  },
  workbox: {
    globPatterns: ["**/*.{js,css,html,png,svg,webmanifest}"],
    // Reminders: the push and notification-click handlers (ADR 068).
    importScripts: ["/push-sw.js"],
    // Every screen is the one app shell; the API is never answered from the cache, and a
    // clinic link's page is the server's alone (ADR 069).
    navigateFallback: "/index.html",
    navigateFallbackDenylist: [/^\/api\//, /^\/clinic\//],
    cleanupOutdatedCaches: true,
    // The first install controls the open page at once (offline from the first visit); a later
    // version waits until the next open (skipWaiting stays off).
    clientsClaim: true,
    skipWaiting: false,
  },
});

export default defineConfig({
  root: clientRoot,
  plugins: [compiledCatalogues(), react(), tailwindcss(), pwa, precompress()],
  build: {
    outDir,
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": {
        target: "http://127.0.0.1:3000",
        changeOrigin: false,
      },
    },
  },
});

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the highest levels;
 * the server sends them to browsers that accept them (@fastify/static `preCompressed`), so no request pays
 * for compression and the sign-in page travels at its gzip size.
 */
function precompress(): Plugin {
  let outDir = "dist";
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: "pp-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/api": { target: process.env.API_URL ?? "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @pp/shared is imported as source and declares no sideEffects; its top-level zod schemas would pull
      // all of zod into the sign-in page. Marking them pure lets pages that use no schema leave zod out.
      treeshake: {
        moduleSideEffects: [{ test: /packages\/shared\/src\//, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
    },
  },
});

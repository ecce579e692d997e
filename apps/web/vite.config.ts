import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

/** The modules whose code every signed-in page needs: the router, the server-state layout and the shell. */
const SIGNED_IN_ROOTS = ["src/app/app.tsx", "src/app/query-layout.tsx", "src/layout/shell/app-shell.tsx"];

/**
 * Writes `app.html` beside `index.html`: the same page with a `<link rel="modulepreload">` for every chunk the
 * signed-in shell needs (docs/decisions/036). The server answers it for the signed-in addresses. Left to Vite's
 * preload helper, those ~80 links were added one by one inside the shell's first tasks after the first paint (about
 * 1 ms apiece on a slow phone); written in the page, the preload scanner finds them while the document loads, the
 * chunks download and compile before the first paint instead of one import level at a time, and the helper skips
 * every link the page already has. At the default priority: marked low, they arrived after the first paint and
 * their compiling blocked it more (decision 036's measurements).
 */
function signedInDocument(): Plugin {
  return {
    name: "pp-signed-in-document",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o) => o.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      const html = bundle["index.html"];
      if (!entry || html?.type !== "asset") throw new Error("pp-signed-in-document: no entry chunk or index.html");
      const reach = (files: string[], into = new Set<string>()) => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          reach(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const inPage = reach([entry.fileName]);
      const roots = SIGNED_IN_ROOTS.map((suffix) => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
        if (!chunk) throw new Error(`pp-signed-in-document: no chunk for ${suffix}`);
        return chunk.fileName;
      });
      const links = [...reach(roots)]
        .filter((file) => !inPage.has(file))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`);
      const page = String(html.source);
      if (!page.includes("</head>")) throw new Error("pp-signed-in-document: index.html has no </head>");
      this.emitFile({
        type: "asset",
        fileName: "app.html",
        source: page.replace("</head>", `${links.join("\n")}\n  </head>`),
      });
    },
  };
}

/** Puts src/lib/mantine-use-id.ts in place of @mantine/hooks' `useId` in the build (the file says why). */
function mantineStableIds(): Plugin {
  const replacement = fileURLToPath(new URL("./src/lib/mantine-use-id.ts", import.meta.url));
  let replaced = false;
  return {
    name: "pp-mantine-stable-ids",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source !== "./use-id/use-id.mjs" ||
        !importer ||
        !/@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/.test(importer)
      ) {
        return null;
      }
      replaced = true;
      return replacement;
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error("pp-mantine-stable-ids: @mantine/hooks no longer imports ./use-id/use-id.mjs");
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), signedInDocument(), mantineStableIds()],
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

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
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

import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { PUBLIC_PAGE_ADDRESS } from "@pp/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the built web app. Any GET outside /api that is not a file answers a page so the client renders its own
 * routes and 404 page: `index.html` for the public addresses (`PUBLIC_PAGE_ADDRESS`), `app.html` (the same page with
 * the signed-in shell's chunks named for preloading, decision 036) for the others. Everything else gets the JSON
 * error envelope.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const root = opts.root && existsSync(path.join(opts.root, "index.html")) ? opts.root : undefined;
  const signedInPage = root && existsSync(path.join(root, "app.html")) ? "app.html" : "index.html";
  if (!root) app.log.warn("web app not built; only the API is served (run `npm run build`)");
  else {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ["index.html"],
      // The build writes .br and .gz beside each text file; browsers that accept them get those.
      preCompressed: true,
      setHeaders(res, file) {
        res.header(
          "cache-control",
          file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (root && !isApi && (request.method === "GET" || request.method === "HEAD")) {
      const page = PUBLIC_PAGE_ADDRESS.test(pathname) ? "index.html" : signedInPage;
      return reply.header("cache-control", "no-cache").type("text/html").sendFile(page, root);
    }
    return reply.status(404).send({
      status_code: 404,
      message: `No route for ${request.method} ${pathname}.`,
      request_id: request.id,
    });
  });
});

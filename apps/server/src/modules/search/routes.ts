import { dataEnvelope, errorBody, SEARCH_GROUP_SIZE, searchPath, searchQuery, searchResults } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../lib/errors";
import type { Guard } from "../../plugins/access";
import { matchOf } from "./match";
import { createSearchQueries } from "./queries";
import { searchFor } from "./service";

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The header's search (issue 35): one request, every kind of record the caller may open, a few of each. Open to
 * every signed-in person (never a key); a partner user's standing and permissions are loaded as on every partner
 * route, and each group is asked only of those who may see it (decision 044).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createSearchQueries(app.db);
  // A partner user is admitted as on any partner route (an active user of an active partner, its permissions now);
  // the Superadmin needs nothing more than the signed-in guard before it.
  const partnerGuard = app.partnerGuard({ partner: "any", keys: false });
  const partnerContext: Guard = (req, reply, done) =>
    req.caller?.role === "Partner" ? partnerGuard(req, reply, done) : done();

  app.get(
    searchPath,
    {
      config: { access: { signedIn: true } },
      onRequest: partnerContext,
      schema: {
        tags: ["search"],
        summary:
          `Students, applications, courses, tickets and (for the Superadmin) partners matching \`q\`, at most ` +
          `${SEARCH_GROUP_SIZE} of each kind the caller may see`,
        description:
          "`q` is a number (an application's or a ticket's, `#` allowed) or at least 2 characters: two characters " +
          "match where a word starts, three or more anywhere. A group is present only when the caller may see its " +
          "kind (a partner user: students.view, applications.view, courses.view, tickets.manage); `more` says it " +
          "has other matches than those shown.",
        security: [{ bearer: [] }],
        querystring: searchQuery,
        response: { 200: dataEnvelope(searchResults), ...errors },
      },
    },
    async (req) => {
      // Every partner's records are the Superadmin's alone: anyone else reads through a partner context or nothing.
      const admin = req.caller?.role === "Superadmin";
      if (!admin && !req.partner) throw forbidden();
      return { data: await searchFor(queries, admin ? null : req.partner, matchOf(req.query.q)) };
    },
  );
};

import { dataEnvelope, errorBody, myDayData } from "@pp/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestLanguage } from "../../plugins/errors";
import { createMyDayQueries } from "./queries";

const errors = { 401: errorBody, 403: errorBody };

/** My day (issue 36): what waits for the agency today, one section per list the caller may open. */
export const myDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const queries = createMyDayQueries(app.db);

  app.get(
    "/partner/my-day/",
    {
      // Any partner person; each section is listed only with its list's permission. Never an API key: a page.
      config: { access: { partner: "any", keys: false } },
      schema: {
        tags: ["my-day"],
        summary: "Counts and first rows of what waits for the agency (messages, tickets), each with its list",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(myDayData), ...errors },
      },
    },
    async (req) => ({ data: await queries.sections(req.partner!, await requestLanguage(req, app.db)) }),
  );
};

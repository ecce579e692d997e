import type { MyDayData } from "@pp/shared";
import type { LanguageCode } from "@pp/shared/languages";
import type { Db } from "../../db/client";
import type { PartnerContext } from "../../plugins/partner-context";
import { SECTIONS } from "./sections";

/** My day: each section the caller may open, read side by side (a GET runs outside a unit: each takes a connection). */
export function createMyDayQueries(db: Db) {
  return {
    /** `language`: the reader's, for the titles of the tasks the portal made (stored in English). */
    async sections(ctx: PartnerContext, language: LanguageCode = "en"): Promise<MyDayData> {
      const allowed = SECTIONS.filter((s) => s.permission === null || ctx.permissions.includes(s.permission));
      const read = await Promise.all(allowed.map((s) => s.read(db, ctx, language)));
      return {
        sections: allowed.map((s, i) => ({ key: s.key, count: read[i]!.count, items: read[i]!.items, list: s.list })),
      };
    },
  };
}

// Reads sent as named statements, so that PostgreSQL plans each shape of query once per connection (decision 054).
// A list's statement with its filters (the deadline, checklist and passport conditions of issue 36) took 3-5 ms to
// plan and under 1 ms to run; a named statement is planned for its first executions with the values given, and once
// PostgreSQL finds a plan that fits every value as cheap, it reuses it (its plan cache: `plan_cache_mode = auto`).
import { createHash } from "node:crypto";
import pg from "pg";

/** How many statements one connection keeps; past it, new shapes run unnamed (planned each time, as before). */
export const NAMED_PER_CONNECTION = 500;

/**
 * Statements that start with `select` or `with`: the reads, and the few writes phrased as a CTE (adding a student,
 * the reminders), which gain the same. Other writes' plans are cheap next to their work, and DDL or transaction
 * control cannot be prepared.
 */
const READ = /^\s*(select|with)\b/i;

/** The statement's name: a digest of its text, so one text always has one name on every connection. */
export const statementName = (text: string) => `pp_${createHash("sha1").update(text).digest("base64url")}`;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/**
 * A node-postgres client that names each read it sends (up to `NAMED_PER_CONNECTION` shapes; see READ). The statement's text
 * is the same for every value (drizzle sends values as parameters), so the names stay few: one per query shape.
 */
export class NamingClient extends pg.Client {
  #named = new Set<string>();
  /** The most shapes this connection names. */
  protected limit = NAMED_PER_CONNECTION;

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads of query(), passed through unchanged.
  override query(config: any, ...rest: any[]): any {
    if (config && typeof config === "object" && !(config as QueryConfig).name) {
      const c = config as QueryConfig;
      if (typeof c.text === "string" && READ.test(c.text)) {
        const name = statementName(c.text);
        if (this.#named.has(name) || this.#named.size < this.limit) {
          this.#named.add(name);
          // biome-ignore lint/suspicious/noExplicitAny: see above.
          return (super.query as any)({ ...c, name }, ...rest);
        }
      }
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (super.query as any)(config, ...rest);
  }

  /** How many statement shapes this connection has named (tests). */
  get namedCount() {
    return this.#named.size;
  }
}

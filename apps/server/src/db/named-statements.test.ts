import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDriver } from "../test/db";
import { type Database, openDatabase } from "./client";
import { NamingClient, statementName } from "./named-statements";

// Decision 054: reads go to PostgreSQL as named statements, one name per text, planned once per connection.
const url = process.env.TEST_DATABASE_URL;

/** The statements this session holds, by name. */
async function held(client: pg.Client) {
  const r = await client.query<{ name: string; statement: string }>(
    "select name, statement from pg_prepared_statements",
  );
  return new Map(r.rows.map((x) => [x.name, x.statement]));
}

class ThreeAtMost extends NamingClient {
  protected override limit = 3;
}

describe.skipIf(testDriver() !== "postgres")("named statements on PostgreSQL", () => {
  let client: ThreeAtMost;
  beforeAll(async () => {
    client = new ThreeAtMost({ connectionString: url });
    await client.connect();
  });
  afterAll(() => client.end());

  it("names a read by its text, once, and answers each call with its own values", async () => {
    const text = "select $1::int + 1 as n";
    expect((await client.query({ text, values: [1] })).rows).toEqual([{ n: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ n: 42 }]);
    const names = await held(client);
    expect(names.get(statementName(text))).toBe(text);
    expect(client.namedCount).toBe(1);
  });

  it("leaves writes, transaction control and a query with a name of its own as they are", async () => {
    await client.query("begin");
    await client.query({ text: "create temporary table pp_named_t (n int) on commit drop" });
    await client.query({ text: "insert into pp_named_t values ($1)", values: [7] });
    await client.query({ name: "mine", text: "select n from pp_named_t" });
    await client.query("commit");
    const names = await held(client);
    expect([...names.values()].some((s) => s.startsWith("insert"))).toBe(false);
    expect(names.has("mine")).toBe(true);
    expect(names.has(statementName("select n from pp_named_t"))).toBe(false);
  });

  it("past its limit a connection sends new shapes unnamed, and still names the ones it holds", async () => {
    const before = client.namedCount;
    for (let i = 0; i < 5; i++) await client.query({ text: `select ${i}::int as shape`, values: [] });
    expect(client.namedCount).toBe(3);
    const names = await held(client);
    expect(names.has(statementName("select 0::int as shape"))).toBe(before < 3);
    expect(names.has(statementName("select 4::int as shape"))).toBe(false);
    // A shape it already named is still sent by its name.
    expect((await client.query({ text: "select $1::int + 1 as n", values: [9] })).rows).toEqual([{ n: 10 }]);
  });
});

describe.skipIf(testDriver() !== "postgres")("the app's pool names its reads", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ url });
  });
  afterAll(() => database.close());

  it("a read through drizzle is held by its connection under its text's name", async () => {
    const names = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select count(*)::int as n from pg_class where relkind = ${"r"}`);
      return (await tx.execute(sql`select name, statement from pg_prepared_statements`)) as unknown as {
        rows: { name: string; statement: string }[];
      };
    });
    const read = names.rows.find((r) => r.statement.includes("from pg_class where relkind"));
    expect(read?.name).toBe(statementName(read?.statement ?? ""));
  });
});

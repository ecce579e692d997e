import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db-errors";

/** The shape node-postgres gives a server's error: a message and its SQLSTATE in `code`. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });
/** The ORM wraps a driver's error as its `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("isDatabaseUnavailable", () => {
  it("knows a refused connection (a real one: nothing listens on port 1)", async () => {
    const pool = new pg.Pool({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 1_000 });
    const err = await pool.query("select 1").catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it("knows the server's refusals and cut connections, however deeply wrapped", () => {
    for (const e of [
      serverError("57P01", "terminating connection due to administrator command"),
      serverError("57P02", "terminating connection due to crash of another server process"),
      serverError("57P03", "the database system is starting up"),
      serverError("53300", "sorry, too many clients already"),
      serverError("55000", 'database "pp" is not currently accepting connections'),
      serverError("08006", "connection failure"),
      serverError("08001", "could not connect"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    ]) {
      expect(isDatabaseUnavailable(e), String(e)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(wrapped(e))), String(e)).toBe(true);
    }
  });

  it("leaves query faults alone: they are not an outage", () => {
    for (const e of [
      serverError("23505", "duplicate key value violates unique constraint"),
      serverError("42601", "syntax error at or near"),
      serverError("55000", "cannot execute in a read-only transaction"),
      serverError("22003", "integer out of range"),
      new Error("Something else"),
      null,
      "a string",
    ]) {
      expect(isDatabaseUnavailable(e), String(e)).toBe(false);
      expect(isDatabaseUnavailable(wrapped(e)), String(e)).toBe(false);
    }
  });
});

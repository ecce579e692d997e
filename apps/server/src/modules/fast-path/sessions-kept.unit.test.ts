import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createDataVersions, GLOBAL, type Stamp } from "./data-versions";

// Which version moves keep a session read in memory (data-versions `sessionsKept`, docs/decisions/034). Nothing here
// reaches a database: the pool is never connected (the versions' prepared read is only built), every stamp comes
// from what the instance learnt.
function versions() {
  const db = drizzle(new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" })) as unknown as Db;
  return createDataVersions({ db, base: db, notify: false, trusted: () => true, afterCommit: (fn) => void fn() });
}
const P = 7;
const stampOf = (v: ReturnType<typeof versions>) => v.heardStamp(P) as Stamp;

describe("sessions kept across version moves", () => {
  it("a move keeping sessions, next in its shard, keeps them; hearing it back changes nothing", () => {
    const v = versions();
    v.learn(P, { shard: 2, version: 4 });
    const at = stampOf(v);
    v.published(P, { shard: 2, version: 5 }, true);
    expect(v.sessionsKept(P, at, stampOf(v))).toBe(true);
    v.heard(`${P}:2:5:k`);
    v.published(P, { shard: 3, version: 1 }, true);
    expect(v.sessionsKept(P, at, stampOf(v))).toBe(true);
  });

  it("any other move of the partner or of everyone has the session read again", () => {
    const v = versions();
    const at = stampOf(v);
    v.heard(`${P}:1:1`);
    expect(v.sessionsKept(P, at, stampOf(v))).toBe(false);

    const w = versions();
    const before = stampOf(w);
    w.published(GLOBAL, { shard: 0, version: 1 }, false);
    expect(w.sessionsKept(P, before, stampOf(w))).toBe(false);
    // The Superadmin's writes are never declared otherwise, but the rule is the same for everyone's moves.
    const after = stampOf(w);
    w.published(GLOBAL, { shard: 0, version: 2 }, true);
    expect(w.sessionsKept(P, after, stampOf(w))).toBe(true);
  });

  it("a move keeping sessions after a gap (a move not heard, perhaps lost) counts as a change", () => {
    const v = versions();
    v.learn(P, { shard: 4, version: 3 });
    const at = stampOf(v);
    v.heard(`${P}:4:5:k`);
    expect(v.sessionsKept(P, at, stampOf(v))).toBe(false);
  });

  it("a change heard late, below what is known already, still counts", () => {
    const v = versions();
    v.learn(P, { shard: 6, version: 1 });
    const at = stampOf(v);
    v.published(P, { shard: 6, version: 2 }, true);
    v.published(P, { shard: 6, version: 3 }, true);
    expect(v.sessionsKept(P, at, stampOf(v))).toBe(true);
    // Another instance's permission change was move 2 and this one's add move 3 in another order: a late change.
    v.heard(`${P}:6:2`);
    expect(v.sessionsKept(P, at, stampOf(v))).toBe(false);
    // A session read at the newest stamp is good again.
    expect(v.sessionsKept(P, stampOf(v), stampOf(v))).toBe(true);
  });

  it("a stamp older than the session's is not kept by this rule (the stamps only grow)", () => {
    const v = versions();
    const older = stampOf(v);
    v.published(P, { shard: 0, version: 1 }, true);
    expect(v.sessionsKept(P, stampOf(v), older)).toBe(false);
  });
});

import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createDataVersions, GLOBAL, type Stamp } from "./data-versions";

// `current` hands out one frozen stamp per partner until a move of that partner, or of everyone (GLOBAL), is learnt
// (no copy per request). Nothing here reaches a database: every stamp comes from what the instance learnt.
function versions() {
  const db = drizzle(new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" })) as unknown as Db;
  const v = createDataVersions({ db, base: db, notify: false, trusted: () => true, afterCommit: (fn) => void fn() });
  for (const p of [GLOBAL, 1, 2]) v.learn(p, { shard: 0, version: 1 });
  return v;
}
const now = (v: ReturnType<typeof versions>, p: number) => v.current(p) as Stamp;

describe("shared stamps", () => {
  it("are the same frozen object until the partner moves, then show the move", () => {
    const v = versions();
    const a = now(v, 1);
    expect(now(v, 1)).toBe(a);
    expect(Object.isFrozen(a) && Object.isFrozen(a.partner) && Object.isFrozen(a.global)).toBe(true);
    v.heard("1:3:1");
    const b = now(v, 1);
    expect(b).not.toBe(a);
    expect(b.partner).toEqual([1, 0, 0, 1, 0, 0, 0, 0]);
    expect(a.partner).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("a move of another partner leaves a partner's stamp; a move of everyone's data renews every stamp", () => {
    const v = versions();
    const one = now(v, 1);
    const two = now(v, 2);
    v.heard("2:1:1");
    expect(now(v, 1)).toBe(one);
    expect(now(v, 2).partner).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    v.heard(`${GLOBAL}:5:2`);
    expect(now(v, 1).global).toEqual([1, 0, 0, 0, 0, 2, 0, 0]);
    expect(now(v, 2).global).toEqual([1, 0, 0, 0, 0, 2, 0, 0]);
    expect(two.global).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("a write's own stamp (heardStamp) is a copy it may change, never the shared one", () => {
    const v = versions();
    const shared = now(v, 1);
    const own = v.heardStamp(1);
    own.partner[0] = 9;
    expect(now(v, 1)).toBe(shared);
    expect(shared.partner[0]).toBe(1);
  });

  it("forgetting what was heard drops the shared stamps", () => {
    const v = versions();
    now(v, 1);
    v.forget();
    const read = v.current(1);
    // It goes to the database (never reached here) instead of answering from memory.
    (read as Promise<Stamp>).catch(() => undefined);
    expect(read).toBeInstanceOf(Promise);
  });
});

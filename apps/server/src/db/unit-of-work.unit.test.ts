import { describe, expect, it } from "vitest";
import { unitScopeOf } from "../lib/unit-scope";
import type { Db } from "./client";
import { createUnitOfWork } from "./unit-of-work";

/** A database whose transactions are recorded: `run` must open one, `runOneStatement` never. */
function recordingBase() {
  const opened: string[] = [];
  const base = {
    transaction: async <T>(fn: (tx: unknown) => Promise<T>) => {
      opened.push("transaction");
      return fn({ tx: true });
    },
  } as unknown as Db;
  return { base, opened };
}

describe("one-statement units (db/unit-of-work.ts runOneStatement)", () => {
  it("open no transaction, say so, and run the work after commit once the statement's work has returned", async () => {
    const { base, opened } = recordingBase();
    const uow = createUnitOfWork(base);
    const order: string[] = [];
    const out = await uow.runOneStatement(async () => {
      expect(uow.oneStatement()).toBe(true);
      expect(uow.active()).toBe(false);
      // Its reads go to the pool like those outside a unit: no scope to share a load within.
      expect(unitScopeOf(uow.db)).toBeNull();
      uow.afterCommit(() => order.push("after commit"));
      order.push("statement");
      return 7;
    });
    expect(out).toBe(7);
    expect(order).toEqual(["statement", "after commit"]);
    expect(opened).toEqual([]);
    expect(uow.oneStatement()).toBe(false);
  });

  it("a failure runs the undo hooks, not the work after commit, and is thrown", async () => {
    const uow = createUnitOfWork(recordingBase().base);
    const order: string[] = [];
    await expect(
      uow.runOneStatement(async () => {
        uow.afterCommit(() => order.push("after commit"));
        uow.onRollback(() => order.push("undone"));
        throw new Error("unique violation");
      }),
    ).rejects.toThrow("unique violation");
    expect(order).toEqual(["undone"]);
  });

  it("asking for a transaction inside one is refused: a second write would commit on its own", async () => {
    const { base, opened } = recordingBase();
    const uow = createUnitOfWork(base);
    await expect(uow.runOneStatement(() => uow.run(async () => "second write"))).rejects.toThrow(
      "a unit of work was asked for inside a one-statement unit",
    );
    expect(opened).toEqual([]);
    // A whole unit still opens its transaction.
    await uow.run(async () => expect(uow.active()).toBe(true));
    expect(opened).toEqual(["transaction"]);
  });
});

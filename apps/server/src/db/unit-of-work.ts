import { AsyncLocalStorage } from "node:async_hooks";
import { UNIT_SCOPE } from "../lib/unit-scope";
import type { Db } from "./client";

type Hook = () => unknown;
type Unit = { tx: Db | null; afterCommit: Hook[]; onRollback: Hook[]; oneStatement: boolean };

/**
 * Thrown by a handler running as a one-statement unit (`runOneStatement`) that finds it must write more than that
 * statement (adding a student for a partner whose webhook endpoints listen). It is thrown before anything is
 * written, and the route runs again as a whole unit (plugins/unit-of-work.ts).
 */
export class NeedsTransaction extends Error {
  constructor(why: string) {
    super(`needs a transaction: ${why}`);
  }
}

/**
 * One unit of work per write (docs/decisions/013). `run` opens a transaction and makes it the database of
 * everything that runs inside: `db` is a stand-in that hands each query to the current unit's transaction, or
 * to the pool outside one, so services need no `tx` parameter and cannot forget it. Whatever leaves the
 * database (a push to open pages, a mail file, starting background work) is registered with `afterCommit`
 * and runs only once the transaction has committed; `onRollback` undoes what cannot be rolled back (a file).
 */
export function createUnitOfWork(base: Db, log: (err: unknown, what: string) => void = () => undefined) {
  const store = new AsyncLocalStorage<Unit>();
  const current = (): Db => store.getStore()?.tx ?? base;

  const db = new Proxy(base, {
    get(_target, prop) {
      // A one-statement unit has no transaction: its reads go to the pool, like those outside a unit.
      if (prop === UNIT_SCOPE) return store.getStore()?.tx ? store.getStore() : null;
      const target = current();
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Db;

  async function runHooks(hooks: Hook[], what: string) {
    for (const hook of hooks) {
      try {
        await hook();
      } catch (err) {
        log(err, what);
      }
    }
  }

  /** Runs a unit's work: its undo hooks when it fails (then rethrown), its work after commit when it succeeds. */
  async function settle<T>(unit: Unit, work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (err) {
      await runHooks(unit.onRollback, "undoing a failed unit of work");
      throw err;
    }
    await runHooks(unit.afterCommit, "work after commit");
    return result;
  }

  return {
    /** The database as the current unit sees it (its transaction), or the pool outside a unit. */
    db,

    /** True inside a unit of work. */
    active: () => store.getStore()?.tx != null,

    /**
     * Runs `fn` as one unit: everything it writes commits together or not at all. Inside a unit already, `fn`
     * joins it (one request, one transaction).
     */
    async run<T>(fn: () => Promise<T>): Promise<T> {
      const outer = store.getStore();
      // A one-statement unit has no transaction to join: asking for one inside it is a mistake of its route.
      if (outer?.oneStatement) throw new Error("a unit of work was asked for inside a one-statement unit");
      if (outer) return fn();
      const unit: Unit = { tx: null, afterCommit: [], onRollback: [], oneStatement: false };
      return settle(unit, () =>
        base.transaction(async (tx) => {
          unit.tx = tx as unknown as Db;
          return store.run(unit, fn);
        }),
      );
    },

    /**
     * Runs `fn` as a unit whose one write is a single statement, without a transaction (docs/decisions/034): the
     * statement is atomic on its own and commits as it runs, so BEGIN and COMMIT would be two round trips for
     * nothing. `fn` may read before it, and must write nothing else (a second write would commit on its own); the
     * statement must fail as a whole when the write cannot be done, as a clash on a unique index does. Work after
     * commit runs once `fn` has returned, `onRollback` when it throws. Inside a unit already, `fn` joins it.
     */
    async runOneStatement<T>(fn: () => Promise<T>): Promise<T> {
      if (store.getStore()) return fn();
      const unit: Unit = { tx: null, afterCommit: [], onRollback: [], oneStatement: true };
      return settle(unit, () => store.run(unit, fn));
    },

    /** True inside a one-statement unit: its write must be a single statement (`runOneStatement`). */
    oneStatement: () => store.getStore()?.oneStatement === true,

    /** Runs `fn` once the current unit has committed (at once outside a unit); a failure is logged, not thrown. */
    afterCommit(fn: Hook) {
      const unit = store.getStore();
      if (unit) unit.afterCommit.push(fn);
      else void runHooks([fn], "work after commit");
    },

    /**
     * Runs `fn` if the current unit fails (never outside a unit), once its transaction has rolled back. Undo here
     * what the database cannot (a written file), never with a statement in a `catch`: that statement would run in
     * the aborted transaction, and its error would replace the one that failed the unit (decision 040).
     */
    onRollback(fn: Hook) {
      store.getStore()?.onRollback.push(fn);
    },

    /** Runs `fn` outside any unit: background work started by a request must not use its transaction. */
    detached<T>(fn: () => T): T {
      return store.exit(fn);
    },
  };
}
export type UnitOfWork = ReturnType<typeof createUnitOfWork>;

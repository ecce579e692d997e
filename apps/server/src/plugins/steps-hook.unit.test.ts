import type { FastifyReply, FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { stepsHook } from "./partner-context";

const req = {} as FastifyRequest;
const reply = {} as FastifyReply;

/** Runs a hook and resolves with what it passed to `done`, and whether `done` was called before the hook returned. */
function run(hook: ReturnType<typeof stepsHook>) {
  return new Promise<{ err: Error | undefined; atOnce: boolean }>((resolve) => {
    let returned = false;
    hook(req, reply, (err) => resolve({ err, atOnce: !returned }));
    returned = true;
  });
}

describe("stepsHook (the partner routes' callback hook)", () => {
  it("runs steps that finish at once in order and calls done before it returns (no promise)", async () => {
    const order: string[] = [];
    const out = await run(
      stepsHook(
        () => {
          order.push("a");
          return undefined;
        },
        () => {
          order.push("b");
          return undefined;
        },
      ),
    );
    expect(order).toEqual(["a", "b"]);
    expect(out).toEqual({ err: undefined, atOnce: true });
  });

  it("waits for a step's promise before the next one", async () => {
    const order: string[] = [];
    const out = await run(
      stepsHook(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              order.push("slow");
              resolve();
            }, 5),
          ),
        () => {
          order.push("next");
          return undefined;
        },
      ),
    );
    expect(order).toEqual(["slow", "next"]);
    expect(out).toEqual({ err: undefined, atOnce: false });
  });

  it("ends with the first error, thrown or rejected, and runs nothing after it", async () => {
    let after = 0;
    const later = () => {
      after += 1;
      return undefined;
    };
    const thrown = await run(
      stepsHook(() => {
        throw new Error("refused at once");
      }, later),
    );
    expect(thrown.err?.message).toBe("refused at once");
    expect(thrown.atOnce).toBe(true);
    const rejected = await run(stepsHook(() => Promise.reject(new Error("refused later")), later));
    expect(rejected.err?.message).toBe("refused later");
    expect(after).toBe(0);
  });
});

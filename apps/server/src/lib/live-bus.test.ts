import { afterAll, describe, expect, it } from "vitest";
import { createLiveBus, type LiveBus } from "./live-bus";

const buses: LiveBus[] = [];
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
});

describe("live bus in one process", () => {
  it("delivers an event to the subscribers of the users it names, and only to them", async () => {
    const bus = createLiveBus();
    buses.push(bus);
    const seen: string[] = [];
    const off = bus.subscribe(7, (event, data) => seen.push(`7:${event}:${JSON.stringify(data)}`));
    bus.subscribe(8, (event) => seen.push(`8:${event}`));
    await bus.publish([7], "notification", { id: 1 });
    expect(seen).toEqual(['7:notification:{"id":1}']);
    off();
    await bus.publish([7, 8], "notification", { id: 2 });
    expect(seen).toEqual(['7:notification:{"id":1}', "8:notification"]);
    expect(bus.listeners(7)).toBe(0);
  });
});

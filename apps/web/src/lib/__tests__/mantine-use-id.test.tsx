import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useId } from "../mantine-use-id";

describe("the build's Mantine useId (lib/mantine-use-id.ts)", () => {
  it("keeps React's id: unique, the same on every render, and no second render after mounting", () => {
    const renders: string[] = [];
    function Field({ label, staticId }: { label: string; staticId?: string }) {
      const id = useId(staticId);
      renders.push(`${label} ${id}`);
      return <input id={id} aria-label={label} />;
    }
    const { container, rerender } = render(
      <>
        <Field label="a" />
        <Field label="b" />
        <Field label="c" staticId="given" />
      </>,
    );
    const ids = [...container.querySelectorAll("input")].map((input) => input.id);
    expect(ids[0]).toMatch(/^mantine-[\w-]+$/);
    expect(ids[1]).toMatch(/^mantine-[\w-]+$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe("given");
    // Mantine's own swaps the id for a random one in a layout effect: a second render of each, at once.
    expect(renders).toEqual([`a ${ids[0]}`, `b ${ids[1]}`, "c given"]);
    rerender(
      <>
        <Field label="a" />
        <Field label="b" />
        <Field label="c" staticId="given" />
      </>,
    );
    expect([...container.querySelectorAll("input")].map((input) => input.id)).toEqual(ids);
  });
});

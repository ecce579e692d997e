import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { renderWithApp } from "../../../../test/render";
import { signedInForEachTest } from "../../../../test/session";
import "../../strings";
import { StudentsFilters } from "../students-filters";
import { STUDENT_LIST_DEFAULTS } from "../students-list-defaults";

signedInForEachTest();

function renderFilters(onChange = vi.fn()) {
  stubFetch(() => json(200, []));
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <StudentsFilters values={STUDENT_LIST_DEFAULTS} filtered={false} onChange={onChange} onClear={() => {}} />
    </QueryClientProvider>,
  );
  return onChange;
}

describe("the students list's search box", () => {
  it("applies the typed search as soon as the box is left, without waiting for its pause", async () => {
    const onChange = renderFilters();
    const box = screen.getByRole("searchbox", { name: "Search students" });
    await userEvent.type(box, " ra ");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ search: "ra" });
  });

  it("leaving the box unchanged applies nothing", async () => {
    const onChange = renderFilters();
    const box = screen.getByRole("searchbox", { name: "Search students" });
    fireEvent.focus(box);
    fireEvent.blur(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});

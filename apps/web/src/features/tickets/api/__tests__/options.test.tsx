import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client";
import { json, stubFetch } from "../../../../test/fetch-stub";
import { loginData, signedInForEachTest } from "../../../../test/session";
import { useStudentOptions } from "../options";

// A student option names the student and the e-mail; the e-mail is left-to-right data isolated inside the label
// (LRI … PDI), so a right-to-left page does not move its "@" and dots around the name (issue 20).
describe("the ticket form's student options", () => {
  signedInForEachTest(() => loginData({ permissions: ["students.view", "tickets.view"] }));

  it("isolate each student's e-mail in its label", async () => {
    stubFetch(() =>
      json(200, {
        count: 1,
        next: null,
        previous: null,
        results: { data: [{ id: 5, full_name: "نور الهدى", email: "noor@students.example" }] },
      }),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStudentOptions("", true), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual([{ value: "5", label: "نور الهدى (\u2066noor@students.example\u2069)" }]);
  });
});

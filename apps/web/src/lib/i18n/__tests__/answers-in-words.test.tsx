import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCourse as useApplicationCourse } from "../../../features/applications/api/search-courses";
import { useAdminAudit, usePartnerAudit } from "../../../features/audit/api/get-audit";
import { useCourse } from "../../../features/catalogue/api/get-course";
import { useFinderMatches } from "../../../features/catalogue/api/get-finder-matches";
import { useDeliveries } from "../../../features/integrations/api/webhooks";
import { useCourseIntakes } from "../../../features/shortlist/api/get-course-intakes";
import { useApplicationLikelihood } from "../../../features/students/api/get-application-likelihood";
import { useStudentMatches } from "../../../features/students/api/get-student-matches";
import { json, stubFetch } from "../../../test/fetch-stub";
import { signedInForEachTest } from "../../../test/session";
import { createQueryClient } from "../../query-client";
import { isInLanguage } from "../answer-language";
import { applyLanguage } from "../language";

/**
 * Issue 35: every answer the server puts into words in the reader's language (decision 049) is cached under a key
 * that names the language, so choosing another one asks again. One hook per such endpoint.
 */
const HOOKS: [string, string, () => unknown][] = [
  ["a student's matches", "/matches/", () => useStudentMatches(5, { page: 1 })],
  ["the course finder's matches", "/matches/", () => useFinderMatches(5, "page=1")],
  ["a course (catalogue)", "/partner/courses/9/", () => useCourse(9)],
  ["a course (application form)", "/partner/courses/9/", () => useApplicationCourse(9)],
  ["the shortlist's courses", "/partner/courses/9/", () => useCourseIntakes([9], true)],
  ["the audit log", "/admin/audit/", () => useAdminAudit("page=1")],
  ["the company's activity log", "/partner/audit/", () => usePartnerAudit("page=1")],
  ["a webhook's deliveries", "/deliveries/", () => useDeliveries(3, 1)],
  ["an application's offer likelihood", "/likelihood/", () => useApplicationLikelihood(12)],
];

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => applyLanguage("en"));
});

describe("answers in words follow the language", () => {
  signedInForEachTest();
  for (const [what, path, hook] of HOOKS) {
    it(`${what}: keyed by the language, asked again in a new one`, async () => {
      const { calls } = stubFetch(() => json(200, { count: 0, results: { data: [] }, data: {} }));
      const client = createQueryClient();
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      renderHook(hook, { wrapper });
      const asked = () => calls.filter((c) => c.url.includes(path)).map((c) => c.headers["Accept-Language"]);
      await waitFor(() => expect(asked()).toEqual(["en"]));
      const keys = client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((k) => !isInLanguage(k))).toEqual([]);

      await act(() => applyLanguage("vi"));
      await waitFor(() => expect(asked()).toEqual(["en", "vi"]));
    });
  }
});

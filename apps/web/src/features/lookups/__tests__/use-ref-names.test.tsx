import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { createQueryClient } from "../../../lib/query-client";
import { json, stubFetch } from "../../../test/fetch-stub";
import { renderWithApp } from "../../../test/render";
import { loginData, signedInForEachTest } from "../../../test/session";
import { useRefNames } from "../use-ref-names";

/** What a screen gets from answers: the country's id and English name, the intake's name, the course language. */
function Names() {
  const names = useRefNames();
  return (
    <p data-testid="names">
      {[
        names.country({ id: 77, name: "United Kingdom" }),
        names.country({ id: 999, name: "Atlantis" }),
        names.intake({ name: "September 2027" }),
        names.language("English"),
      ].join(" | ")}
    </p>
  );
}

const COUNTRIES = [
  { id: 77, name: "United Kingdom", iso2: "GB", iso3: "GBR", phone_code: "44", flag: null, is_study_destination: true },
];

function show() {
  return renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Names />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("useRefNames for a partner", () => {
  signedInForEachTest();

  it("names a country by its id through the countries lookup, and writes again when the language changes", async () => {
    const { calls } = stubFetch(() => json(200, { data: COUNTRIES }));
    await act(() => i18n.changeLanguage("es"));
    show();
    expect(await screen.findByText("Reino Unido | Atlantis | septiembre de 2027 | Inglés")).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith("/partner/country/"))).toBe(true);

    await act(() => i18n.changeLanguage("ar"));
    expect(
      await screen.findByText("المملكة المتحدة | Atlantis | سبتمبر 2027 | الإنجليزية", { normalizer: (s) => s }),
    ).toBeInTheDocument();
  });
});

describe("useRefNames for the Superadmin", () => {
  signedInForEachTest(() => loginData({ role: "Superadmin", user: { ...loginData().user, role: "Superadmin" } }));

  it("names countries through the Masters' country list (every page), not the partners' lookup", async () => {
    // 130 countries: two pages of 100; the United Kingdom is on the second.
    const all = Array.from({ length: 130 }, (_, i) =>
      i === 120 ? COUNTRIES[0]! : { id: 1000 + i, name: `Country ${i}`, iso2: "ZZ", is_active: true },
    );
    const { calls } = stubFetch(({ url }) => {
      const u = new URL(url, "http://x");
      if (u.pathname !== "/api/masters/countries/") return json(403, { detail: "no" });
      const page = Number(u.searchParams.get("page"));
      const size = Number(u.searchParams.get("page_size"));
      return json(200, { count: all.length, results: { data: all.slice((page - 1) * size, page * size) } });
    });
    await act(() => i18n.changeLanguage("es"));
    show();
    expect(await screen.findByText("Reino Unido | Atlantis | septiembre de 2027 | Inglés")).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes("/partner/country/"))).toHaveLength(0);
    expect(calls.filter((c) => c.url.includes("/masters/countries/"))).toHaveLength(2);
  });

  it("names a country an answer gives by its stored name alone (a student's nationality)", async () => {
    stubFetch(() => json(200, { count: 1, results: { data: COUNTRIES } }));
    await act(() => i18n.changeLanguage("zh"));
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <ByName />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("英国")).toBeInTheDocument();
  });
});

function ByName() {
  return <p>{useRefNames().country({ name: "United Kingdom" })}</p>;
}

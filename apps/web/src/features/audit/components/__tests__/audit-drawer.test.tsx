import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWidget } from "../../../../layout/header-widgets/__tests__/render-widget";
import type { AuditItem } from "../../api/get-audit";
import "../../strings";
import { AuditDrawer } from "../audit-drawer";

const entry = (details: unknown, extra: Partial<AuditItem> = {}): AuditItem => ({
  id: 41,
  action: "student.update",
  summary: "Priya Sharma changed student Ananya Iyer: city.",
  entity: "student",
  entity_id: "9",
  entity_name: "Ananya Iyer",
  actor: { id: 2, name: "Priya Sharma" },
  partner: { id: 3, name: "Global Pathways Education" },
  details,
  ip: "203.0.113.7",
  created_at: "2026-03-12T14:05:00.000Z",
  ...extra,
});

describe("audit drawer", { timeout: 20_000 }, () => {
  afterEach(() => cleanup());

  it("shows who, what, where and the changed fields before and after", async () => {
    renderWidget(
      <AuditDrawer
        entry={entry({ before: { city: "Pune", phone: null, notes: "x" }, after: { city: "Mumbai", notes: "x" } })}
        withPartner
        onClose={() => undefined}
      />,
    );
    const drawer = await screen.findByRole("dialog", { name: "Audit entry #41" });
    expect(drawer).toHaveTextContent("Priya Sharma");
    expect(within(drawer).getByTestId("audit-drawer-summary")).toHaveTextContent(
      "Priya Sharma changed student Ananya Iyer: city.",
    );
    expect(drawer).toHaveTextContent("Global Pathways Education");
    expect(drawer).toHaveTextContent("Student updated");
    expect(within(drawer).getByTestId("audit-record")).toHaveTextContent("Student Ananya Iyer");
    expect(drawer).toHaveTextContent("203.0.113.7");
    const diff = within(drawer).getByRole("table", { name: "Changes" });
    const rows = within(diff).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual(["FieldBeforeAfter", "CityPuneMumbai"]);
    expect(drawer).toHaveTextContent("1 other field was sent unchanged.");
    expect(within(drawer).getByText("Raw details (JSON)")).toBeInTheDocument();
  });

  it("a status move reads from → to, with its note; no partner for the partner's own log", async () => {
    renderWidget(
      <AuditDrawer
        entry={entry(
          { before: "Draft", after: "Submitted", note: "Sent to the provider" },
          { action: "application.status", ip: null },
        )}
        withPartner={false}
        onClose={() => undefined}
      />,
    );
    const drawer = await screen.findByRole("dialog", { name: "Audit entry #41" });
    expect(within(drawer).getByTestId("audit-change")).toHaveTextContent("DraftSubmitted");
    expect(drawer).toHaveTextContent("Sent to the provider");
    expect(drawer).toHaveTextContent("Application status changed");
    expect(drawer).not.toHaveTextContent("Global Pathways Education");
  });

  it("says so when nothing was recorded", async () => {
    renderWidget(
      <AuditDrawer entry={entry({}, { action: "sublogin.disable" })} withPartner onClose={() => undefined} />,
    );
    const drawer = await screen.findByRole("dialog", { name: "Audit entry #41" });
    expect(drawer).toHaveTextContent("This entry records no details.");
    expect(drawer).toHaveTextContent("Sub-login disabled");
  });
});

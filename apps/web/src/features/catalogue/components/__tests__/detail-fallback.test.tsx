import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../../lib/api-error";
import { renderWithApp } from "../../../../test/render";
import { DetailFallback } from "../detail-fallback";

const props = {
  size: "lg",
  back: <a href="/partner/courses">Back to courses</a>,
  heading: "Courses",
  notFound: "This course was not found.",
  failed: "The course could not be loaded.",
} as const;

describe("a catalogue detail page without its record", () => {
  afterEach(cleanup);

  it("shows skeletons while loading, with the way back", () => {
    const { container } = renderWithApp(<DetailFallback {...props} loading error={null} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole("link", { name: "Back to courses" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says not found for a 404 or a malformed id (no request, no error)", () => {
    renderWithApp(<DetailFallback {...props} loading={false} error={new ApiError(404, "Course not found.")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Courses" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This course was not found.");
    cleanup();
    renderWithApp(<DetailFallback {...props} loading={false} error={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("This course was not found.");
  });

  it("gives the server's reason for any other failure", () => {
    renderWithApp(
      <DetailFallback {...props} loading={false} error={new ApiError(503, "The catalogue is being updated.")} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("The catalogue is being updated.");
  });
});

import { lazy, type ReactNode, Suspense } from "react";
import { linkEntries } from "../layout/menu/filter-menu";
import { useMenu } from "../layout/menu/use-menu";

// Rarely shown, so it loads on demand and its layout components stay out of the sign-in page's entry.
const ForbiddenNotice = lazy(() =>
  import("../components/forbidden-notice").then((m) => ({ default: m.ForbiddenNotice })),
);

/** A screen reachable only by those whose menu shows it: the same rule for the menu and the direct URL. */
export function RequireMenuAccess({ menuId, children }: { menuId: string; children: ReactNode }) {
  const menu = useMenu();
  if (linkEntries(menu).some((i) => i.id === menuId)) return children;
  return (
    <Suspense fallback={null}>
      <ForbiddenNotice />
    </Suspense>
  );
}

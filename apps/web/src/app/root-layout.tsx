import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoader } from "../components/page-loader";
import { PageErrorBoundary } from "./page-error-boundary";

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}

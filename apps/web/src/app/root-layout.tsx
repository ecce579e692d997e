import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "./page-loader";

export function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "../lib/query-client";

/**
 * Server state for the routes that use it, and the one host for toast notifications (`notifications.show`);
 * loaded after the sign-in page so that page stays small.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" zIndex={1000} />
      <Outlet />
    </QueryClientProvider>
  );
}

import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "../lib/query-client";
import { DatesLocale } from "./dates-locale";
import toasts from "./toasts.module.css";

/**
 * Server state for the routes that use it, the one host for toast notifications (`notifications.show`) and the date
 * pickers' language; loaded after the sign-in page so that page stays small.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-right" zIndex={1000} classNames={{ root: toasts.root }} />
      <DatesLocale>
        <Outlet />
      </DatesLocale>
    </QueryClientProvider>
  );
}

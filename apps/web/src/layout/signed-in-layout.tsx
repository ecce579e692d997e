import { Anchor, AppShell } from "@mantine/core";
import { Suspense } from "react";
import { Link, Outlet } from "react-router";
import { Brand } from "../components/brand";
import { PageLoader } from "../components/page-loader";
import { HOME_PATH } from "../lib/paths";
import classes from "./signed-in-layout.module.css";
import { UserMenu } from "./user-menu";

/** The minimal signed-in frame: product name, the user, Log Out. The full shell replaces it later. */
export function SignedInLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <div className={classes.header}>
          <Anchor component={Link} to={HOME_PATH} underline="never" c="inherit">
            <Brand />
          </Anchor>
          <UserMenu />
        </div>
      </AppShell.Header>
      <AppShell.Main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

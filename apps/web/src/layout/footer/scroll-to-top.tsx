import { ActionIcon, Transition } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { IconArrowUp } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useScrolledPast } from "../shell/use-scrolled";
import classes from "./scroll-to-top.module.css";

/** Shown once the page has scrolled more than this (SPEC.md section 9). */
export const SCROLL_TO_TOP_AFTER = 100;

/** A round button in the bottom corner that takes the page back to the top. */
export function ScrollToTop() {
  const { t } = useTranslation();
  // Not Mantine's useWindowScroll: it reads the scroll position while the page is first built (a forced layout).
  const scrolled = useScrolledPast(SCROLL_TO_TOP_AFTER);
  const reduceMotion = useReducedMotion();
  return (
    <Transition mounted={scrolled} transition="slide-up" duration={150}>
      {(style) => (
        <ActionIcon
          style={style}
          className={classes.root}
          size={44}
          radius="xl"
          variant="filled"
          aria-label={t("footer.scrollToTop")}
          onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })}
        >
          <IconArrowUp size={20} />
        </ActionIcon>
      )}
    </Transition>
  );
}

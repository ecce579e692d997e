import { ActionIcon, Popover } from "@mantine/core";
import { useWindowEvent } from "@mantine/hooks";
import { type ReactNode, type Ref, useRef } from "react";
import classes from "./header-popover.module.css";

export { classes as popoverClasses };

type Props = {
  opened: boolean;
  onChange: (opened: boolean) => void;
  width: number;
  /** The icon button's accessible name. */
  label: string;
  icon: ReactNode;
  /** Shown on the icon when above zero (as 99+ past 99); hidden from screen readers, which read `label`. */
  count: number;
  countTestId: string;
  /** Red for what needs attention (unread notifications), the brand colour for a plain tally. */
  countTone?: "alert" | "brand";
  /** More for screen readers inside the button (a visually hidden sentence), and the id that names it. */
  description?: ReactNode;
  describedBy?: string | undefined;
  dropdownRef?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/** An icon in the header with a count, opening a focus-trapped panel below it (notifications, shortlist). */
export function HeaderPopover(props: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Escape closes the panel wherever focus is: the dropdown handles it itself when it holds focus, but after its
  // focused row was removed (a dismissed notification) focus may have fallen back to the page.
  useWindowEvent("keydown", (event) => {
    if (!props.opened || event.key !== "Escape" || event.defaultPrevented) return;
    if (document.activeElement?.closest(".mantine-Popover-dropdown")) return;
    props.onChange(false);
    trigger.current?.focus();
  });
  return (
    <Popover
      opened={props.opened}
      onChange={props.onChange}
      position="bottom-end"
      width={props.width}
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
      offset={10}
    >
      <Popover.Target>
        <ActionIcon
          ref={trigger}
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          className={classes.trigger}
          aria-label={props.label}
          aria-describedby={props.describedBy}
          onClick={() => props.onChange(!props.opened)}
        >
          {props.icon}
          {props.count > 0 && (
            <span
              className={classes.count}
              data-tone={props.countTone ?? "brand"}
              data-testid={props.countTestId}
              aria-hidden
            >
              {props.count > 99 ? "99+" : props.count}
            </span>
          )}
          {props.description}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown} ref={props.dropdownRef}>
        {props.children}
      </Popover.Dropdown>
    </Popover>
  );
}

import { Button, type ButtonProps } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { CourseItem } from "@pp/shared";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import { useAddToShortlist } from "../api/add-to-shortlist";
import { useCanShortlist, useShortlist } from "../api/get-shortlist";
import { useRemoveFromShortlist } from "../api/remove-from-shortlist";
import "../strings";

/** "Add to shortlist" / "In shortlist": a toggle that reads and writes the one shortlist query. */
export function ShortlistToggle({ course, ...props }: { course: CourseItem } & ButtonProps) {
  const { t } = useTranslation();
  const allowed = useCanShortlist();
  const shortlist = useShortlist();
  const add = useAddToShortlist();
  const remove = useRemoveFromShortlist();
  if (!allowed) return null;

  const on = shortlist.data?.some((c) => c.id === course.id) ?? false;
  const failed = (error: unknown) =>
    notifications.show({ color: "red", message: errorMessage(error, t("shortlist.toggle.failed")) });
  const toggle = () => {
    if (on) remove.mutate(course.id, { onError: failed });
    else add.mutate(course, { onError: failed });
  };

  return (
    <Button
      size="xs"
      radius="md"
      variant={on ? "filled" : "light"}
      leftSection={on ? <IconCheck size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
      aria-pressed={on}
      aria-label={t(on ? "shortlist.toggle.addedNamed" : "shortlist.toggle.addNamed", { name: course.name })}
      disabled={shortlist.isPending}
      onClick={toggle}
      data-shortlisted={on || undefined}
      {...props}
    >
      {t(on ? "shortlist.toggle.added" : "shortlist.toggle.add")}
    </Button>
  );
}

import { Select, TagsInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { TAG_MAX_LENGTH, TAGS_PER_RECORD } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { useCounsellors, useTags } from "../../../components/bulk-actions";
import type { StudentFormValues } from "../form/student-form-values";

/** Who looks after the student and the partner's own tags (issue 20): the team's people, the tags in use. */
export function CounsellingFields({ form }: { form: UseFormReturnType<StudentFormValues> }) {
  const { t } = useTranslation();
  const counsellors = useCounsellors();
  const tags = useTags("students");
  const chosen = form.values.counsellor_id;
  const options = (counsellors.data ?? []).map((c) => ({
    value: String(c.id),
    label: c.is_owner ? t("bulk.owner", { name: c.name }) : c.name,
  }));
  return (
    <>
      <Select
        label={t("bulk.counsellor")}
        placeholder={t("bulk.noCounsellor")}
        clearable
        searchable
        // A counsellor disabled since keeps showing until someone changes it.
        data={
          chosen && !options.some((o) => o.value === chosen) ? [...options, { value: chosen, label: "…" }] : options
        }
        {...form.getInputProps("counsellor_id")}
      />
      <TagsInput
        label={t("bulk.tags")}
        description={t("bulk.tagHint")}
        data={tags.data ?? []}
        maxTags={TAGS_PER_RECORD}
        splitChars={[","]}
        clearable
        onChange={(v) => form.setFieldValue("tags", v.map((x) => x.trim().slice(0, TAG_MAX_LENGTH)).filter(Boolean))}
        value={form.values.tags}
        error={form.errors.tags}
      />
    </>
  );
}

import {
  Alert,
  Button,
  Drawer,
  FileButton,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { EXPERT_PHOTO_MAX_BYTES, type ExpertItem } from "@pp/shared";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useExpertFormOptions, useExpertPhotoUpload, useSaveExpert } from "../api/admin-experts";
import {
  type ExpertFormValues,
  expertFormBody,
  expertFormValues,
  fieldErrorsOnFields,
  PHOTO_TYPES,
  validateExpert,
} from "../utils/expert-form";
import { avatarColor, avatarColorVar, initials } from "../utils/format";
import { ExpertAvatar } from "./expert-avatar";
import { notify } from "./notify";

export type DrawerState = { mode: "closed" } | { mode: "create" } | { mode: "edit"; expert: ExpertItem };

const COMMON_LANGUAGES = [
  "Arabic",
  "Bengali",
  "English",
  "French",
  "German",
  "Hindi",
  "Indonesian",
  "Italian",
  "Japanese",
  "Korean",
  "Malay",
  "Mandarin",
  "Nepali",
  "Portuguese",
  "Punjabi",
  "Russian",
  "Spanish",
  "Swahili",
  "Tamil",
  "Telugu",
  "Thai",
  "Turkish",
  "Urdu",
  "Vietnamese",
];

/** The add / edit form of an expert in a side drawer, with the photo. */
export function ExpertDrawer({ state, onClose }: { state: DrawerState; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const expert = state.mode === "edit" ? state.expert : undefined;
  return (
    <Drawer
      opened={state.mode !== "closed"}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      closeButtonProps={{ "aria-label": t("expertsPage.form.close") }}
      title={expert ? t("expertsPage.form.editTitle", { name: expert.name }) : t("expertsPage.form.addTitle")}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-xl)" } }}
    >
      {state.mode !== "closed" ? <ExpertForm key={expert?.id ?? "new"} expert={expert} onDone={onClose} /> : null}
    </Drawer>
  );
}

function ExpertForm({ expert, onDone }: { expert?: ExpertItem; onDone: () => void }) {
  const { t } = useTranslation();
  const options = useExpertFormOptions();
  const save = useSaveExpert();
  const photo = useExpertPhotoUpload();
  const [failure, setFailure] = useState<string | null>(null);
  // A new photo to upload on save, or "remove" to drop the current one.
  const [pending, setPending] = useState<File | "remove" | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<ExpertFormValues>({
    initialValues: expertFormValues(expert),
    validate: validateExpert,
    onValuesChange: () => setFailure(null),
  });

  useEffect(() => {
    if (!(pending instanceof File)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(pending);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);

  const choose = (file: File | null) => {
    setPhotoError(null);
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) setPhotoError(t("expertsPage.form.photoWrongType"));
    else if (file.size > EXPERT_PHOTO_MAX_BYTES) setPhotoError(t("expertsPage.form.photoTooLarge"));
    else setPending(file);
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ id: expert?.id, body: expertFormBody(values) });
        if (pending) {
          try {
            await photo.mutateAsync({ id: saved.id, file: pending === "remove" ? null : pending });
          } catch (error) {
            notify("error", t("expertsPage.form.photoFailed", { message: errorMessage(error, "") }));
          }
        }
        notify("success", t(expert ? "expertsPage.form.updated" : "expertsPage.form.created", { name: saved.name }));
        onDone();
      } catch (error) {
        if (isApiError(error)) form.setErrors(fieldErrorsOnFields(error.fieldErrors));
        setFailure(errorMessage(error, t("expertsPage.form.failed")));
      }
    },
    () => setFailure(t("expertsPage.form.fixErrors")),
  );

  const toOptions = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  const searchable = {
    searchable: true,
    nothingFoundMessage: t("expertsPage.form.nothingFound"),
    placeholder: options.isLoading ? t("expertsPage.form.loadingOptions") : undefined,
    comboboxProps: { withinPortal: true },
  };
  const currentPhoto = pending === "remove" ? null : (expert?.photo_url ?? null);
  const name = form.values.name || expert?.name || "?";

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={expert ? t("expertsPage.form.editTitle", { name: expert.name }) : t("expertsPage.form.addTitle")}
    >
      <Stack gap="md">
        <Group gap="md" align="center" wrap="nowrap">
          {preview ? (
            <img
              src={preview}
              alt={t("expertsPage.directory.photoOf", { name })}
              width={72}
              height={72}
              style={{ borderRadius: "50%", objectFit: "cover" }}
            />
          ) : currentPhoto && expert ? (
            <ExpertAvatar name={expert.name} photoUrl={currentPhoto} size={72} />
          ) : (
            <div
              aria-hidden
              style={{
                width: 72,
                height: 72,
                borderRadius: "50%",
                display: "grid",
                placeItems: "center",
                fontWeight: 700,
                fontSize: 24,
                color: "white",
                background: avatarColorVar(avatarColor(name)),
              }}
            >
              {initials(name)}
            </div>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t("expertsPage.form.photo")}
            </Text>
            <Group gap="xs">
              <FileButton onChange={choose} accept={PHOTO_TYPES.join(",")}>
                {(props) => (
                  <Button size="xs" variant="default" leftSection={<IconPhotoUp size={14} aria-hidden />} {...props}>
                    {currentPhoto || preview ? t("expertsPage.form.replacePhoto") : t("expertsPage.form.choosePhoto")}
                  </Button>
                )}
              </FileButton>
              {currentPhoto || preview ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red.8"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setPending(expert?.photo_url ? "remove" : null)}
                >
                  {t("expertsPage.form.removePhoto")}
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c={photoError ? "red.8" : "dimmed"} role={photoError ? "alert" : undefined}>
              {photoError ??
                (pending instanceof File
                  ? t("expertsPage.form.photoChosen", { name: pending.name })
                  : t("expertsPage.form.photoHint"))}
            </Text>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t("expertsPage.form.name")} withAsterisk data-autofocus {...form.getInputProps("name")} />
          <TextInput
            label={t("expertsPage.form.title")}
            placeholder={t("expertsPage.form.titlePlaceholder")}
            {...form.getInputProps("title")}
          />
          <TextInput label={t("expertsPage.form.email")} withAsterisk type="email" {...form.getInputProps("email")} />
          <TextInput
            label={t("expertsPage.form.phone")}
            type="tel"
            placeholder={t("expertsPage.form.phonePlaceholder")}
            {...form.getInputProps("phone")}
          />
        </SimpleGrid>
        <Select
          label={t("expertsPage.form.provider")}
          data={toOptions(options.data?.providers)}
          clearable
          {...searchable}
          placeholder={
            options.isLoading ? t("expertsPage.form.loadingOptions") : t("expertsPage.form.providerPlaceholder")
          }
          {...form.getInputProps("provider_id")}
        />
        <MultiSelect
          label={t("expertsPage.form.countries")}
          data={toOptions(options.data?.countries)}
          clearable
          hidePickedOptions
          {...searchable}
          {...form.getInputProps("country_ids")}
        />
        <MultiSelect
          label={t("expertsPage.form.regions")}
          data={toOptions(options.data?.regions)}
          clearable
          hidePickedOptions
          {...searchable}
          {...form.getInputProps("region_ids")}
        />
        <TagsInput
          label={t("expertsPage.form.languages")}
          description={t("expertsPage.form.languagesDescription")}
          data={COMMON_LANGUAGES}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("languages")}
        />
        <Textarea
          label={t("expertsPage.form.bio")}
          placeholder={t("expertsPage.form.bioPlaceholder")}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("bio")}
        />
        <Switch label={t("expertsPage.form.active")} {...form.getInputProps("is_active", { type: "checkbox" })} />
        {failure ? (
          <Alert color="red.8" variant="outline" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("expertsPage.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending || photo.isPending}>
            {t("expertsPage.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

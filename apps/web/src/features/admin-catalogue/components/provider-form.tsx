import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { PROVIDER_TYPES } from "@pp/shared";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-error";
import type { AdminProvider } from "../api/keys";
import { useSaveProvider } from "../api/providers";
import type { adminCatalogueStrings } from "../strings";
import { serverFieldErrors } from "../utils/form-errors";
import {
  emptyProviderValues,
  type ProviderFormValues,
  parseProvider,
  providerToValues,
  validateProvider,
} from "../utils/provider-form";
import { CountrySelect } from "./country-select";

type FormKey = keyof typeof adminCatalogueStrings.adminCataloguePage.providerForm;

type Props = {
  /** The provider being edited; none to add one. */
  item?: AdminProvider;
  onSaved: (provider: AdminProvider, created: boolean) => void;
  onCancel: () => void;
};

/** Add / edit a provider: validated with the shared `providerBody`; the server's messages land on their fields. */
export function ProviderForm({ item, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const save = useSaveProvider();
  const form = useForm<ProviderFormValues>({
    initialValues: item ? providerToValues(item) : emptyProviderValues(),
    validate: validateProvider,
  });
  const f = (key: FormKey) => t(`adminCataloguePage.providerForm.${key}`);
  const fieldErrors = serverFieldErrors(save.error);
  const generalError = save.isError && Object.keys(fieldErrors).length === 0;

  const submit = (values: ProviderFormValues) => {
    const parsed = parseProvider(values);
    if (!parsed.ok) return;
    save.mutate(
      { id: item?.id, body: parsed.body },
      {
        onSuccess: (saved) => onSaved(saved, !item),
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={f("name")} withAsterisk autoComplete="off" {...form.getInputProps("name")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <CountrySelect
            label={f("country")}
            withAsterisk
            placeholder={f("countryPlaceholder")}
            current={item?.country}
            {...form.getInputProps("country_id")}
          />
          <TextInput label={f("city")} autoComplete="off" {...form.getInputProps("city")} />
        </SimpleGrid>
        <Select
          label={f("type")}
          withAsterisk
          allowDeselect={false}
          data={PROVIDER_TYPES.map((v) => ({ value: v, label: t(`adminCataloguePage.providerTypes.${v}`) }))}
          {...form.getInputProps("type")}
        />
        <TextInput
          label={f("website")}
          placeholder="https://"
          type="url"
          autoComplete="off"
          {...form.getInputProps("website")}
        />
        <Textarea label={f("description")} autosize minRows={3} maxRows={8} {...form.getInputProps("description")} />
        <Title order={3} size="h5" mt="xs">
          {f("contact")}
        </Title>
        <TextInput label={f("contactName")} autoComplete="off" {...form.getInputProps("contact_name")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={f("contactEmail")}
            type="email"
            autoComplete="off"
            {...form.getInputProps("contact_email")}
          />
          <TextInput label={f("contactPhone")} type="tel" autoComplete="off" {...form.getInputProps("contact_phone")} />
        </SimpleGrid>
        {generalError ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, f("failed"))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("adminCataloguePage.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t("adminCataloguePage.form.save") : t("adminCataloguePage.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Badge, Button, Checkbox, Group, Loader, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type SubLoginItem, subLoginCreateBody } from "@pp/shared";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { localSchemaResolver } from "../../../lib/form-resolver";
import { useCreateSubLogin } from "../api/create-sublogin";
import { useRoleTemplates } from "../api/get-role-templates";
import { useUpdateSubLogin } from "../api/update-sublogin";
import { extraChoices, extrasOf, includedPermissions, keepExtras } from "../utils/permissions";
import { usePermissionLabel } from "./permission-label";

type Props = {
  /** The sub-login being edited; none to add one. */
  item?: SubLoginItem;
  onSaved: (item: SubLoginItem, created: boolean) => void;
  onCancel: () => void;
};

type Values = { name: string; email: string; phone: string; role_id: string; extra_permissions: string[] };

const editSchema = subLoginCreateBody.omit({ email: true });

/** Name, e-mail, role template and extra permissions; the same form adds and edits (the e-mail is fixed once set). */
export function SubLoginForm({ item, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const label = usePermissionLabel();
  const roles = useRoleTemplates();
  const create = useCreateSubLogin();
  const update = useUpdateSubLogin();
  const save = item ? update : create;
  const templateOf = (id: string) => roles.data?.find((r) => String(r.id) === id);

  const form = useForm<Values>({
    initialValues: {
      name: item?.name ?? "",
      email: item?.email ?? "",
      phone: item?.phone ?? "",
      role_id: item?.role ? String(item.role.id) : "",
      extra_permissions: [],
    },
    validate: localSchemaResolver(item ? editSchema : subLoginCreateBody),
  });

  const template = templateOf(form.values.role_id);
  // The extras of an edited sub-login are known once its template's permissions are.
  const seeded = useRef(false);
  const itemTemplate = item?.role ? roles.data?.find((r) => r.id === item.role?.id) : undefined;
  useEffect(() => {
    if (!item || !itemTemplate || seeded.current) return;
    seeded.current = true;
    form.setFieldValue("extra_permissions", extrasOf(item.permissions, itemTemplate));
    form.resetDirty();
  }, [item, itemTemplate, form]);

  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const generalError = save.isError && Object.keys(fieldErrors).length === 0;
  const choices = extraChoices(template);

  const submit = (values: Values) => {
    const extras = keepExtras(values.extra_permissions, templateOf(values.role_id));
    const onError = (error: unknown) => {
      if (isApiError(error)) form.setErrors(error.firstFieldErrors());
    };
    if (item) {
      const body = editSchema.parse({ ...values, extra_permissions: extras });
      update.mutate({ id: item.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      const body = subLoginCreateBody.parse({ ...values, extra_permissions: extras });
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={t("subLoginsPage.form.name")}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("subLoginsPage.form.email")}
          type="email"
          autoComplete="off"
          withAsterisk={!item}
          readOnly={Boolean(item)}
          description={item ? t("subLoginsPage.form.emailLocked") : t("subLoginsPage.form.emailHint")}
          {...form.getInputProps("email")}
        />
        <TextInput
          label={t("subLoginsPage.form.phone")}
          type="tel"
          autoComplete="off"
          {...form.getInputProps("phone")}
        />
        <Select
          label={t("subLoginsPage.form.role")}
          placeholder={t("subLoginsPage.form.rolePlaceholder")}
          withAsterisk
          allowDeselect={false}
          data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          description={template?.description ?? undefined}
          rightSection={roles.isPending ? <Loader size={14} /> : undefined}
          {...form.getInputProps("role_id")}
          onChange={(value) => {
            form.setFieldValue("role_id", value ?? "");
            form.setFieldValue("extra_permissions", keepExtras(form.values.extra_permissions, templateOf(value ?? "")));
          }}
        />
        {roles.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(roles.error, t("subLoginsPage.form.rolesFailed"))}
          </Alert>
        )}
        {template && (
          <div>
            <Text size="sm" fw={500} mb={6}>
              {t("subLoginsPage.form.includes")}
            </Text>
            <Group gap={6} data-testid="template-permissions">
              {includedPermissions(template).map((p) => (
                <Badge key={p} variant="light" color="gray" tt="none" fw={500}>
                  {label(p)}
                </Badge>
              ))}
            </Group>
          </div>
        )}
        <Checkbox.Group
          label={t("subLoginsPage.form.extras")}
          description={
            !template
              ? t("subLoginsPage.form.chooseRoleFirst")
              : choices.length === 0
                ? t("subLoginsPage.form.allIncluded")
                : t("subLoginsPage.form.extrasHint")
          }
          {...form.getInputProps("extra_permissions")}
        >
          <Stack gap={8} mt="xs">
            {choices.map((p) => (
              <Checkbox key={p} value={p} label={label(p)} />
            ))}
          </Stack>
        </Checkbox.Group>
        {generalError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(save.error, t("subLoginsPage.form.failed"))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t("subLoginsPage.form.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? t("subLoginsPage.form.save") : t("subLoginsPage.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

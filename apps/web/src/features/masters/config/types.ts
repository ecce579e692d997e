import type { MasterItem, MasterResource } from "@pp/shared";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { mastersStrings } from "../strings";

export type FieldName = keyof typeof mastersStrings.mastersPage.fields;
/** A field whose input explains itself under its label (`mastersPage.hints.<name>`). */
export type HintName = keyof typeof mastersStrings.mastersPage.hints;
export type FieldValue = string | number | boolean | string[];
export type FormValues = Record<string, FieldValue>;

type Base = { name: FieldName; required?: boolean; hint?: HintName };
/** One input of a Masters form; the generic form draws each kind. */
export type FieldDef =
  | (Base & { kind: "text"; upper?: boolean; placeholder?: string })
  | (Base & { kind: "textarea" })
  | (Base & {
      kind: "number";
      min?: number;
      max?: number /** Decimal places allowed (none by default). */;
      decimals?: number;
    })
  /** A calendar day, sent as YYYY-MM-DD; `notAfterToday` keeps the picker from offering later days. */
  | (Base & { kind: "date"; notAfterToday?: boolean })
  | (Base & { kind: "switch" })
  | (Base & { kind: "month" })
  | (Base & { kind: "colour" })
  | (Base & { kind: "permissions" })
  /** The row's name in each interface language besides English (`names`), one input per language. */
  | (Base & { kind: "translations" })
  | (Base & {
      kind: "lookup";
      /** The resource whose active rows are the choices. */
      from: MasterResource;
      optionLabel: (item: MasterItem) => string;
      multiple?: boolean;
      /** The field shows (and is sent) only when this holds. */
      showWhen?: (values: FormValues) => boolean;
    });

export type MasterColumn = {
  id: string;
  header: (t: TFunction) => string;
  cell: (row: MasterItem, t: TFunction) => ReactNode;
  width?: number | string;
  align?: "left" | "right" | "center";
};

/** Everything the generic Masters page needs to know about one resource. */
export interface MasterConfig {
  resource: MasterResource;
  /** The menu entry guarding the route. */
  menuId: string;
  path: string;
  /** The shared create schema; the form validates with it before sending. */
  schema: z.ZodType;
  nameOf: (row: MasterItem) => string;
  /** The search box's placeholder (`mastersPage.filters.<key>`); "Search by name" by default. */
  searchPlaceholder?: keyof typeof mastersStrings.mastersPage.filters;
  fields: FieldDef[];
  columns: MasterColumn[];
  initial: (row?: MasterItem) => FormValues;
  /**
   * A new row's name offered from its other fields (an intake's "January 2027" from its month and year), with the
   * years for their numbers; the person may change it, and a name they typed is never replaced.
   */
  suggestName?: (values: FormValues, years: MasterItem[]) => string | null;
}

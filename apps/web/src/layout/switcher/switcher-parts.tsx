import { ColorInput, Radio } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { type CSSProperties, type ReactNode, useId, useState } from "react";
import { hexToRgb } from "../../theme/settings";
import classes from "./theme-switcher.module.css";

export interface ChoiceProps<V extends string> {
  label: string;
  description?: string;
  value: V | "";
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  columns?: number;
}

/** One setting as a labelled group of radio tiles. */
export function Choice<V extends string>({
  label,
  description,
  value,
  options,
  onChange,
  columns = 2,
}: ChoiceProps<V>) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(v) => onChange(v as V)}
      classNames={{ label: classes.groupLabel, description: classes.groupDescription }}
    >
      <div className={classes.options} style={{ "--cols": columns } as CSSProperties}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} size="xs" classNames={{ root: classes.option }} />
        ))}
      </div>
    </Radio.Group>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h3 className={classes.groupLabel} id={id}>
        {title}
      </h3>
      {description && <p className={classes.groupDescription}>{description}</p>}
      {children}
    </section>
  );
}

export const rgbToHex = (rgb: string) =>
  `#${rgb
    .split(",")
    .map((n) => Number(n.trim()).toString(16).padStart(2, "0"))
    .join("")}`;

export function Swatch({
  rgb,
  label,
  selected,
  onClick,
}: {
  rgb: string;
  label: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={classes.swatch}
      style={{ "--swatch": `rgb(${rgb})` } as CSSProperties}
      aria-label={label}
      aria-pressed={selected}
      onClick={onClick}
    >
      {selected && <IconCheck size={16} stroke={3} aria-hidden />}
    </button>
  );
}

/** A colour field that applies a colour once it is a complete hex value. */
export function CustomColour({
  label,
  current,
  placeholder,
  onColour,
}: {
  label: string;
  current: string;
  placeholder: string;
  onColour: (rgb: string) => void;
}) {
  const [value, setValue] = useState(current ? rgbToHex(current) : "");
  // Follow changes made elsewhere (a preset, Reset) without fighting what is being typed.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (hexToRgb(value) !== current) setValue(current ? rgbToHex(current) : "");
  }
  return (
    <ColorInput
      label={label}
      value={value}
      format="hex"
      placeholder={placeholder}
      withEyeDropper={false}
      size="sm"
      mt="sm"
      classNames={{ label: classes.fieldLabel }}
      onChange={(hex) => {
        setValue(hex);
        const rgb = hexToRgb(hex);
        if (rgb) onColour(rgb);
      }}
    />
  );
}

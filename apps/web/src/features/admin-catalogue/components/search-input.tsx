import { TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";

type Props = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** A search box that writes to the URL 300 ms after typing stops, and follows the URL (Clear, back button). */
export function SearchInput({ label, placeholder, value, onChange }: Props) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    if (debounced.trim() !== current) change(debounced.trim());
  }, [debounced]);
  useEffect(() => {
    setText((typed) => (typed.trim() === value ? typed : value));
  }, [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
    />
  );
}

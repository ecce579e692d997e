import type { MantineColorsTuple } from "@mantine/core";

const mix = (c: number[], target: number, amount: number) =>
  c.map((v) => Math.round(v + (target - v) * amount)) as [number, number, number];
const hex = (c: number[]) => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

/** A Mantine ten-shade scale whose shade 6 is the given "r, g, b" colour. */
export function primaryScale(rgb: string): MantineColorsTuple | null {
  const c = rgb.split(",").map((n) => Number(n.trim()));
  if (c.length !== 3 || c.some((v) => !Number.isFinite(v) || v < 0 || v > 255)) return null;
  const lighter = [0.92, 0.8, 0.6, 0.4, 0.22, 0.1].map((a) => hex(mix(c, 255, a)));
  const darker = [0.14, 0.26, 0.38].map((a) => hex(mix(c, 0, a)));
  return [...lighter, hex(c), ...darker] as unknown as MantineColorsTuple;
}

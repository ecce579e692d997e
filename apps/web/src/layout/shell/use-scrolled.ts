import { useEffect, useState } from "react";

/** Whether the page has scrolled more than `threshold` px (the header's pinned style after 30 px). */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    // The first look waits for the next frame: reading scrollY while the page is being built forces a layout of
    // the whole page (the longest part of the signed-in shell's first render on a slow phone).
    const frame = requestAnimationFrame(check);
    window.addEventListener("scroll", check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
    };
  }, [threshold]);
  return past;
}

import { useEffect, useState } from "react";

/** Whether the page has scrolled more than `threshold` px (the header's pinned style after 30 px). */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, [threshold]);
  return past;
}

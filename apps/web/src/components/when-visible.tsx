import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Renders `children` once the place they go comes within `margin` of the screen, and `fallback` (which should
 * hold that place at about the same size) until then. For heavy parts below the first screen, such as charts,
 * so that a page's first load does not pay for what nobody has scrolled to yet. Without IntersectionObserver
 * the children render at once.
 */
export function WhenVisible({
  children,
  fallback,
  margin = "200px",
  testId,
}: {
  children: ReactNode;
  fallback: ReactNode;
  margin?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, margin]);
  return (
    <div ref={ref} data-testid={testId} data-shown={shown || undefined}>
      {shown ? children : fallback}
    </div>
  );
}

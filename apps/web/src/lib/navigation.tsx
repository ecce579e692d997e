import { Anchor, type AnchorProps } from "@mantine/core";
import { createContext, type MouseEvent, type ReactNode, useContext } from "react";

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type AppNavigate = (to: string, options?: NavigateOptions) => void;

/** Outside any provider a move is a plain page load. */
const pageLoad: AppNavigate = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to);

const NavigateContext = createContext<AppNavigate>(pageLoad);

/**
 * Moves within the app without depending on the router. The sign-in page first renders before React Router
 * has loaded (docs/decisions/011): there the provider starts the app at the new address; inside the app the
 * provider hands the move to the router.
 */
export const NavigateProvider = NavigateContext.Provider;

export const useAppNavigate = () => useContext(NavigateContext);

/** A plain click, not one that asks for a new tab or window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

type AppAnchorProps = AnchorProps & {
  to: string;
  children?: ReactNode;
  target?: string;
  "aria-label"?: string;
};

/** A Mantine Anchor with a real href that moves through {@link useAppNavigate} on a plain click. */
export function AppAnchor({ to, target, ...props }: AppAnchorProps) {
  const navigate = useAppNavigate();
  return (
    <Anchor
      href={to}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (target || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...props}
    />
  );
}

import { ActionIcon, Box, Modal } from "@mantine/core";
import { useDisclosure, useHotkeys, useMediaQuery } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import classes from "./header-search.module.css";
import { SearchBox } from "./search-box";

/** The desktop breakpoint (992 px): from here the search box sits in the header. */
const DESKTOP = "(min-width: 62em)";

/** The header search: a box from 992 px, a Search button with an overlay below it; Ctrl/Cmd+K reaches either. */
export function HeaderSearch() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [overlayOpened, overlay] = useDisclosure(false);
  const desktop = useMediaQuery(DESKTOP);

  useHotkeys(
    [
      [
        "mod+K",
        () => {
          if (window.matchMedia(DESKTOP).matches && inputRef.current) {
            inputRef.current.focus();
            inputRef.current.select();
          } else overlay.open();
        },
      ],
    ],
    [],
  );

  useEffect(() => {
    if (desktop) overlay.close();
  }, [desktop, overlay]);

  return (
    <>
      <Box visibleFrom="md" className={classes.inline}>
        <SearchBox variant="header" inputRef={inputRef} />
      </Box>
      <ActionIcon
        hiddenFrom="md"
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={t("header.search.open")}
        onClick={overlay.open}
      >
        <IconSearch size={20} stroke={1.7} />
      </ActionIcon>
      <Modal
        opened={overlayOpened}
        onClose={overlay.close}
        title={t("header.search.overlayTitle")}
        size="100%"
        yOffset={0}
        xOffset={0}
        radius={0}
        transitionProps={{ transition: "slide-down" }}
        classNames={{ content: classes.overlayContent, inner: classes.overlayInner }}
      >
        <SearchBox variant="overlay" onNavigate={overlay.close} />
      </Modal>
    </>
  );
}

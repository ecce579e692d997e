export { HeaderSearch } from "./header-search/header-search";
export { NotificationsMenu } from "./notifications-menu/notifications-menu";
export { ProfileMenu } from "./profile-menu/profile-menu";
export { ShortlistMenu } from "./shortlist-menu/shortlist-menu";
export { useSwitcherOpen } from "./switcher-store";

// Placeholders until the header widgets land (search, notifications, profile); they render nothing.
export const HeaderSearch = () => null;
export const NotificationsMenu = () => null;
export const ProfileMenu = () => null;

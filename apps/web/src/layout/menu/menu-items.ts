import type { AnyPermission, Role } from "@pp/shared";
import {
  IconArrowsExchange,
  IconBook2,
  IconBuildingBank,
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarStats,
  IconCash,
  IconChecklist,
  IconDatabaseCog,
  IconFileDownload,
  IconFileUpload,
  IconFolders,
  IconHeadset,
  IconHistory,
  IconHourglass,
  IconLayoutDashboard,
  IconListCheck,
  IconListDetails,
  IconMap2,
  type IconProps,
  IconSchool,
  IconShieldLock,
  IconSpeakerphone,
  IconSunrise,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
  IconWorld,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { paths } from "../../lib/paths";

export type MenuType = "link" | "sub" | "empty";

/** One entry of the menu that feeds the sidebar, the horizontal navigation and the header search. */
export interface MenuItem {
  /** Stable id; also the i18n key under `menu.`. */
  id: string;
  type: MenuType;
  path?: string;
  icon?: ComponentType<IconProps>;
  children?: MenuItem[];
  /** Who sees it; an entry without roles is visible to all. */
  roles?: Role[];
  /** For sub-logins: the permission the entry needs. */
  permission?: AnyPermission;
  badge?: string;
  /** i18n key of a category heading shown above this entry. */
  menuTitle?: string;
  /** A screen only the module's own page describes; used for the page frame. */
  description?: string;
}

const P = ["Partner"] as Role[];
const A = ["Superadmin"] as Role[];

export const MENU: MenuItem[] = [
  // A partner person's day first (issue 36): what waits for the agency today.
  { id: "myDay", type: "link", path: paths.myDay.path, icon: IconSunrise, roles: P, menuTitle: "main" },
  { id: "dashboard", type: "link", path: paths.dashboard.path, icon: IconLayoutDashboard, menuTitle: "main" },
  {
    id: "subLogins",
    type: "link",
    path: paths.partner.subLogins.path,
    icon: IconUsersGroup,
    roles: P,
    permission: "sublogins.manage",
    menuTitle: "partner",
  },
  {
    id: "updates",
    type: "link",
    path: paths.partner.updates.path,
    icon: IconSpeakerphone,
    roles: P,
    permission: "updates.view",
  },
  {
    id: "tickets",
    type: "link",
    path: paths.partner.tickets.path,
    icon: IconHeadset,
    roles: P,
    permission: "tickets.manage",
  },
  // Every partner person has tasks (decision 052): what each sees is decided per task by the server.
  { id: "tasks", type: "link", path: paths.partner.tasks.path, icon: IconListCheck, roles: P },
  {
    id: "students",
    type: "link",
    path: paths.partner.students.path,
    icon: IconUsers,
    roles: P,
    permission: "students.view",
  },
  {
    id: "applications",
    type: "link",
    path: paths.partner.applications.path,
    icon: IconChecklist,
    roles: P,
    permission: "applications.view",
  },
  {
    id: "providers",
    type: "link",
    path: paths.partner.providers.path,
    icon: IconBuildingBank,
    roles: P,
    permission: "courses.view",
  },
  {
    id: "documents",
    type: "link",
    path: paths.partner.documents.path,
    icon: IconFolders,
    roles: P,
    permission: "documents.view",
  },
  {
    id: "experts",
    type: "link",
    path: paths.partner.experts.path,
    icon: IconUserStar,
    roles: P,
    permission: "experts.view",
  },
  {
    id: "reports",
    type: "link",
    path: paths.partner.reports.path,
    icon: IconFileDownload,
    roles: P,
    permission: "reports.export",
  },
  {
    id: "payments",
    type: "link",
    path: paths.partner.payments.path,
    icon: IconCash,
    roles: P,
    permission: "payments.view",
  },
  {
    id: "courses",
    type: "link",
    path: paths.partner.courses.path,
    icon: IconBook2,
    roles: P,
    permission: "courses.view",
  },
  {
    id: "masters",
    type: "sub",
    icon: IconDatabaseCog,
    roles: A,
    menuTitle: "admin",
    children: [
      { id: "roles", type: "link", path: paths.masters.roles.path, icon: IconShieldLock, roles: A },
      { id: "years", type: "link", path: paths.masters.years.path, icon: IconCalendarStats, roles: A },
      { id: "intakes", type: "link", path: paths.masters.intakes.path, icon: IconCalendarEvent, roles: A },
      {
        id: "applicationStatuses",
        type: "link",
        path: paths.masters.applicationStatuses.path,
        icon: IconListDetails,
        roles: A,
      },
      { id: "countries", type: "link", path: paths.masters.countries.path, icon: IconWorld, roles: A },
      { id: "regions", type: "link", path: paths.masters.regions.path, icon: IconMap2, roles: A },
      { id: "studyLevels", type: "link", path: paths.masters.studyLevels.path, icon: IconSchool, roles: A },
      {
        id: "currencyRates",
        type: "link",
        path: paths.masters.currencyRates.path,
        icon: IconArrowsExchange,
        roles: A,
      },
    ],
  },
  { id: "partners", type: "link", path: paths.admin.partners.path, icon: IconBuildingStore, roles: A },
  {
    id: "adminCatalogue",
    type: "sub",
    icon: IconBuildingBank,
    roles: A,
    children: [
      { id: "adminProviders", type: "link", path: paths.admin.providers.path, icon: IconBuildingBank, roles: A },
      { id: "adminCourses", type: "link", path: paths.admin.courses.path, icon: IconBook2, roles: A },
      { id: "adminCourseImport", type: "link", path: paths.admin.courseImport.path, icon: IconFileUpload, roles: A },
    ],
  },
  { id: "adminApplications", type: "link", path: paths.admin.applications.path, icon: IconChecklist, roles: A },
  {
    id: "adminSupport",
    type: "sub",
    icon: IconHeadset,
    roles: A,
    children: [
      { id: "adminTickets", type: "link", path: paths.admin.tickets.path, icon: IconHeadset, roles: A },
      { id: "adminUpdates", type: "link", path: paths.admin.updates.path, icon: IconSpeakerphone, roles: A },
      { id: "adminDocuments", type: "link", path: paths.admin.documents.path, icon: IconFolders, roles: A },
      { id: "adminExperts", type: "link", path: paths.admin.experts.path, icon: IconUserStar, roles: A },
    ],
  },
  { id: "adminPayments", type: "link", path: paths.admin.payments.path, icon: IconCash, roles: A },
  { id: "adminAudit", type: "link", path: paths.admin.audit.path, icon: IconHistory, roles: A },
  { id: "adminJobs", type: "link", path: paths.admin.jobs.path, icon: IconHourglass, roles: A },
];

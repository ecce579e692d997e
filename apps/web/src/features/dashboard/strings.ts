import { registerStrings } from "../../lib/i18n/register";

/** English strings of this feature; registered when the feature's code loads. */
export const dashboardStrings = {
  salesDashboard: {
    eyebrow: "Dashboard",
    welcome: "Welcome, {{name}}",
    welcomeFallback: "Welcome",
    loadFailed: "The dashboard could not be loaded.",
    retry: "Try again",
    scope: {
      label: "Figures shown",
      mine: "My figures",
      partner: "Whole agency",
      mineOnly: "These are the figures of the students and applications you created.",
    },
    kpi: {
      label: "Key figures",
      students: "Students",
      applications: "Applications",
      offers: "Offers",
      visasGranted: "Visas granted",
      enrolments: "Enrolments",
      conversionRate: "Conversion rate",
      conversionHint: "Enrolments per submitted application",
    },
    charts: {
      byStage: "Applications by stage",
      byStageHint: "Where every application is in the pipeline today.",
      perMonth: "Applications per month",
      perMonthHint: "New applications over the last 12 months.",
      byDestination: "By destination",
      byDestinationHint: "Applications by the provider's country.",
      topProviders: "Top providers",
      topProvidersHint: "The five providers with the most applications.",
      applications: "Applications",
      applicationsCount_one: "{{formatted}} application",
      applicationsCount_other: "{{formatted}} applications",
      other: "Other",
      noData: "Nothing to show yet.",
      loading: "Loading the charts",
    },
    recent: {
      title: "Recent activity",
      hint: "The latest status changes of your applications.",
      movedTo: "moved to",
      by: "by {{name}}",
      bySystem: "automatically",
      none: "No status changes yet.",
    },
    empty: {
      title: "Your dashboard fills up as you work",
      body: "Add your first student and start an application: your figures, pipeline and trends will appear here.",
      mineBody: "You have not created students or applications yet. Your figures will appear here once you do.",
      addStudent: "Go to students",
    },
    admin: {
      subtitle: "Platform administration",
      title: "Administration",
      body: "The administration dashboard with the figures of every partner is on its way. Meanwhile, the masters in the menu let you manage roles, years, intakes, the application pipeline, countries and regions.",
    },
  },
};

registerStrings(dashboardStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));

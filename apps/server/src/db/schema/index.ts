export * from "./accounts";
export * from "./conversation";
export * from "./dashboard";
export * from "./data-versions";
export * from "./deadlines";
export * from "./file-keys";
export * from "./integrations";
export * from "./limits";
export * from "./matching";
export * from "./operations";
export * from "./partner-work";
export * from "./read-log";
export {
  applicationStatuses,
  countries,
  countryStudyLevels,
  intakes,
  regions,
  roles,
  states,
  studyLevels,
  years,
} from "./reference";
export * from "./requests";
export * from "./sessions";
export * from "./support";
export * from "./tasks";
export * from "./two-factor";

export * from "./accounts";
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
export * from "./partner-work";

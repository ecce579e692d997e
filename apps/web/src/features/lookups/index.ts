export { type Country, type LookupOption, type Named, toCountryOptions, toOptions } from "./lookup-types";
export { useAllLevels } from "./use-all-levels";
export { lookupKeys, useCountries } from "./use-countries";
export { type CountryRef, type RefNames, useRefNames } from "./use-ref-names";
export { useStates } from "./use-states";
export { useStudyDestinations } from "./use-study-destinations";
export { useStudyLevels } from "./use-study-levels";

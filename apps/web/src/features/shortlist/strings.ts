import { registerStrings } from "../../lib/i18n/register";

/** English strings of this feature; registered when the feature's code loads. */
export const shortlistStrings = {
  shortlist: {
    title: "",
  },
};

registerStrings(shortlistStrings);

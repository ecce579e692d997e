import { registerStrings } from "../../lib/i18n/register";

/** English strings of the conversation on an application (issue 35), on both sides' application pages. */
export const conversationStrings = {
  conversation: {
    headingPartner: "Conversation with admissions",
    headingAdmin: "Conversation with the partner",
    newCount_one: "{{count}} new",
    newCount_other: "{{count}} new",
    empty: "No messages yet. Write the first one below.",
    emptyReadOnly: "No messages yet.",
    readOnly:
      "Your role lets you read this conversation, not write to it. Ask your partner administrator if you need to.",
    listLabel: "Message thread",
    unknownAuthor: "Former user",
    sides: {
      ownTeam: "Your team",
      admissions: "Admissions",
      partner: "Partner",
    },
    newMark: "New",
    read: "Read",
    label: "New message",
    placeholderPartner: "Write to admissions about this application",
    placeholderAdmin: "Answer the partner about this application",
    attach: "Attach a file",
    attachHelp: "PDF, JPG or PNG, up to 10 MB.",
    removeFile: "Remove {{name}}",
    send: "Send",
    failed: "The message could not be sent.",
    fileType: "Choose a PDF, JPG or PNG file.",
    fileSize: "The file is larger than 10 MB.",
    download: "Download {{name}}",
    downloadFailed: "The file could not be downloaded.",
    unreadInList_one: "{{count}} unread message",
    unreadInList_other: "{{count}} unread messages",
  },
};

registerStrings(conversationStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));

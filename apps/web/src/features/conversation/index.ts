export { Conversation } from "./components/conversation";
export { UnreadBadge } from "./components/unread-badge";

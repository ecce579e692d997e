// What other features use of tasks: the record pages' panel and the offer's answer date.
export { OfferAnswerDate } from "./components/offer-answer-date";
export { TasksPanel } from "./components/tasks-panel";

import type { ReactNode } from "react";

/**
 * Left-to-right data in a sentence or a table cell (issue 20): a phone number, an e-mail address, a passport or
 * application number, a URL, an amount with its currency code. Isolated (`<bdi dir="ltr">`), it keeps its own order
 * in a right-to-left page and does not reorder the text around it.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * The same for left-to-right data inside a translated sentence (a plain string, where no element fits): wrapped in
 * Unicode's left-to-right isolate (LRI … PDI), which the browser treats as `<bdi dir="ltr">`.
 */
export function ltrText(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * A name inside a translated sentence whose direction is its own ("Postgraduate (Master's)" in an Arabic sentence):
 * wrapped in Unicode's first-strong isolate (FSI … PDI), the plain-text `<bdi>`, so its brackets stay where they
 * belong and the sentence around it keeps its order (issue 35).
 */
export function isolatedText(text: string): string {
  return `\u2068${text}\u2069`;
}

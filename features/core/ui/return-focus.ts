// Where focus goes when a dialog closes: back to the element that opened it, or, when that element was replaced while
// the dialog was open (the header's Sign In button by the account button, a save control by its tooltip version),
// to its successor, found by `successor` (a selector; null: none).
export function returnFocusTarget(opener: Element | null, successor: string | null): HTMLElement | null {
  if (opener instanceof HTMLElement && opener.isConnected) return opener;
  return successor ? document.querySelector<HTMLElement>(successor) : null;
}

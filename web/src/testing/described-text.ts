/** What a screen reader reads after an element's name: the texts of the elements `aria-describedby` names. */
export const describedText = (element: Element): string =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")

/** Types `text` one character at a time through a field's mask, as a customer would, from an empty field. */
export const typeThrough =
  (mask: (previous: string, typed: string) => string) =>
  (text: string): string =>
    [...text].reduce((value, character) => mask(value, value + character), "")

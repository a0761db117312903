import type { LanguageCode } from "@billpath/contract"
import { useAtomValue } from "jotai"
import { formatDate, formatMoney } from "../i18n/format.ts"
import { languageAtom } from "../i18n/language-atom.ts"
import type { Column } from "../ui/data-table/data-table.tsx"
import { formatQuantity } from "./usage-format.ts"

type ColumnOf<Row, Value> = (key: string, header: string, value: (row: Row) => Value) => Column<Row>

/** In the page's language; figures line up on the end side and never break their line. */
export const useFormattedColumns = <Row>(): {
  readonly date: ColumnOf<Row, string>
  readonly money: ColumnOf<Row, number>
  readonly quantity: ColumnOf<Row, number>
} => {
  const language = useAtomValue(languageAtom)
  const figure =
    (format: (value: number, language: LanguageCode) => string): ColumnOf<Row, number> =>
    (key, header, value) => ({
      key,
      header,
      align: "end",
      nowrap: true,
      cell: (row) => format(value(row), language),
    })
  return {
    date: (key, header, value) => ({
      key,
      header,
      nowrap: true,
      cell: (row) => formatDate(value(row), language),
    }),
    money: figure(formatMoney),
    quantity: figure(formatQuantity),
  }
}

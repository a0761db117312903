import type { ReactNode } from "react"
import { Skeleton } from "../skeleton/skeleton.tsx"
import { type Column, DataTable } from "./data-table.tsx"
import { keptWhole } from "./whole-ids.tsx"

const skeletonRows: ReadonlyArray<number> = Array.from({ length: 5 }, (_, index) => index)
const skeletonColumn = (key: string, header: string, width: string): Column<number> => ({
  key,
  header,
  cell: () => <Skeleton width={width} />,
})

/** Grey rows where the results will be, under the same headers; hidden from screen readers, who hear the status. */
export const SearchingTable = ({
  caption,
  headers,
}: {
  readonly caption: ReactNode
  readonly headers: ReadonlyArray<string>
}) => (
  <div aria-hidden="true">
    <DataTable
      caption={caption}
      columns={headers.map((header, index) =>
        skeletonColumn(`${index}`, header, index === 0 ? "6em" : "5em"),
      )}
      rows={skeletonRows}
      rowKey={(row) => `${row}`}
      emptyMessage=""
    />
  </div>
)

/** Dates kept whole, so a narrow screen breaks the caption between words; dates hold no pattern syntax. */
export const withWholeDates = (caption: string, dates: ReadonlyArray<string>): ReactNode =>
  dates.length === 0 ? caption : keptWhole(caption, new RegExp(`(${dates.join("|")})`, "u"))

export const Header = ({ simpleLayout }: { readonly simpleLayout: boolean }) => (
  <header data-simple={simpleLayout} />
)

import { Menu as ArkMenu } from "@ark-ui/react/menu"
import { Portal } from "@ark-ui/react/portal"
import { type ComponentProps, type ReactNode, useId, useLayoutEffect } from "react"
import { cx } from "../../../styled-system/css"
import { menu } from "../../../styled-system/recipes"
import { LineIcon } from "../icons/line-icon.tsx"
import { ChevronIcon } from "./chevron-icon.tsx"
import type { MenuHandOver } from "./deferred-menu.tsx"

/** The drop-down menu's parts on Ark UI's Menu; items may be links (`asChild` around an <a>), which Enter follows. */
const classes = menu()

/** Goes on where the DeferredMenu's stand-in left off: open if it was chosen, focused if it had the focus. */
export const MenuRoot = ({
  handOver: { openOnMount, highlight, focusOnMount },
  itemValues,
  ...props
}: ComponentProps<typeof ArkMenu.Root> & {
  readonly handOver: MenuHandOver
  /** The menu's item values in order, to find the first and the last. */
  readonly itemValues: ReadonlyArray<string>
}) => {
  const triggerId = useId()
  // After Ark's own layout effects, which start its menu, and before the browser handles the next key.
  useLayoutEffect(() => {
    if (focusOnMount && !openOnMount) document.getElementById(triggerId)?.focus()
  }, [focusOnMount, openOnMount, triggerId])
  return (
    <ArkMenu.Root
      ids={{ trigger: triggerId }}
      positioning={{ placement: "bottom-end", gutter: 6 }}
      defaultOpen={openOnMount}
      defaultHighlightedValue={
        highlight === "first" ? itemValues[0] : highlight === "last" ? itemValues.at(-1) : undefined
      }
      {...props}
    />
  )
}

export const MenuTrigger = ({ className, children, ...props }: ComponentProps<typeof ArkMenu.Trigger>) => (
  <ArkMenu.Trigger className={cx(classes.trigger, className)} {...props}>
    {children}
    <ArkMenu.Indicator className={classes.indicator}>
      <ChevronIcon />
    </ArkMenu.Indicator>
  </ArkMenu.Trigger>
)

/** The floating list, portalled to <body> so no container clips it. */
export const MenuContent = ({ className, children, ...props }: ComponentProps<typeof ArkMenu.Content>) => (
  <Portal>
    <ArkMenu.Positioner className={classes.positioner}>
      <ArkMenu.Content className={cx(classes.content, className)} {...props}>
        {children}
      </ArkMenu.Content>
    </ArkMenu.Positioner>
  </Portal>
)

export const MenuItem = ({ className, ...props }: ComponentProps<typeof ArkMenu.Item>) => (
  <ArkMenu.Item className={cx(classes.item, className)} {...props} />
)

export const MenuSeparator = ({ className, ...props }: ComponentProps<typeof ArkMenu.Separator>) => (
  <ArkMenu.Separator className={cx(classes.separator, className)} {...props} />
)

/** A group of mutually exclusive choices (role menuitemradio, aria-checked), e.g. the language. */
export const MenuRadioGroup = ArkMenu.RadioItemGroup

export const MenuRadioItem = ({
  className,
  children,
  ...props
}: ComponentProps<typeof ArkMenu.RadioItem> & { readonly children: ReactNode }) => (
  <ArkMenu.RadioItem className={cx(classes.item, className)} {...props}>
    <span className={classes.itemIndicator} aria-hidden="true">
      <ArkMenu.ItemIndicator>
        <CheckIcon />
      </ArkMenu.ItemIndicator>
    </span>
    <ArkMenu.ItemText>{children}</ArkMenu.ItemText>
  </ArkMenu.RadioItem>
)

const CheckIcon = () => <LineIcon size={16} strokeWidth={2} d="m3 8.5 3.2 3.2L13 4.8" />

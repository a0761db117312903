import { alertRecipe } from "./alert.ts"
import { buttonRecipe } from "./button.ts"
import { cardRecipe } from "./card.ts"
import { choiceRecipe } from "./choice.ts"
import { dataTableRecipe } from "./data-table.ts"
import { datePickerRecipe } from "./date-picker.ts"
import { fieldRecipe } from "./field.ts"
import { menuRecipe } from "./menu.ts"
import { modalRecipe } from "./modal.ts"
import { paginationRecipe } from "./pagination.ts"
import { tabsRecipe } from "./tabs.ts"

export const recipes = { button: buttonRecipe, card: cardRecipe, alert: alertRecipe }
export const slotRecipes = {
  field: fieldRecipe,
  modal: modalRecipe,
  menu: menuRecipe,
  choice: choiceRecipe,
  datePicker: datePickerRecipe,
  pagination: paginationRecipe,
  dataTable: dataTableRecipe,
  tabs: tabsRecipe,
}

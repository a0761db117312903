import { alertRecipe } from "./alert.ts"
import { buttonRecipe } from "./button.ts"
import { cardRecipe } from "./card.ts"
import { fieldRecipe } from "./field.ts"
import { menuRecipe } from "./menu.ts"
import { modalRecipe } from "./modal.ts"

export const recipes = { button: buttonRecipe, card: cardRecipe, alert: alertRecipe }
export const slotRecipes = { field: fieldRecipe, modal: modalRecipe, menu: menuRecipe }

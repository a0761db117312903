import { alertRecipe } from "./alert.ts"
import { buttonRecipe } from "./button.ts"
import { cardRecipe } from "./card.ts"
import { fieldRecipe } from "./field.ts"

export const recipes = { button: buttonRecipe, card: cardRecipe, alert: alertRecipe }
export const slotRecipes = { field: fieldRecipe }

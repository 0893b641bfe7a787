// What src/app/system.ts imports from '@chakra-ui/react/theme', from the files that define each part: the index builds all
// ~80 recipes, which landed in the first bundle (~15 KB gzip). tests/scripts/dependency-contracts.test.ts checks each.
export { breakpoints } from '../../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js'
export { globalCss } from '../../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js'
export { layerStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js'
export { animationStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js'
export { textStyles } from '../../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js'
export { keyframes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js'
import { semanticColors } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js'
import { semanticRadii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js'
import { semanticShadows } from '../../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js'
import { animations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js'
import { aspectRatios } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js'
import { blurs } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js'
import { borders } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js'
import { colors } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js'
import { cursor } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js'
import { durations } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js'
import { easings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js'
import { fontSizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js'
import { fontWeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js'
import { fonts } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js'
import { letterSpacings } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js'
import { lineHeights } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js'
import { radii } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js'
import { sizes } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js'
import { spacing } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js'
import { zIndices } from '../../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js'

// Same objects as theme/index.js assembles.
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
}
export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii }
export const cssVarsPrefix = 'chakra'
export const cssVarsRoot = ':where(html, .chakra-theme)'

export { accordionSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/accordion.js'
export { alertSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/alert.js'
export { avatarSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/avatar.js'
export { badgeRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js'
export { breadcrumbSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/breadcrumb.js'
export { buttonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js'
export { cardSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js'
export { containerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js'
export { fieldSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js'
export { fieldsetSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/fieldset.js'
export { headingRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js'
export { iconRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/icon.js'
export { inputRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js'
export { linkRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js'
export { listSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/list.js'
export { nativeSelectSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/native-select.js'
export { progressSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/progress.js'
export { separatorRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/separator.js'
export { skeletonRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/skeleton.js'
export { spinnerRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js'
export { textareaRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js'
export { toastSlotRecipe } from '../../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js'

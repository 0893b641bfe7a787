import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  accordionSlotRecipe, alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints,
  breadcrumbSlotRecipe, buttonRecipe, cardSlotRecipe, containerRecipe,
  cssVarsPrefix, cssVarsRoot, fieldSlotRecipe, fieldsetSlotRecipe, globalCss, headingRecipe, iconRecipe,
  inputRecipe, keyframes, layerStyles, linkRecipe, listSlotRecipe, nativeSelectSlotRecipe, progressSlotRecipe,
  semanticTokens, separatorRecipe, skeletonRecipe, spinnerRecipe,
  textStyles, textareaRecipe, toastSlotRecipe, tokens,
} from '@chakra-ui/react/theme'

/**
 * Chakra's default theme minus the recipes of components the site does not use: `defaultSystem` ships all
 * ~80 of them (about 30 KB gzip) in the first bundle. A component added later needs its recipe listed here.
 */
/**
 * Solid orange and green buttons with white labels: Chakra's orange.600 (#ea580c, 3.6:1) and green.600 (#16a34a,
 * 3.3:1) fail WCAG AA for button text (axe `color-contrast`, serious). These are the nearest shades that pass
 * (5.2:1 and 5.0:1), for every `colorPalette="orange" | "green"` solid button of the site at once.
 */
const accessibleSolids = {
  ...semanticTokens.colors,
  orange: { ...semanticTokens.colors.orange, solid: { value: '#c2410c' } },
  green: { ...semanticTokens.colors.green, solid: { value: '#15803d' } },
}

/**
 * The colour palettes the site and the recipes it registers use: gray (Chakra's default palette), orange and
 * green (brand and buttons), red and blue (the error and info states of fields, alerts and toasts). Chakra's
 * default also has yellow, teal, cyan, purple and pink; every token is turned into CSS variables by
 * `createSystem` on every page load, before anything renders, and that was the largest single task of the
 * page (decision 090). A palette used later goes in this list (tests/site/chakra-system.test.ts checks).
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const
const NOT_A_PALETTE = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border']

const usedPalettes = <T extends Record<string, unknown>>(group: T): T =>
  Object.fromEntries(
    Object.entries(group).filter(([name]) => NOT_A_PALETTE.includes(name) || (PALETTES as readonly string[]).includes(name)),
  ) as T

/**
 * The site has one colour mode (nothing switches to dark): each semantic token keeps its `_light` value, so the
 * `.dark` half of the variables is neither built nor shipped as CSS.
 */
function lightOnly<T>(tree: T): T {
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return tree
  const node = tree as Record<string, unknown>
  const value = node.value as Record<string, unknown> | undefined
  if (value && typeof value === 'object' && '_light' in value && Object.keys(value).every((k) => k === '_light' || k === '_dark')) {
    return { ...node, value: value._light } as T
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T
}

/** Nothing moves for visitors who ask for reduced motion: spinners, transitions and smooth scrolling included. */
const reducedMotion = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
}

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, ...reducedMotion },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedPalettes(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: usedPalettes(accessibleSolids) }),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

export type SiteSystem = ReturnType<typeof createSystem>

let built: SiteSystem | undefined

/**
 * The site's Chakra system, built on first use. Building it is the largest piece of a page's start (tens of
 * milliseconds on a phone); called from the first render, which React runs in its own task after the scripts
 * have been evaluated, instead of inside that evaluation (decision 090).
 */
export const getSystem = (): SiteSystem => (built ??= createSystem(defaultBaseConfig, config))

import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

// Only the recipes the site uses: `defaultSystem` ships all ~80 (about 30 KB gzip). A new component needs its recipe here.
// orange.600 (3.6:1) and green.600 (3.3:1) fail WCAG AA under white labels; these nearest shades pass (5.2:1, 5.0:1).
// fg.error is red.500 (3.8:1 on white) for the form's error messages: red.700 reads 6.5:1 (issue 33).
const accessibleSolids = {
  ...semanticTokens.colors,
  fg: { ...semanticTokens.colors.fg, error: { value: '{colors.red.700}' } },
  orange: { ...semanticTokens.colors.orange, solid: { value: '#c2410c' } },
  green: { ...semanticTokens.colors.green, solid: { value: '#15803d' } },
}

// Every palette's CSS variables were the page's largest start-up task (decision 090); a new palette goes in this list.
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const
const NOT_A_PALETTE = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border']

const usedPalettes = <T extends Record<string, unknown>>(group: T): T =>
  Object.fromEntries(
    Object.entries(group).filter(([name]) => NOT_A_PALETTE.includes(name) || (PALETTES as readonly string[]).includes(name)),
  ) as T

// The site has one colour mode, so the `.dark` half of the variables is neither built nor shipped.
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

/**
 * A page's title the script focuses (the sign-in's, once the code is accepted: src/agency/sign-in.tsx) has no focus
 * ring: a title, not a control, and a ring around /painel's "Leads" read as a text box in the play-test. The keyboard
 * and a screen reader still start there. Only a page's h1: a form step's h2 title keeps the ring the keyboard shows it.
 */
const scriptFocusedTitle = { 'h1[tabindex="-1"]:focus': { outline: 'none' } }

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, ...reducedMotion, ...scriptFocusedTitle },
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

// Built on first render (its own task) rather than while the scripts evaluate: tens of ms on a phone (decision 090).
export const getSystem = (): SiteSystem => (built ??= createSystem(defaultBaseConfig, config))

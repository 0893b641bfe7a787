// Kept out of navigation.ts, which is in the first bundle: these texts load with the page that shows them.

/** The 404 page (src/pages/not-found-page.tsx), also written as dist/404.html. */
export const notFound = {
  code: '404',
  message: 'Oops! Page not found',
  homeLink: 'Voltar ao início',
  title: 'Página não encontrada | Excellis',
  description: 'A página que você procurou não existe na Excellis. Volte à página inicial para conhecer os nossos serviços.',
} as const

/** Static HTML of a form or tool page, for a browser that runs no script (page-shell.tsx, decision 040). */
export const needsJavaScript = 'Esta página precisa de JavaScript. Ative-o no navegador ou fale com a Excellis pelo WhatsApp ou por e-mail.'

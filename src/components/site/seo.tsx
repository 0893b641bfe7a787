import type { PageSeo } from '../../content/seo.ts'
import { site } from '../../content/seo.ts'

/**
 * Title, description, canonical and Open Graph tags of a page, hoisted into <head> by React 19. On a
 * prerendered page, hydration adopts the identical tags the build wrote instead of adding a second set.
 */
export function Seo({ page }: { page: PageSeo }) {
  const url = `${site.url}${page.path}`
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${site.url}${site.ogImage.src}`} />
      <meta property="og:image:width" content={String(site.ogImage.width)} />
      <meta property="og:image:height" content={String(site.ogImage.height)} />
      <meta property="og:image:alt" content={site.ogImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}

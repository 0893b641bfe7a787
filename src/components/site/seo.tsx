import { site, type OwnHeadTag, type PageSeo } from '../../content/pages.ts'

interface SeoProps {
  page: PageSeo
  omit?: readonly OwnHeadTag[]
}

// On a hydrated page React adopts the build's identical tags; over a shell the build's tags give way (static-head.ts).
export function Seo({ page, omit = [] }: SeoProps) {
  const url = `${site.url}${page.path}`
  return (
    <>
      {!omit.includes('title') && <title>{page.title}</title>}
      {!omit.includes('description') && <meta name="description" content={page.description} />}
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

const HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)/
/** Emotion moves style tags without `data-s` to the end of <head>, making the browser restyle the page (decision 090). */
const SETTLED = 'data-s=""'
const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

export interface PageParts {
  headTags: string[]
  /** Emotion's styles, moved out of the markup: globals one by one, component styles merged in one tag. */
  styles: string
  body: string
}

export function splitPage(html: string): PageParts {
  const headTags: string[] = []
  let rest = html
  for (let match = HOISTABLE.exec(rest); match; match = HOISTABLE.exec(rest)) {
    headTags.push(match[0])
    rest = rest.slice(match[0].length)
  }
  const globals: string[] = []
  const ids: string[] = []
  const rules: string[] = []
  const body = rest.replace(EMOTION_STYLE, (tag, attr: string, css: string) => {
    const [key, ...names] = attr.split(' ')
    if (key.endsWith('-global')) globals.push(tag.replace('<style ', `<style ${SETTLED} `))
    else {
      ids.push(...names)
      rules.push(css)
    }
    return ''
  })
  // One tag named "css id1 id2 ...": emotion's client cache reads the ids and does not insert those rules again.
  const styles = globals.join('') + (ids.length ? `<style ${SETTLED} data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '')
  return { headTags, styles, body }
}

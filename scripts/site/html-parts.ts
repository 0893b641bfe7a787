/** Splits React's prerendered markup into what belongs in <head> and the markup of #root. */

const HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)/
const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

export interface PageParts {
  /** title, meta and link tags React hoisted to the front of the output. */
  headTags: string[]
  /** Emotion's styles, moved out of the markup: globals one by one, component styles merged in one tag. */
  styles: string
  /** The markup of #root without any <style>. */
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
    if (key.endsWith('-global')) globals.push(tag)
    else {
      ids.push(...names)
      rules.push(css)
    }
    return ''
  })
  // One tag named "css id1 id2 ...": emotion's client cache reads the ids and does not insert those rules again.
  const styles = globals.join('') + (ids.length ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '')
  return { headTags, styles, body }
}

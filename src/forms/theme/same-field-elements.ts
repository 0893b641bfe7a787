import { deepEquals } from '@rjsf/utils'
import { isValidElement, type ReactNode } from 'react'

type Props = Record<string, unknown>

// RJSF rebuilds every property element on each change. Compared like RJSF's SchemaField memo: `schema` by value,
// callbacks always equal (RJSF recreates some on each render; the ones that matter forward to the stable `onChange`).
export function sameFieldElements(before: readonly ReactNode[], after: readonly ReactNode[]): boolean {
  if (before.length !== after.length) return false
  return before.every((element, index) => sameFieldElement(element, after[index]))
}

function sameFieldElement(a: ReactNode, b: ReactNode): boolean {
  if (a === b) return true
  if (!isValidElement<Props>(a) || !isValidElement<Props>(b) || a.type !== b.type || a.key !== b.key) return false
  const keys = Object.keys(a.props)
  if (keys.length !== Object.keys(b.props).length) return false
  return keys.every((key) => sameProp(key, a.props[key], b.props[key]))
}

function sameProp(key: string, a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a === 'function' && typeof b === 'function') return true
  return key === 'schema' && deepEquals(a, b)
}

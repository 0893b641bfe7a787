import { deepEquals } from '@rjsf/utils'
import { isValidElement, type ReactNode } from 'react'

type Props = Record<string, unknown>

/**
 * Whether two renders of a list of RJSF property elements would draw the same fields. RJSF rebuilds every
 * property element on each change (new objects, including a freshly resolved `schema`), so React's memo sees them
 * all as new; the field that did not change is only skipped deep inside, after our section frames re-rendered.
 * Props are compared by reference, as React would, with the two exceptions RJSF's own SchemaField memo makes:
 * `schema` by value (resolved again on every change, it only differs when the schema itself does) and
 * callbacks always equal (RJSF recreates some, e.g. the additional-property rename, on every render; the
 * handlers that matter forward to the Form's own, stable `onChange`).
 */
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

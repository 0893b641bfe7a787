import data from './checklist.json'
import type { Checklist } from './checklist-types.ts'

/** The audit's content. Typed here so a JSON edit that breaks the shape fails `tsc`, not the page. */
export const checklist: Checklist = data

import { memo, type ReactNode } from 'react'
import { SectionBox, type Section } from './section-box.tsx'
import { sameFieldElements } from './same-field-elements.ts'

// RJSF hands a new element for every property on each change: without this memo every section's frame re-rendered,
// most of a change's time (decision 090).
export const DeclaredSection = memo(
  function DeclaredSection({ section, fields }: { section: Section; fields: ReactNode[] }) {
    const { title, description, variant } = section
    return (
      <SectionBox title={title} description={description} variant={variant}>
        {fields}
      </SectionBox>
    )
  },
  (before, after) => before.section === after.section && sameFieldElements(before.fields, after.fields),
)
